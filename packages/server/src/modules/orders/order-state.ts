import { ABNORMAL_STATUS, type AbnormalReason, ORDER_STATUS, PAY_STATUS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { shareReceived } from './item-shares.js';
import { recountSales } from './sales-rollup.js';
import { orderItems, orders } from './schema.js';

/**
 * An unpaid order is paid: it takes the provider's transaction, the amount received and the fee
 * the provider keeps of it, counts in the sales at once, and is dispensed next; paid after it expired (`late`) it is not
 * dispensed but left abnormal for a person to handle. False when the order was not unpaid (paid
 * once only).
 */
export async function markOrderPaid(
  db: Database,
  orderId: number,
  paid: { paidAt: Date; transactionCode: string; receivedAmount: number; feeAmount: number; late: boolean },
): Promise<boolean> {
  const [order] = await db
    .update(orders)
    .set({
      payStatus: PAY_STATUS.paid.code,
      paidAt: paid.paidAt,
      transactionCode: paid.transactionCode,
      receivedAmount: paid.receivedAmount,
      feeAmount: paid.feeAmount,
      ...(paid.late
        ? { abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: 'paidAfterExpiry' satisfies AbnormalReason, abnormalAt: new Date() }
        : { status: ORDER_STATUS.dispensing.code }),
    })
    .where(and(eq(orders.id, orderId), eq(orders.payStatus, PAY_STATUS.unpaid.code)))
    .returning({ id: orders.id });
  if (order) {
    await shareReceived(db, [orderId]);
    // A paid order is a sale from now on, dispensed or not: the figures count it at once.
    await recountSales(db, [orderId]);
  }
  return Boolean(order);
}

/** Leaves an order abnormal for a person to handle; `onlyIfNormal` keeps an earlier reason. */
export async function markOrderAbnormal(db: Database, orderId: number, reason: AbnormalReason, onlyIfNormal = false): Promise<void> {
  await db
    .update(orders)
    .set({ abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: reason, abnormalAt: new Date() })
    .where(and(eq(orders.id, orderId), onlyIfNormal ? eq(orders.abnormalStatus, ABNORMAL_STATUS.none.code) : undefined));
}

/** What of an order and of its items is refunded, as the refund rules computed it. */
export interface RefundedAmounts {
  orderId: number;
  refundedAmount: number;
  refundStatus: number;
  items: Array<{ itemId: number; refundedAmount: number; refundStatus: number }>;
}

/** Records how much of an order and its items is refunded, and recounts the sales it falls into. */
export async function recordRefundedAmounts(db: Database, amounts: RefundedAmounts): Promise<void> {
  await db
    .update(orders)
    .set({ refundedAmount: amounts.refundedAmount, refundStatus: amounts.refundStatus })
    .where(eq(orders.id, amounts.orderId));
  for (const item of amounts.items) {
    await db
      .update(orderItems)
      .set({ refundedAmount: item.refundedAmount, refundStatus: item.refundStatus })
      .where(eq(orderItems.id, item.itemId));
  }
  await recountSales(db, [amounts.orderId]);
}
