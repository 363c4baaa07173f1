import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { defineEvent, publish } from '../../platform/wiring/index.js';
import type { ChangedBy } from '../devices/index.js';
import type { ProductGoodsChange } from '../products/index.js';
import { deviceGoods, deviceGoodsChanges } from './schema.js';

/*
 * The goods change counter of each machine (dev_goods_change): every command of this area that
 * changes a machine's goods raises it in the same transaction, so deployment can tell a package
 * made before a change from one made after it without building any package.
 */

/** Machines' goods changed by one command: by an account, or by nobody in particular (a rollback). */
export interface DeviceGoodsChanged {
  deviceIds: number[];
  by: ChangedBy | null;
}

/** Published after the commit of the command that changed the goods. */
export const deviceGoodsChanged = defineEvent<DeviceGoodsChanged>('device-goods.changed');

/**
 * These machines' goods changed (in the caller's transaction; in machine order, so two changes
 * never deadlock); who changed them is told to the areas that hear of it after the commit.
 */
export async function markGoodsChanged(db: Database, deviceIds: readonly number[], by: ChangedBy | null = null): Promise<void> {
  const ids = [...new Set(deviceIds)].sort((a, b) => a - b);
  if (ids.length === 0) return;
  await publish(db, deviceGoodsChanged, { deviceIds: ids, by });
  await db
    .insert(deviceGoodsChanges)
    .values(ids.map((deviceId) => ({ deviceId, revision: 1 })))
    .onConflictDoUpdate({
      target: deviceGoodsChanges.deviceId,
      set: { revision: sql`${deviceGoodsChanges.revision} + 1`, changedAt: sql`now()` },
    });
}

/**
 * What machines are told of some products changed (the products area calls this through its
 * port, in the product's save): the code, names or type reach every machine selling one; the
 * base recipe only the machines making it (no own recipe in that slot).
 */
export async function markProductGoodsChanged(db: Database, change: ProductGoodsChange): Promise<void> {
  if (change.productIds.length === 0 || (!change.product && !change.baseRecipe)) return;
  // One statement however many machines sell them, in machine order as above.
  await db.execute(sql`
    insert into ${deviceGoodsChanges} (device_id, revision, changed_at)
    select distinct g.device_id, 1, now() from ${deviceGoods} g
     where g.product_id in ${[...new Set(change.productIds)]}${change.product ? sql`` : sql` and g.recipe is null`}
     order by g.device_id
    on conflict (device_id) do update set revision = ${deviceGoodsChanges}.revision + 1, changed_at = now()`);
}

/** The counter of each of these machines (0 for a machine never changed). */
export async function goodsRevisions(db: Database, deviceIds: readonly number[]): Promise<Map<number, number>> {
  const out = new Map<number, number>(deviceIds.map((id) => [id, 0]));
  if (deviceIds.length === 0) return out;
  const rows = await db
    .select({ deviceId: deviceGoodsChanges.deviceId, revision: deviceGoodsChanges.revision })
    .from(deviceGoodsChanges)
    .where(inArray(deviceGoodsChanges.deviceId, [...new Set(deviceIds)]));
  for (const r of rows) out.set(r.deviceId, r.revision);
  return out;
}
