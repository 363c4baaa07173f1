import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';

/**
 * The sales roll-ups kept from the orders. The reports area keeps them and sits above this one
 * (it reads the orders), so it provides them: the orders area tells it of every change that moves
 * sales, in the transaction of the change.
 */
export interface SalesRollup {
  /**
   * These orders' sales changed (stored, paid, dispensed, refunded, marked as a test): their
   * roll-up rows are recounted shortly after the commit, without the caller waiting on them.
   */
  recount(db: Database, orderIds: number[]): Promise<void>;
}

export const salesRollup = definePort<SalesRollup>('orders.salesRollup');

/** Tells the roll-ups that these orders' sales changed (stored, paid, dispensed or refunded). */
export async function recountSales(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length > 0) await salesRollup.get().recount(db, orderIds);
}
