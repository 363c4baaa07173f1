import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgCurrency } from '../customers/index.js';
import { deviceGoods } from '../device-goods/index.js';
import { devices } from '../devices/index.js';
import { products, readRecipes } from '../products/index.js';
import type { StoredGoods } from './schema.js';

/*
 * The only place this area reads and writes the machines' goods (dev_goods): what a package is
 * made of, and putting a package's goods back on a machine (rollback). Kept in one file so it can
 * be swapped for the device-goods area's own reading when that area offers one.
 */

/**
 * The current goods of these machines as package content, by machine (slots in order): each
 * slot's product code and names, type, price in the machine's customer's currency, status, and
 * the machine's own recipe or else the product's base recipe. Two queries plus readRecipes' four.
 */
export async function readGoodsContent(db: Database, deviceIds: readonly number[]): Promise<Map<number, StoredGoods[]>> {
  const out = new Map<number, StoredGoods[]>(deviceIds.map((id) => [id, []]));
  if (deviceIds.length === 0) return out;
  const rows = await db
    .select({
      deviceId: deviceGoods.deviceId,
      slotNo: deviceGoods.slotNo,
      price: deviceGoods.price,
      status: deviceGoods.status,
      stock: deviceGoods.stock,
      capacity: deviceGoods.capacity,
      recipe: deviceGoods.recipe,
      productId: products.id,
      code: products.code,
      name: products.name,
      nameEn: products.nameEn,
      nameEs: products.nameEs,
      nameJa: products.nameJa,
      type: products.type,
      currency: orgCurrency(devices.orgId),
    })
    .from(deviceGoods)
    .innerJoin(products, eq(products.id, deviceGoods.productId))
    .innerJoin(devices, eq(devices.id, deviceGoods.deviceId))
    .where(inArray(deviceGoods.deviceId, [...deviceIds]))
    .orderBy(asc(deviceGoods.deviceId), asc(deviceGoods.slotNo));
  const base = await readRecipes(
    db,
    rows.filter((r) => !r.recipe).map((r) => r.productId),
  );
  for (const r of rows) {
    out.get(r.deviceId)!.push({
      slotNo: r.slotNo,
      productCode: r.code,
      names: { zh: r.name, en: r.nameEn ?? r.name, es: r.nameEs ?? r.nameEn ?? r.name, ja: r.nameJa ?? r.name },
      type: r.type === 'finished' ? 'finished' : 'fresh',
      price: Number(r.price),
      currency: r.currency,
      status: r.status === 1 ? 1 : 0,
      recipe: r.recipe ?? base.get(r.productId) ?? { steps: [], cupSizes: [], tastes: [] },
      productId: r.productId,
      ownRecipe: r.recipe !== null,
      stock: r.stock,
      capacity: r.capacity,
    });
  }
  return out;
}

/**
 * Puts a package's goods back on machines (inside the caller's transaction): their dev_goods
 * become exactly the package's slots. Slots of products deleted since are left out.
 */
export async function restoreGoods(tx: Database, contents: ReadonlyMap<number, StoredGoods[]>): Promise<void> {
  const ids = [...contents.keys()];
  if (ids.length === 0) return;
  await tx.delete(deviceGoods).where(inArray(deviceGoods.deviceId, ids));
  const productIds = [...new Set([...contents.values()].flatMap((goods) => goods.map((g) => g.productId)))];
  const existing = productIds.length
    ? new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((p) => p.id))
    : new Set<number>();
  const values = [...contents].flatMap(([deviceId, goods]) =>
    goods
      .filter((g) => existing.has(g.productId))
      .map((g) => ({
        deviceId,
        productId: g.productId,
        slotNo: g.slotNo,
        price: g.price,
        status: g.status,
        stock: g.stock,
        capacity: g.capacity,
        recipe: g.ownRecipe ? g.recipe : null,
      })),
  );
  if (values.length) await tx.insert(deviceGoods).values(values);
}

/** The fields a machine gets for one slot (the stored extras stay in the back-office). */
export function toGoodsItem(g: StoredGoods) {
  return {
    slotNo: g.slotNo,
    productCode: g.productCode,
    names: g.names,
    type: g.type,
    price: g.price,
    currency: g.currency,
    status: g.status,
    recipe: g.recipe,
  };
}
