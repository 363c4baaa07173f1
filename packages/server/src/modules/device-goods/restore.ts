import { inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { ChangedBy } from '../devices/index.js';
import { products } from '../products/index.js';
import { markGoodsChanged } from './changes.js';
import { deviceGoods } from './schema.js';
import type { WantedItem } from './service.js';

/**
 * Puts goods back on machines (inside the caller's transaction): each machine's goods become
 * exactly its slots given, a recipe given being its own; `by` is who asked. Slots of products deleted since are left out.
 */
export async function restoreDeviceGoods(
  tx: Database,
  goods: ReadonlyMap<number, readonly WantedItem[]>,
  by: ChangedBy | null = null,
): Promise<void> {
  const ids = [...goods.keys()];
  if (ids.length === 0) return;
  await tx.delete(deviceGoods).where(inArray(deviceGoods.deviceId, ids));
  const productIds = [...new Set([...goods.values()].flatMap((slots) => slots.map((s) => s.productId)))];
  const existing = productIds.length
    ? new Set((await tx.select({ id: products.id }).from(products).where(inArray(products.id, productIds))).map((p) => p.id))
    : new Set<number>();
  const values = [...goods].flatMap(([deviceId, slots]) => slots.filter((s) => existing.has(s.productId)).map((s) => ({ deviceId, ...s })));
  if (values.length) await tx.insert(deviceGoods).values(values);
  await markGoodsChanged(tx, ids, by);
}
