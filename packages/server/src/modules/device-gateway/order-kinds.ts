import { type AbnormalReason, type DeviceOrder, toCents } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deviceCommands } from '../device-commands/index.js';
import { devices } from '../devices/index.js';

/** The rule a shopping cart breaks at its machine, if any. */
export type CartBreach = 'overCartLimit' | 'belowMinimum';

/**
 * A shopping cart against its machine's settings: at most `cartLimit` cups (the items'
 * quantities), and the items' total (before discounts) at least the minimum order amount. A
 * machine without a setting has no such limit.
 */
export async function cartBreach(
  db: Database,
  deviceId: number,
  items: ReadonlyArray<{ quantity: number; amount: number }>,
): Promise<CartBreach | null> {
  const [device] = await db
    .select({ cartLimit: devices.cartLimit, minOrderAmount: devices.minOrderAmount })
    .from(devices)
    .where(eq(devices.id, deviceId));
  if (!device) return null;
  const cups = items.reduce((n, i) => n + i.quantity, 0);
  if (device.cartLimit !== null && cups > device.cartLimit) return 'overCartLimit';
  const total = items.reduce((n, i) => n + toCents(i.amount), 0);
  if (device.minOrderAmount !== null && total < toCents(device.minOrderAmount)) return 'belowMinimum';
  return null;
}

/**
 * Why orders of a batch must be left for a person although stored as reported: a cart outside its
 * machine's limits, or a test order no test-dispense command to that machine started.
 */
export async function orderFlags(
  db: Database,
  batch: ReadonlyArray<{ device: { id: number }; order: DeviceOrder }>,
): Promise<Map<string, AbnormalReason>> {
  const flags = new Map<string, AbnormalReason>();
  const tests = batch.filter((o) => o.order.test);
  if (tests.length > 0) {
    const sent = await db
      .select({ id: deviceCommands.id, deviceId: deviceCommands.deviceId })
      .from(deviceCommands)
      .where(
        and(
          inArray(
            deviceCommands.id,
            tests.map((o) => o.order.test!.commandId),
          ),
          eq(deviceCommands.type, 'testDispense'),
        ),
      );
    const sentTo = new Map(sent.map((c) => [c.id, c.deviceId]));
    for (const { device, order } of tests)
      if (sentTo.get(order.test!.commandId) !== device.id) flags.set(order.orderCode, 'testNotCommanded');
  }
  for (const { device, order } of batch) {
    if (order.cart && !order.test && (await cartBreach(db, device.id, order.items))) flags.set(order.orderCode, 'cartOutsideLimits');
  }
  return flags;
}
