import type { DeployableGoodsItem, ProductType } from '@vr/contracts';
import { and, asc, countDistinct, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { products, readRecipes } from '../products/index.js';
import { deviceGoods } from './schema.js';
import { productColumns } from './service.js';

/**
 * What each of these machines should sell: its on-sale goods by slot, with the product's code,
 * names in the four languages, type, the machine's price, stock, and the recipe it makes (its
 * own, else the product's base recipe); `withOffSale` adds the goods taken off sale. Machines
 * selling nothing map to an empty list. A fixed
 * number of queries whatever the number of machines. No scope check: the caller has checked.
 */
export async function readDeviceGoods(
  db: Database,
  deviceIds: readonly number[],
  options: { withOffSale?: boolean } = {},
): Promise<Map<number, DeployableGoodsItem[]>> {
  const out = new Map<number, DeployableGoodsItem[]>(deviceIds.map((id) => [id, []]));
  if (deviceIds.length === 0) return out;
  const rows = await db
    .select({ g: deviceGoods, ...productColumns() })
    .from(deviceGoods)
    .innerJoin(products, eq(products.id, deviceGoods.productId))
    .where(and(inArray(deviceGoods.deviceId, [...new Set(deviceIds)]), options.withOffSale ? undefined : eq(deviceGoods.status, 0)))
    .orderBy(asc(deviceGoods.deviceId), asc(deviceGoods.slotNo));
  const base = await readRecipes(
    db,
    rows.filter((r) => r.g.recipe === null).map((r) => r.g.productId),
  );
  for (const r of rows) {
    const english = r.nameEn || r.name;
    out.get(r.g.deviceId)!.push({
      id: r.g.id,
      slotNo: r.g.slotNo,
      productId: r.g.productId,
      productCode: r.code,
      names: { zh: r.name, en: english, es: r.nameEs || english, ja: r.nameJa || english },
      productType: r.type as ProductType,
      price: r.g.price,
      status: r.g.status,
      stock: r.g.stock,
      capacity: r.g.capacity,
      recipe: r.g.recipe ?? base.get(r.g.productId)!,
      ownRecipe: r.g.recipe !== null,
      updatedAt: r.g.updatedAt.toISOString(),
    });
  }
  return out;
}

/** How many machines sell each of these products (one grouped query over the machines' goods). */
export async function machinesSellingProducts(db: Database, productIds: number[]): Promise<Map<number, number>> {
  const rows = await db
    .select({ productId: deviceGoods.productId, n: countDistinct(deviceGoods.deviceId) })
    .from(deviceGoods)
    .where(inArray(deviceGoods.productId, productIds))
    .groupBy(deviceGoods.productId);
  return new Map(rows.map((r) => [r.productId, r.n]));
}
