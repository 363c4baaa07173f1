import type { Lang, OrderPaymentRecord, OrderRefundRecord } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { definePort } from '../../platform/wiring/index.js';
import type { orders } from './schema.js';

type OrderRecord = typeof orders.$inferSelect;

/** An order's payment as the order carries it (the order detail's payment records). */
export function orderPayments(o: OrderRecord): OrderPaymentRecord[] {
  return o.paidAt || o.transactionCode
    ? [
        {
          transactionCode: o.transactionCode,
          paymentMethod: o.paymentMethod,
          payType: o.payType,
          amount: Number(o.receivedAmount),
          payStatus: o.payStatus,
          time: o.paidAt ? o.paidAt.toISOString() : null,
        },
      ]
    : [];
}

/**
 * The refund records of an order, for its detail: the refunds area sits above the orders (a
 * refund names its order), so that area reads them instead of this one reading its tables.
 */
export const orderRefundHistory =
  definePort<(db: Database, orderId: number, lang: Lang) => Promise<OrderRefundRecord[]>>('orders.refundHistory');
