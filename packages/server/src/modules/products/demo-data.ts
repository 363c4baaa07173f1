import { catalog } from '@vr/device-sim';
import { inArray } from 'drizzle-orm';
import type { DemoSeedContext } from '../../platform/area.js';
import { deviceModels } from '../device-models/index.js';
import { productClasses, productCupSizes, productModels, products, recipeSteps, tasteCategories, tasteOptions } from './schema.js';

interface CatalogTaste {
  category: { zh: string; en: string };
  required?: boolean;
  multiple?: boolean;
  options: { code: string; name: { zh: string; en: string }; default?: boolean; extra?: number }[];
}

/** Demo classifications by the catalogue beverage's code prefix. */
const CLASSES = [
  { prefix: 'C-', code: 'COFFEE', name: { zh: '咖啡', en: 'Coffee' } },
  { prefix: 'T-', code: 'MILK_TEA', name: { zh: '奶茶', en: 'Milk tea' } },
  { prefix: 'B-', code: 'BEER', name: { zh: '啤酒', en: 'Beer' } },
  { prefix: 'W-', code: 'WATER', name: { zh: '饮用水', en: 'Drinking water' } },
];
/** A water station's recipe pours one litre. */
const sizesOf = (sizes: string[]) => (sizes.length ? sizes : ['1L']);
const extraOf = (size: string) => (size === 'L' ? 3 : size === 'XL' ? 5 : 0);

/** The catalogue's beverages as each demo customer's products, with recipes, tastes and models. */
export async function seedProducts({ db, orgs, users }: DemoSeedContext): Promise<void> {
  const models = await db
    .select({ id: deviceModels.id, code: deviceModels.code })
    .from(deviceModels)
    .where(
      inArray(
        deviceModels.code,
        catalog.beverages.map((b) => b.model),
      ),
    );
  const modelOf = new Map(models.map((m) => [m.code, m.id]));
  for (const orgId of [orgs.demo, orgs.harbor]) {
    // Category and taste names are one text each: the Shanghai customer writes Chinese, the harbour one English.
    const lang = orgId === orgs.harbor ? 'en' : 'zh';
    const classes = await db
      .insert(productClasses)
      .values(CLASSES.map((c, i) => ({ orgId, code: c.code, name: c.name[lang], sort: i })))
      .returning({ id: productClasses.id, code: productClasses.code });
    const classOf = new Map(classes.map((c) => [c.code, c.id]));
    for (const b of catalog.beverages) {
      const modelId = modelOf.get(b.model);
      if (modelId === undefined) continue;
      const cls = CLASSES.find((c) => b.code.startsWith(c.prefix));
      const [row] = await db
        .insert(products)
        .values({
          orgId,
          code: b.code,
          name: b.name.zh,
          nameEn: b.name.en,
          nameEs: b.name.es,
          nameJa: b.name.ja,
          type: 'fresh',
          classId: cls ? (classOf.get(cls.code) ?? null) : null,
          originalPrice: b.price,
          salePrice: b.price,
          createdBy: users.admin,
        })
        .returning({ id: products.id });
      const productId = row!.id;
      await db.insert(productModels).values({ productId, modelId });
      await db
        .insert(recipeSteps)
        .values(b.recipe.map((s) => ({ productId, pourOrder: s.order, materialCode: s.material, amount: s.amount, water: s.water ?? 0 })));
      await db.insert(productCupSizes).values(sizesOf(b.cupSizes).map((size) => ({ productId, size, extraPrice: extraOf(size) })));
      for (const [sort, t] of ((b.tastes ?? []) as CatalogTaste[]).entries()) {
        const [category] = await db
          .insert(tasteCategories)
          .values({ productId, name: t.category[lang], required: t.required ?? false, multiple: t.multiple ?? false, sort })
          .returning({ id: tasteCategories.id });
        await db.insert(tasteOptions).values(
          t.options.map((o, i) => ({
            categoryId: category!.id,
            code: o.code,
            name: o.name[lang],
            isDefault: o.default ?? false,
            extraPrice: o.extra ?? 0,
            sort: i,
          })),
        );
      }
    }
  }
}
