import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';

/**
 * The sales roll-ups kept from the orders. The reports area keeps them and sits above this one
 * (it reads the orders), so it provides them: the orders area tells it of every change that moves
 * sales, in the transaction of the change.
 */
export interface SalesRollup {
  /** Adds orders just stored paid (sold at the machine) to the roll-ups of their days. */
  addNew(db: Database, orderIds: number[], timeZone: string, at: Date): Promise<void>;
  /** Recounts the roll-ups these orders fall into, after they changed (paid, dispensed, refunded). */
  recount(db: Database, orderIds: number[]): Promise<void>;
}

export const salesRollup = definePort<SalesRollup>('orders.salesRollup');

/** Recounts the sales of these orders (after they were paid, dispensed or refunded). */
export async function recountSales(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length > 0) await salesRollup.get().recount(db, orderIds);
}
