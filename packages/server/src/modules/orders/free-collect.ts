import { ABNORMAL_STATUS, type AbnormalReason, type FreeCollect, PAY_STATUS, toCents } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { shareReceived } from './item-shares.js';
import { recountSales } from './sales-rollup.js';
import { orders } from './schema.js';

/**
 * What became of a machine's collection report: `collected` (the order is paid now), `failed`
 * (left unpaid and abnormal for a person), `done` (an earlier report already settled it: nothing
 * changes), `unknown` (no password-free order of this machine has that code yet).
 */
export type FreeCollectOutcome = 'collected' | 'failed' | 'done' | 'unknown';

/**
 * The payment of a password-free order, collected by the machine after the dispense. Collected:
 * the order becomes paid with what was received (at most what it was to pay), its items take their
 * shares and it counts in the sales from now on, once. Not collected, or more received than the
 * order was to pay: it stays unpaid and is left abnormal. Only the machine that sold the order
 * settles it.
 */
export async function collectFreeOrder(db: Database, deviceId: number, report: FreeCollect): Promise<FreeCollectOutcome> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [order] = await t
      .select({ id: orders.id, payStatus: orders.payStatus, paymentAmount: orders.paymentAmount, abnormalStatus: orders.abnormalStatus })
      .from(orders)
      .where(and(eq(orders.orderCode, report.orderCode), eq(orders.deviceId, deviceId), eq(orders.freePayment, true)))
      .for('update');
    if (!order) return 'unknown';
    if (order.payStatus !== PAY_STATUS.unpaid.code) return 'done';
    if (!report.ok || toCents(report.received) > toCents(order.paymentAmount)) {
      if (order.abnormalStatus !== ABNORMAL_STATUS.none.code) return 'done';
      await t
        .update(orders)
        .set({
          abnormalStatus: ABNORMAL_STATUS.open.code,
          abnormalReason: 'freeNotCollected' satisfies AbnormalReason,
          abnormalAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      return 'failed';
    }
    await t
      .update(orders)
      .set({
        payStatus: PAY_STATUS.paid.code,
        paidAt: new Date(report.paidAt),
        receivedAmount: report.received,
        feeAmount: report.fee,
        ...(report.transactionCode ? { transactionCode: report.transactionCode } : {}),
      })
      .where(eq(orders.id, order.id));
    await shareReceived(t, [order.id]);
    await recountSales(t, [order.id]);
    return 'collected';
  });
}
