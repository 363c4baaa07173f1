import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgCurrency } from '../customers/index.js';
import { readDeviceGoods, restoreDeviceGoods } from '../device-goods/index.js';
import { devices } from '../devices/index.js';
import type { StoredGoods } from './schema.js';

/*
 * The only place this area reads and changes the machines' goods (the machine-goods area's): what
 * a package is made of, and putting a package's goods back on a machine (rollback).
 */

/**
 * The current goods of these machines as package content, by machine (slots in order, those off
 * sale included so a rollback restores them): the machine-goods area's reading, with the price's
 * currency (the machine's customer's).
 */
export async function readGoodsContent(db: Database, deviceIds: readonly number[]): Promise<Map<number, StoredGoods[]>> {
  const out = new Map<number, StoredGoods[]>(deviceIds.map((id) => [id, []]));
  if (deviceIds.length === 0) return out;
  const goods = await readDeviceGoods(db, deviceIds, { withOffSale: true });
  const currencies = new Map(
    (
      await db
        .select({ id: devices.id, currency: orgCurrency(devices.orgId) })
        .from(devices)
        .where(inArray(devices.id, [...deviceIds]))
    ).map((d) => [d.id, d.currency]),
  );
  for (const [deviceId, items] of goods) {
    out.set(
      deviceId,
      items.map((g) => ({
        slotNo: g.slotNo,
        productCode: g.productCode,
        names: g.names,
        type: g.productType === 'finished' ? 'finished' : 'fresh',
        price: Number(g.price),
        currency: currencies.get(deviceId) ?? 'CNY',
        status: g.status === 1 ? 1 : 0,
        recipe: g.recipe,
        productId: g.productId,
        ownRecipe: g.ownRecipe,
        stock: g.stock,
        capacity: g.capacity,
      })),
    );
  }
  return out;
}

/**
 * Puts a package's goods back on machines (inside the caller's transaction): their goods become
 * exactly the package's slots. Slots of products deleted since are left out.
 */
export async function restoreGoods(tx: Database, contents: ReadonlyMap<number, StoredGoods[]>): Promise<void> {
  await restoreDeviceGoods(
    tx,
    new Map(
      [...contents].map(([deviceId, goods]) => [
        deviceId,
        goods.map((g) => ({
          productId: g.productId,
          slotNo: g.slotNo,
          price: g.price,
          status: g.status,
          stock: g.stock,
          capacity: g.capacity,
          recipe: g.ownRecipe ? g.recipe : null,
        })),
      ]),
    ),
  );
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
