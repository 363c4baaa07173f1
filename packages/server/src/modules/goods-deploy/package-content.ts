import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgCurrency } from '../customers/index.js';
import { goodsRevisions, readDeviceGoods, restoreDeviceGoods } from '../device-goods/index.js';
import { type ChangedBy, devices } from '../devices/index.js';
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

/** What a package is made of, with the machines' goods change counters it matches. */
export interface GoodsToDeploy {
  contents: Map<number, StoredGoods[]>;
  revisions: Map<number, number | null>;
}

/**
 * The current goods of these machines as package content, with the change counter of each: read
 * before the goods, so a change committed in between makes the counter older than the content
 * (the machine shows a pending change, never a false "up to date").
 */
export async function readGoodsToDeploy(db: Database, deviceIds: readonly number[]): Promise<GoodsToDeploy> {
  const revisions = await goodsRevisions(db, deviceIds);
  return { contents: await readGoodsContent(db, deviceIds), revisions };
}

/**
 * The change counters at which the machines' goods make exactly these contents (null where they
 * make something else): for packages not read from the goods (a rollback's earlier content).
 */
export async function revisionsMatching(db: Database, contents: ReadonlyMap<number, StoredGoods[]>): Promise<Map<number, number | null>> {
  const now = await readGoodsToDeploy(db, [...contents.keys()]);
  return new Map(
    [...contents].map(([deviceId, goods]) => [
      deviceId,
      sameGoods(goods, now.contents.get(deviceId) ?? []) ? (now.revisions.get(deviceId) ?? null) : null,
    ]),
  );
}

/** JSON with object keys sorted (jsonb keeps its own key order), so equal content compares equal. */
export function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Two packages' goods are the same: every slot holds the same, in the same order. */
export function sameGoods(a: readonly StoredGoods[], b: readonly StoredGoods[]): boolean {
  return canonical(a) === canonical(b);
}

/**
 * Puts a package's goods back on machines (inside the caller's transaction): their goods become
 * exactly the package's slots. Slots of products deleted since are left out.
 */
export async function restoreGoods(tx: Database, contents: ReadonlyMap<number, StoredGoods[]>, by: ChangedBy | null): Promise<void> {
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
    by,
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
