import type { Database } from '../../platform/db/database.js';

/** An order whose dispense result arrived, as the listeners of the orders area hear it. */
export interface DispensedOrder {
  orderId: number;
  orgId: number;
  /** A code of the contracts' ORDER_STATUS: completed, dispense failed or partly dispensed. */
  status: number;
  payType: number | null;
}

type DispensedListener = (db: Database, orders: DispensedOrder[]) => Promise<void>;
const listeners: DispensedListener[] = [];

/**
 * Listens to orders whose dispense result was stored (after the commit). Refunds hear of failed
 * dispenses this way, without the intake knowing of refunds.
 */
export function onOrdersDispensed(listener: DispensedListener): void {
  listeners.push(listener);
}

/** Tells the listeners, one after the other; a listener's failure is reported, not thrown. */
export async function ordersDispensed(db: Database, orders: DispensedOrder[], log?: (err: unknown) => void): Promise<void> {
  if (orders.length === 0) return;
  for (const listener of listeners) {
    try {
      await listener(db, orders);
    } catch (err) {
      log?.(err);
    }
  }
}
