/*
 * Orders written straight into the order tables, for tests of what reads them (roll-ups, figures,
 * tabs) without the intake or the pay flow: nothing is counted until the test recounts.
 */
import type { Database } from '../platform/db/database.js';
import { orders } from '../modules/orders/index.js';

type OrderValues = typeof orders.$inferInsert;

/**
 * A completed WeChat Pay order of a machine, `received` paid and received, with these other
 * columns (the table's defaults for the rest); answers its id.
 */
export async function insertOrderRow(
  db: Database,
  {
    received,
    ...columns
  }: Pick<OrderValues, 'orderCode' | 'deviceId' | 'orgId' | 'createdAt'> & Partial<OrderValues> & { received: number },
): Promise<number> {
  const [row] = await db
    .insert(orders)
    .values({ status: 5, paymentMethod: 'wechat_pay', paymentAmount: received, receivedAmount: received, ...columns })
    .returning({ id: orders.id });
  return row!.id;
}
