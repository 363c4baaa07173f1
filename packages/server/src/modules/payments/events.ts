import type { Database } from '../../platform/db/database.js';
import { defineEvent, definePort } from '../../platform/wiring/index.js';
import type { ProviderRefundResult } from './provider.js';

/** What a machine hears of its payments (the device gateway publishes down/paid, down/pay-closed). */
export type PaymentEvent =
  | { type: 'paid'; deviceId: number; orderCode: string; paidAt: Date }
  | { type: 'closed'; deviceId: number; orderCode: string; reason: 'expired' | 'cancelled' };

/** A payment was paid or closed: its machine is to be told. */
export const paymentForMachine = defineEvent<PaymentEvent>('payments.forMachine');

/** A refund the provider settled (success or failed), once per refund. */
export const refundSettled = defineEvent<{ refundCode: string; result: ProviderRefundResult }>('payments.refundSettled');

/** A purchase order's payment, paid at the provider for the amount asked. */
export interface PurchasePayment {
  purchaseId: number;
  amountCents: number;
  paidAt: Date;
  paymentCode: string;
}

/**
 * Records that a purchase order was paid, inside the transaction that accepted the provider's
 * notification (the supply area provides it): the payment and its order change together.
 */
export const purchasePaid = definePort<(db: Database, payment: PurchasePayment) => Promise<void>>('payments.purchasePaid');
