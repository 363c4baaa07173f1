import { ABNORMAL_STATUS, type AbnormalReason, type FreeCollect, ORDER_STATUS, PAY_STATUS, toCents } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { DispensedOrder } from './dispensed.js';
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
 * The outcome, and for an order collected now whose dispense failed in part or whole, the order as
 * the subscribers of `ordersDispensed` hear of it: paid now, its automatic refund is due.
 */
export interface FreeCollectResult {
  outcome: FreeCollectOutcome;
  failedDispense?: DispensedOrder;
}

const FAILED_DISPENSE = new Set<number>([ORDER_STATUS.dispenseFailed.code, ORDER_STATUS.partlyDispensed.code]);

/**
 * The payment of a password-free order, collected by the machine after the dispense. Collected:
 * the order becomes paid with what was received (at most what it was to pay), its items take their
 * shares and it counts in the sales from now on, once. Not collected, or more received than the
 * order was to pay: it stays unpaid and is left abnormal. Only the machine that sold the order
 * settles it. A collected order whose dispense failed in part or whole is answered with it, so the
 * caller announces it once committed and what was collected for the cups not made goes back
 * (the refunds area's automatic refund).
 */
export async function collectFreeOrder(db: Database, deviceId: number, report: FreeCollect): Promise<FreeCollectResult> {
  const outcome = await db.transaction(async (tx): Promise<FreeCollectResult> => {
    const t = tx as unknown as Database;
    const [order] = await t
      .select({
        id: orders.id,
        orgId: orders.orgId,
        status: orders.status,
        payType: orders.payType,
        payStatus: orders.payStatus,
        paymentAmount: orders.paymentAmount,
        abnormalStatus: orders.abnormalStatus,
      })
      .from(orders)
      .where(and(eq(orders.orderCode, report.orderCode), eq(orders.deviceId, deviceId), eq(orders.freePayment, true)))
      .for('update');
    if (!order) return { outcome: 'unknown' };
    if (order.payStatus !== PAY_STATUS.unpaid.code) return { outcome: 'done' };
    if (!report.ok || toCents(report.received) > toCents(order.paymentAmount)) {
      if (order.abnormalStatus !== ABNORMAL_STATUS.none.code) return { outcome: 'done' };
      await t
        .update(orders)
        .set({
          abnormalStatus: ABNORMAL_STATUS.open.code,
          abnormalReason: 'freeNotCollected' satisfies AbnormalReason,
          abnormalAt: new Date(),
        })
        .where(eq(orders.id, order.id));
      return { outcome: 'failed' };
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
    if (!FAILED_DISPENSE.has(order.status)) return { outcome: 'collected' };
    return {
      outcome: 'collected',
      failedDispense: { orderId: order.id, orgId: order.orgId, status: order.status, payType: order.payType },
    };
  });
  return outcome;
}
