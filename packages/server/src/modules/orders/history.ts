import type { OrderPaymentRecord, OrderRefundRecord } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import type { orders } from './schema.js';

type OrderRecord = typeof orders.$inferSelect;
type PaymentReader = (db: Database, order: OrderRecord) => Promise<OrderPaymentRecord[]>;
type RefundReader = (db: Database, orderId: number) => Promise<OrderRefundRecord[]>;

/** Until the payments area keeps payments of its own, an order's payment is the one it carries. */
const ownPayment: PaymentReader = async (_db, o) =>
  o.paidAt || o.transactionCode
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

let paymentReader: PaymentReader = ownPayment;
let refundReader: RefundReader = async () => [];

/**
 * Extension points of the order detail: the payments area hands its payment records of an order
 * here, the refunds area its refund records (from their own index.ts, so the orders area never
 * reads their tables). Without them the detail shows the order's own payment and no refunds.
 */
export function provideOrderPaymentHistory(reader: PaymentReader): void {
  paymentReader = reader;
}
export function provideOrderRefundHistory(reader: RefundReader): void {
  refundReader = reader;
}

export const orderPaymentHistory: PaymentReader = (db, o) => paymentReader(db, o);
export const orderRefundHistory: RefundReader = (db, id) => refundReader(db, id);
