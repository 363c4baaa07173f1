import type { GoodsItem, GoodsPackage } from '@vr/contracts';
import { type Catalog, catalog as defaultCatalog } from './catalog.js';

interface CatalogTaste {
  category: { zh: string; en: string };
  required?: boolean;
  multiple?: boolean;
  options: { code: string; name: { zh: string; en: string }; default?: boolean; extra?: number }[];
}

/** Extra price of a catalogue cup size over the standard cup (the demo products use the same). */
export const CATALOG_SIZE_EXTRA: Record<string, number> = { L: 3, XL: 5 };

/**
 * A "factory menu": the catalogue's beverages for a model as a goods package of version 0. For
 * simulators without a back-office that deploys (the bench, tests of other areas); a machine
 * started with it reports goodsVersion 0, so the back-office's first package (version 1) still
 * replaces it.
 */
export function catalogGoodsPackage(model: string, options: { currency?: string; catalog?: Catalog; version?: number } = {}): GoodsPackage {
  const cat = options.catalog ?? defaultCatalog;
  const goods: GoodsItem[] = cat.beverages
    .filter((b) => b.model === model)
    .map((b, i) => ({
      slotNo: i + 1,
      productCode: b.code,
      names: { zh: b.name.zh, en: b.name.en, es: b.name.es, ja: b.name.ja },
      type: 'fresh',
      price: b.price,
      currency: options.currency ?? 'CNY',
      status: 0,
      recipe: {
        steps: b.recipe.map((s) => ({ pourOrder: s.order, materialCode: s.material, water: s.water ?? 0, amount: s.amount })),
        cupSizes: b.cupSizes.map((size) => ({ size, extraPrice: CATALOG_SIZE_EXTRA[size] ?? 0 })),
        tastes: ((b.tastes ?? []) as CatalogTaste[]).map((t, sort) => ({
          name: t.category.zh,
          required: t.required ?? false,
          multiple: t.multiple ?? false,
          sort,
          options: t.options.map((o) => ({ code: o.code, name: o.name.zh, isDefault: o.default ?? false, extraPrice: o.extra ?? 0 })),
        })),
      },
    }));
  return { v: 1, ts: 0, version: options.version ?? 0, packageId: `factory-${model}`, goods };
}
