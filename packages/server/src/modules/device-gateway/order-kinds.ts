import { type AbnormalReason, type DeviceOrder, toCents } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deviceCommands } from '../device-commands/index.js';
import { devices } from '../devices/index.js';

/** The rule a shopping cart breaks at its machine, if any. */
export type CartBreach = 'overCartLimit' | 'belowMinimum';

/** A machine's cart settings: the most cups a cart may hold and the least it may cost (null: no limit). */
interface CartLimits {
  cartLimit: number | null;
  minOrderAmount: string | number | null;
}

const cartLimitColumns = { id: devices.id, cartLimit: devices.cartLimit, minOrderAmount: devices.minOrderAmount };

/**
 * A shopping cart against its machine's settings: at most `cartLimit` cups (the items'
 * quantities), and the items' total (before discounts) at least the minimum order amount. A
 * machine without a setting has no such limit.
 */
function breachOf(limits: CartLimits, items: ReadonlyArray<{ quantity: number; amount: number }>): CartBreach | null {
  const cups = items.reduce((n, i) => n + i.quantity, 0);
  if (limits.cartLimit !== null && cups > limits.cartLimit) return 'overCartLimit';
  const total = items.reduce((n, i) => n + toCents(i.amount), 0);
  if (limits.minOrderAmount !== null && total < toCents(Number(limits.minOrderAmount))) return 'belowMinimum';
  return null;
}

/** The rule a shopping cart breaks at its machine, if any (`breachOf` with the machine's settings). */
export async function cartBreach(
  db: Database,
  deviceId: number,
  items: ReadonlyArray<{ quantity: number; amount: number }>,
): Promise<CartBreach | null> {
  const [device] = await db.select(cartLimitColumns).from(devices).where(eq(devices.id, deviceId));
  return device ? breachOf(device, items) : null;
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
  // The batch's machines read at once: a read per cart would wait its turn for a connection each time.
  const carts = batch.filter((o) => o.order.cart && !o.order.test);
  if (carts.length > 0) {
    const limits = await db
      .select(cartLimitColumns)
      .from(devices)
      .where(inArray(devices.id, [...new Set(carts.map((o) => o.device.id))]));
    const limitsOf = new Map(limits.map((l) => [l.id, l]));
    for (const { device, order } of carts) {
      const machine = limitsOf.get(device.id);
      if (machine && breachOf(machine, order.items)) flags.set(order.orderCode, 'cartOutsideLimits');
    }
  }
  return flags;
}
