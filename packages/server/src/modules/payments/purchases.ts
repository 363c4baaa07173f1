import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type ProviderPaymentAsk, createProviderPayment } from './create.js';
import type { ProviderRefundResult } from './provider.js';
import { refundPaidPayment } from './refunds.js';
import { PAYMENT_STATE, payPayments } from './schema.js';

/** A purchase order to pay on a page the buyer opens. */
export interface PurchasePaymentRequest extends Omit<ProviderPaymentAsk, 'owner' | 'customerId' | 'scene' | 'clientIp'> {
  purchaseId: number;
  /** The customer whose enabled configuration collects (the seller). */
  sellerId: number;
}

export type PurchasePaymentAnswer =
  { ok: true; payUrl: string; expiresAt: Date } | { ok: false; reason: 'noPayConfig' | 'providerError' | 'alreadyPaid' };

/**
 * Asks the seller's enabled provider for the payment of a purchase order (a page the buyer opens):
 * asked again while it is open, it answers the same link; once it expired, a new payment is asked.
 */
export async function createPurchasePayment(db: Database, req: PurchasePaymentRequest): Promise<PurchasePaymentAnswer> {
  const [open] = await db
    .select()
    .from(payPayments)
    .where(and(eq(payPayments.purchaseId, req.purchaseId), ne(payPayments.status, PAYMENT_STATE.closed)))
    .orderBy(desc(payPayments.id))
    .limit(1);
  if (open?.status === PAYMENT_STATE.paid) return { ok: false, reason: 'alreadyPaid' };
  if (open && open.payUrl && open.expiresAt > new Date()) return { ok: true, payUrl: open.payUrl, expiresAt: open.expiresAt };
  if (open) {
    // Its time is up but the expiry job has not closed it yet: closed here, a new one follows.
    await db.update(payPayments).set({ status: PAYMENT_STATE.closed, closedAt: new Date() }).where(eq(payPayments.id, open.id));
  }
  const { purchaseId, sellerId, ...ask } = req;
  return createProviderPayment(db, { ...ask, owner: { purchaseId }, customerId: sellerId, scene: 'h5' });
}

export interface PurchaseRefundRequest {
  purchaseId: number;
  /** Our refund code, unique; the provider's refund is idempotent on it. */
  refundCode: string;
  amountCents: number;
  reason: string;
}

/**
 * Asks the provider that took a purchase order's payment to pay part of it back. It answers at
 * once ('success' or 'failed') or 'pending', settled later by its notification (`refundSettled`).
 */
export async function requestPurchaseRefund(db: Database, req: PurchaseRefundRequest): Promise<ProviderRefundResult> {
  const [payment] = await db
    .select()
    .from(payPayments)
    .where(and(eq(payPayments.purchaseId, req.purchaseId), eq(payPayments.status, PAYMENT_STATE.paid)));
  if (!payment) return { status: 'failed', message: 'no paid payment' };
  return refundPaidPayment(db, payment, req);
}
