import { fromCents, payFeeCents, toCents } from '@vr/contracts';
import { and, asc, eq, inArray, lte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { markOrderPaid } from '../orders/index.js';
import { type PayConfigRecord, configById, merchantOf } from './configs.js';
import { type ProviderPaymentAsk, createProviderPayment } from './create.js';
import { inTransaction, publish } from '../../platform/wiring/index.js';
import { paymentForMachine, purchasePaid, refundSettled } from './events.js';
import type { CallbackContent, PaymentProvider, ProviderRefundResult } from './provider.js';
import { settleRefund } from './refunds.js';
import { providerFor } from './runtime.js';
import { PAYMENT_STATE, payCallbacks, payConfigs, payPayments, payRefunds } from './schema.js';

/**
 * A machine's order to pay: `customerId` is the customer the machine belongs to; `scene` a QR code
 * on the machine (the default) or a link the phone opens (the ordering page).
 */
export interface OrderPaymentRequest extends Omit<ProviderPaymentAsk, 'owner'> {
  orderId: number;
  deviceId: number;
  /** The order was created in the caller's transaction, so it has no payment yet to look for. */
  newOrder?: boolean;
}

export type OrderPaymentAnswer =
  { ok: true; payUrl: string; expiresAt: Date } | { ok: false; reason: 'noPayConfig' | 'providerError' | 'orderExists' };

/**
 * Asks the customer's enabled provider for the payment of an order, once per order: asked again
 * (the machine repeated its request), it answers the same link.
 */
export async function createOrderPayment(db: Database, req: OrderPaymentRequest): Promise<OrderPaymentAnswer> {
  if (!req.newOrder) {
    const [known] = await db.select().from(payPayments).where(eq(payPayments.orderId, req.orderId));
    if (known) {
      if (known.status === PAYMENT_STATE.closed || !known.payUrl) return { ok: false, reason: 'orderExists' };
      return { ok: true, payUrl: known.payUrl, expiresAt: known.expiresAt };
    }
  }
  const { orderId, deviceId, newOrder: _, ...ask } = req;
  return createProviderPayment(db, { ...ask, owner: { orderId, deviceId } });
}

const refused = () => new AppError(400, 'payNotifyRefused');

/**
 * The configuration whose keys check a notification: the one of the payment or refund it names, or
 * the one its URL names. `named` is the code the body names in clear text, when it names one.
 */
async function configOfNotice(
  db: Database,
  provider: PaymentProvider,
  body: string,
  configRef: number | undefined,
): Promise<{ config: PayConfigRecord | null; named?: { kind: 'payment' | 'refund'; code: string } }> {
  if (provider.notifyPerConfig) {
    if (configRef === undefined) throw refused();
    return { config: await configById(db, configRef) };
  }
  const peek = provider.peekCallback(body);
  if (!peek) throw refused();
  return { config: await configOfContent(db, peek.kind, peek.code), named: { kind: peek.kind, code: peek.code } };
}

/** The configuration that asked for the payment or refund of this code (refused when there is none). */
async function configOfContent(db: Database, kind: 'payment' | 'refund', code: string): Promise<PayConfigRecord> {
  const asker =
    kind === 'payment'
      ? db.select({ id: payPayments.configId }).from(payPayments).where(eq(payPayments.paymentCode, code))
      : db
          .select({ id: payPayments.configId })
          .from(payRefunds)
          .innerJoin(payPayments, eq(payPayments.id, payRefunds.paymentId))
          .where(eq(payRefunds.refundCode, code));
  const [config] = await db.select().from(payConfigs).where(inArray(payConfigs.id, asker));
  if (!config) throw refused();
  return config;
}

/**
 * A provider's notification: verified with the keys of the configuration that took the payment
 * (forged, stale, unknown or about another configuration's payment → refused, nothing changes);
 * each notify id is handled once (a repeat answers success and changes nothing); a payment's
 * amount must be the one asked for. A payment marks its order paid (once) and the machine is told
 * after the commit. `configRef` is the configuration named by the notify URL (providers whose
 * notifications name no payment in clear text).
 */
export async function handleNotify(
  db: Database,
  providerKey: string,
  headers: Record<string, string | string[] | undefined>,
  body: string,
  configRef?: number,
): Promise<'handled' | 'duplicate'> {
  const provider = providerFor(db, providerKey);
  if (!provider) throw refused();
  return inTransaction(db, async (tx) => {
    const t = tx as unknown as Database;
    const { config, named } = await configOfNotice(t, provider, body, configRef);
    if (!config || config.provider !== provider.key) throw refused();
    const merchant = merchantOf(config);
    const content = merchant ? provider.verifyCallback(merchant, headers, body) : null;
    if (!content) throw refused();
    const code = content.kind === 'payment' ? content.paymentCode : content.refundCode;
    // The verified content must be about a payment or refund of this configuration; when the body
    // named it in clear text, that code's configuration was read already.
    const sameAsNamed = named?.kind === content.kind && named.code === code;
    if (!sameAsNamed && (await configOfContent(t, content.kind, code)).id !== config.id) throw refused();
    const [first] = await t
      .insert(payCallbacks)
      .values({ notifyId: content.notifyId, provider: provider.key, kind: content.kind })
      .onConflictDoNothing()
      .returning({ id: payCallbacks.notifyId });
    if (!first) return 'duplicate' as const;
    if (content.kind === 'payment') await applyPaid(t, content, config);
    else {
      const result: ProviderRefundResult = {
        status: content.status,
        providerNo: content.providerNo,
        ...(content.message ? { message: content.message } : {}),
      };
      if (await settleRefund(t, content.refundCode, result)) await publish(t, refundSettled, { refundCode: content.refundCode, result });
    }
    return 'handled' as const;
  });
}

/**
 * The order of a payment made is paid: it receives the payment's amount and carries the fee of
 * the configuration that collected it, rate × received rounded half up to the cent (the rule of
 * `splitOrder`, which the shares of the same payment follow).
 */
async function applyPaid(db: Database, content: Extract<CallbackContent, { kind: 'payment' }>, config: PayConfigRecord): Promise<void> {
  // The usual case in one statement: the payment of this code, asked for this amount and not paid
  // yet, becomes paid; `was` is its state before (closed: paid after it expired).
  const [payment] = await db
    .update(payPayments)
    .set({ status: PAYMENT_STATE.paid, paidAt: content.paidAt, providerNo: content.providerNo })
    .from(sql`(select id, status from ${payPayments} where payment_code = ${content.paymentCode} for update) as was`)
    .where(
      and(
        sql`${payPayments.id} = was.id`,
        ne(payPayments.status, PAYMENT_STATE.paid),
        sql`round(${payPayments.amount} * 100) = ${content.amountCents}`,
      ),
    )
    .returning({
      purchaseId: payPayments.purchaseId,
      orderId: payPayments.orderId,
      deviceId: payPayments.deviceId,
      orderCode: payPayments.orderCode,
      paymentCode: payPayments.paymentCode,
      amount: payPayments.amount,
      was: sql<number>`was.status`,
    });
  if (!payment) {
    // Unknown, asked for another amount, or paid already (the same payment notified again).
    const [known] = await db
      .select({ amount: payPayments.amount })
      .from(payPayments)
      .where(eq(payPayments.paymentCode, content.paymentCode));
    if (!known) throw refused();
    if (content.amountCents !== toCents(known.amount)) throw new AppError(400, 'payNotifyAmount');
    return;
  }
  const late = Number(payment.was) === PAYMENT_STATE.closed;
  if (payment.purchaseId !== null) {
    // A purchase order's payment: its area records it in this same transaction.
    await purchasePaid.get()(db, {
      purchaseId: payment.purchaseId,
      amountCents: toCents(payment.amount),
      paidAt: content.paidAt,
      paymentCode: payment.paymentCode,
    });
    return;
  }
  if (payment.orderId === null || payment.deviceId === null) throw refused();
  // The notification was checked with the keys of the configuration that took this payment.
  const paid = await markOrderPaid(db, payment.orderId, {
    paidAt: content.paidAt,
    transactionCode: content.providerNo,
    receivedAmount: payment.amount,
    feeAmount: fromCents(payFeeCents(toCents(payment.amount), config.rate)),
    late,
  });
  if (paid && !late) {
    await publish(db, paymentForMachine, {
      type: 'paid',
      deviceId: payment.deviceId,
      orderCode: payment.orderCode,
      paidAt: content.paidAt,
    });
  }
}

/**
 * Closes the payments whose time is up and that the provider did not see paid: the provider
 * closes its side, our payment is closed, the order stays unpaid (it has expired: unpaid with
 * `expires_at` passed) and its machine is told to stop showing the QR code.
 */
export async function expireUnpaid(db: Database, now = new Date(), limit = 500): Promise<number> {
  const due = await db
    .select()
    .from(payPayments)
    .where(and(eq(payPayments.status, PAYMENT_STATE.pending), lte(payPayments.expiresAt, now)))
    .orderBy(asc(payPayments.expiresAt))
    .limit(limit);
  let closedCount = 0;
  for (const payment of due) {
    const config = await configById(db, payment.configId);
    const merchant = config ? merchantOf(config) : null;
    const provider = providerFor(db, payment.provider);
    if (merchant && provider) {
      try {
        // Paid at the last moment: its notification is on its way and marks the order paid.
        if ((await provider.closePayment(merchant, payment.paymentCode)) === 'paid') continue;
      } catch {
        // The provider is not reachable: the payment is closed at the next run.
        continue;
      }
    }
    const [closed] = await db
      .update(payPayments)
      .set({ status: PAYMENT_STATE.closed, closedAt: now })
      .where(and(eq(payPayments.id, payment.id), eq(payPayments.status, PAYMENT_STATE.pending)))
      .returning({ id: payPayments.id });
    if (!closed) continue;
    closedCount += 1;
    // A purchase order's payment has no machine to tell: the order stays waiting for a new payment.
    if (payment.deviceId === null) continue;
    await publish(db, paymentForMachine, { type: 'closed', deviceId: payment.deviceId, orderCode: payment.orderCode, reason: 'expired' });
  }
  return closedCount;
}

/** Order ids among these that were sold through the pay flow (they have a provider payment). */
export async function ordersWithPayment(db: Database, orderIds: number[]): Promise<Set<number>> {
  if (orderIds.length === 0) return new Set();
  const rows = await db.select({ id: payPayments.orderId }).from(payPayments).where(inArray(payPayments.orderId, orderIds));
  return new Set(rows.flatMap((r) => (r.id === null ? [] : [r.id])));
}
