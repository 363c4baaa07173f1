import { and, desc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { configById, merchantOf } from './configs.js';
import { type ProviderPaymentAsk, createProviderPayment } from './create.js';
import type { PaymentState, ProviderRefundResult } from './provider.js';
import { refundPaidPayment } from './refunds.js';
import { providerFor } from './runtime.js';
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

/**
 * Closes the open payment of a purchase order being cancelled (the caller holds the order's lock),
 * at the provider first, so that its page can no longer be paid: 'closed' ('none' when there is no
 * open payment); 'paid' when the provider had already taken it (its notification is on its way and
 * marks the order paid); 'busy' when its notification is being recorded at this very moment (the
 * payment's row is locked by it, and it waits for the order); 'providerError' when the provider
 * could not be asked. Nothing changes unless 'closed'.
 */
export async function closePurchasePayment(
  db: Database,
  purchaseId: number,
): Promise<'closed' | 'none' | 'paid' | 'busy' | 'providerError'> {
  const open = and(eq(payPayments.purchaseId, purchaseId), eq(payPayments.status, PAYMENT_STATE.pending));
  const seen = await db.select({ id: payPayments.id }).from(payPayments).where(open);
  if (seen.length === 0) return 'none';
  // Never waits for a notification holding the payment (it waits for the order this caller holds).
  const locked = await db.select().from(payPayments).where(open).for('update', { skipLocked: true });
  if (locked.length < seen.length) return 'busy';
  for (const payment of locked) {
    const config = await configById(db, payment.configId);
    const merchant = config ? merchantOf(config) : null;
    const provider = providerFor(db, payment.provider);
    // A configuration whose keys cannot be read cannot have its pages paid either: closed here only.
    if (merchant && provider) {
      let state: PaymentState;
      try {
        state = await provider.closePayment(merchant, payment.paymentCode);
      } catch {
        return 'providerError';
      }
      if (state === 'paid') return 'paid';
    }
    await db.update(payPayments).set({ status: PAYMENT_STATE.closed, closedAt: new Date() }).where(eq(payPayments.id, payment.id));
  }
  return 'closed';
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
