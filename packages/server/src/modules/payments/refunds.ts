import { toCents } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { configById, merchantOf } from './configs.js';
import { publish } from '../../platform/wiring/index.js';
import { refundSettled } from './events.js';
import type { ProviderRefundResult } from './provider.js';
import { notifyUrl, providerFor } from './runtime.js';
import { PAYMENT_STATE, PAY_REFUND_STATE, payPayments, payRefunds } from './schema.js';

export interface OrderRefundRequest {
  orderId: number;
  /** Our refund code, unique; the provider's refund is idempotent on it. */
  refundCode: string;
  amountCents: number;
  reason: string;
}

const stateOf = (status: ProviderRefundResult['status']) =>
  status === 'success' ? PAY_REFUND_STATE.success : status === 'failed' ? PAY_REFUND_STATE.failed : PAY_REFUND_STATE.pending;

/** Records the provider's final answer once (a conditional update); true when this call settled it. */
export async function settleRefund(db: Database, refundCode: string, result: ProviderRefundResult): Promise<boolean> {
  if (result.status === 'pending') return false;
  const [row] = await db
    .update(payRefunds)
    .set({ status: stateOf(result.status), settledAt: new Date(), message: result.message?.slice(0, 200) ?? null })
    .where(and(eq(payRefunds.refundCode, refundCode), eq(payRefunds.status, PAY_REFUND_STATE.pending)))
    .returning({ id: payRefunds.id });
  return Boolean(row);
}

/**
 * Asks the provider that took the order's money for a refund. An order without a paid online
 * payment (cash, free, member card, or sold before the pay flow) is refunded at once ('success').
 * A provider refund answers 'pending' and settles later (the `refundSettled` event). Asked again
 * with the same refund code, it answers the refund's current state.
 */
export async function requestOrderRefund(db: Database, req: OrderRefundRequest): Promise<ProviderRefundResult> {
  const [payment] = await db
    .select()
    .from(payPayments)
    .where(and(eq(payPayments.orderId, req.orderId), eq(payPayments.status, PAYMENT_STATE.paid)));
  if (!payment) return { status: 'success' };
  const [known] = await db.select().from(payRefunds).where(eq(payRefunds.refundCode, req.refundCode));
  if (known) {
    const status = known.status === PAY_REFUND_STATE.success ? 'success' : known.status === PAY_REFUND_STATE.failed ? 'failed' : 'pending';
    return { status, ...(known.providerNo ? { providerNo: known.providerNo } : {}) };
  }
  return refundPaidPayment(db, payment, req);
}

/**
 * The provider's current answer about a refund ("query refund status"); null for a refund it
 * never had (an offline order's refund). A settlement learnt this way is recorded and told to the
 * subscribers as if its notification had come.
 */
export async function queryOrderRefund(db: Database, refundCode: string): Promise<ProviderRefundResult | null> {
  const [row] = await db
    .select({ r: payRefunds, p: payPayments })
    .from(payRefunds)
    .innerJoin(payPayments, eq(payPayments.id, payRefunds.paymentId))
    .where(eq(payRefunds.refundCode, refundCode));
  if (!row) return null;
  const config = await configById(db, row.p.configId);
  const merchant = config ? merchantOf(config) : null;
  const provider = providerFor(db, row.p.provider);
  if (!merchant || !provider) return null;
  let result: ProviderRefundResult;
  try {
    result = await provider.queryRefund(merchant, refundCode, row.p.paymentCode);
  } catch {
    // Not reachable now: the refund stays as it is, to be asked again.
    return { status: 'pending' };
  }
  if (await settleRefund(db, refundCode, result)) await publish(db, refundSettled, { refundCode, result });
  return result;
}

/**
 * Asks the provider that took a paid payment to pay `amountCents` of it back, and records the
 * refund (once per refund code). It answers at once ('success' or 'failed') or 'pending', settled
 * later by its notification (`refundSettled`) or a query.
 */
export async function refundPaidPayment(
  db: Database,
  payment: typeof payPayments.$inferSelect,
  req: { refundCode: string; amountCents: number; reason: string; orderId?: number },
): Promise<ProviderRefundResult> {
  const config = await configById(db, payment.configId);
  const merchant = config ? merchantOf(config) : null;
  const provider = providerFor(db, payment.provider);
  if (!merchant || !provider) return { status: 'failed', message: 'payment configuration unavailable' };
  let result: ProviderRefundResult;
  try {
    result = await provider.refund(merchant, {
      paymentCode: payment.paymentCode,
      refundCode: req.refundCode,
      amountCents: req.amountCents,
      totalCents: toCents(payment.amount),
      reason: req.reason,
      notifyUrl: notifyUrl(provider, payment.configId),
    });
  } catch (err) {
    // The provider may or may not have taken it: recorded under way, settled by its notification or a query (idempotent on the refund code).
    result = { status: 'pending', message: (err as Error).message };
  }
  await db
    .insert(payRefunds)
    .values({
      refundCode: req.refundCode,
      paymentId: payment.id,
      ...(req.orderId !== undefined ? { orderId: req.orderId } : {}),
      amount: req.amountCents / 100,
      status: stateOf(result.status),
      providerNo: result.providerNo ?? null,
      message: result.message?.slice(0, 200) ?? null,
      ...(result.status === 'pending' ? {} : { settledAt: new Date() }),
    })
    .onConflictDoNothing();
  return result;
}
