/*
 * Orders stored by the device gateway's real intake, for the tests of other areas (an area's own
 * files may import another area only through its face; test helpers live here).
 */
import type { DeviceOrder } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { insertTestDevice, sampleOrder } from './test-devices.js';
import { orderItems, orders, storeOrders } from '../modules/orders/index.js';

export { insertTestDevice, sampleOrder, storeOrders };

/** The order row and its items as they stand, items by name (Latte before Tea). */
export async function orderNow(db: Database, orderId: number) {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, orderId));
  items.sort((a, b) => a.goodsName.localeCompare(b.goodsName));
  return { order: order!, items };
}

/**
 * A paid order of a new test machine of `orgId`, stored by the intake: the sample order (Latte 8.00
 * dispensed, Tea 4.50 failed, 12.50 received) unless overridden.
 */
export async function storeTestOrder(db: Database, orgId: number, overrides: Partial<DeviceOrder> = {}) {
  const device = await insertTestDevice(db, orgId);
  const code = `RT-${device.code}`;
  await storeOrders(db, [
    { device: { id: device.id, orgId, siteId: null }, order: { v: 1, ts: Date.now(), ...sampleOrder(code, overrides) } },
  ]);
  const [row] = await db.select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code));
  return { ...(await orderNow(db, row!.id)), device };
}
