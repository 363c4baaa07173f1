import { defineEvent } from '../../platform/wiring/index.js';
import type { ProviderRefundResult } from './provider.js';

/** What a machine hears of its payments (the device gateway publishes down/paid, down/pay-closed). */
export type PaymentEvent =
  | { type: 'paid'; deviceId: number; orderCode: string; paidAt: Date }
  | { type: 'closed'; deviceId: number; orderCode: string; reason: 'expired' | 'cancelled' };

/** A payment was paid or closed: its machine is to be told. */
export const paymentForMachine = defineEvent<PaymentEvent>('payments.forMachine');

/** A refund the provider settled (success or failed), once per refund. */
export const refundSettled = defineEvent<{ refundCode: string; result: ProviderRefundResult }>('payments.refundSettled');
