import { toCents } from '@vr/contracts';
import { and, asc, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { decryptSecret } from '../../../platform/secrets/secret-box.js';
import { type SandboxNotice, queueNotice } from './provider.js';
import { sbxMerchants, sbxNotifies, sbxPayments, sbxRefunds } from './schema.js';
import { SBX_HEADERS, sandboxSignature } from './signature.js';

/** Seconds before each retry of a notification not answered with success (then every hour). */
export const SBX_RETRY_SECONDS = [2, 5, 15, 30, 60, 300, 900, 1800];

/** Sends one notification; true when the receiver answered success. */
export type NoticeSender = (url: string, headers: Record<string, string>, body: string) => Promise<boolean>;

export async function sandboxPayment(db: Database, providerNo: string) {
  const [row] = await db
    .select({ p: sbxPayments, merchantName: sbxMerchants.merchantName })
    .from(sbxPayments)
    .leftJoin(sbxMerchants, eq(sbxMerchants.merchantNo, sbxPayments.merchantNo))
    .where(eq(sbxPayments.providerNo, providerNo));
  return row ? { ...row.p, merchantName: row.p.merchantName ?? row.merchantName ?? '' } : null;
}

/** The customer pays on the pay page: once, before it expires; the merchant is notified. */
export async function payOnPage(db: Database, providerNo: string, now = new Date()): Promise<'paid' | 'closed' | 'unknown'> {
  const [paid] = await db
    .update(sbxPayments)
    .set({ status: 'paid', paidAt: now })
    .where(and(eq(sbxPayments.providerNo, providerNo), eq(sbxPayments.status, 'pending'), gt(sbxPayments.expiresAt, now)))
    .returning();
  if (paid) {
    const notice: SandboxNotice = {
      kind: 'payment',
      merchantNo: paid.merchantNo,
      paymentCode: paid.paymentCode,
      providerNo: paid.providerNo,
      amountCents: toCents(paid.amount),
      status: 'paid',
      paidAt: now.toISOString(),
    };
    await queueNotice(db, paid.notifyUrl, notice, paid.keyEnc, now);
    return 'paid';
  }
  const row = await sandboxPayment(db, providerNo);
  if (!row) return 'unknown';
  return row.status === 'paid' ? 'paid' : 'closed';
}

/** The customer cancels on the pay page: the payment can no longer be paid (the order expires). */
export async function cancelOnPage(db: Database, providerNo: string): Promise<void> {
  await db
    .update(sbxPayments)
    .set({ status: 'cancelled' })
    .where(and(eq(sbxPayments.providerNo, providerNo), eq(sbxPayments.status, 'pending')));
}

/** Refunds whose time has come succeed, each with a notification. */
export async function settleDueRefunds(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .update(sbxRefunds)
    .set({ status: 'success', settledAt: now })
    .where(and(eq(sbxRefunds.status, 'processing'), lte(sbxRefunds.settleAt, now)))
    .returning();
  for (const r of due) {
    await queueNotice(
      db,
      r.notifyUrl,
      {
        kind: 'refund',
        merchantNo: r.merchantNo,
        refundCode: r.refundCode,
        providerNo: r.providerNo,
        amountCents: toCents(r.amount),
        status: 'success',
      },
      r.keyEnc,
      now,
    );
  }
  return due.length;
}

/** How many notifications are delivered at the same time. */
const NOTICES_AT_ONCE = 8;
/** How many due notifications one round reads; a round that found this many is followed by another at once. */
const NOTICES_A_ROUND = 200;

/**
 * Delivers the notifications that are due, each signed afresh (timestamp, notify id, HMAC of the
 * body with the merchant key); an answer other than success is retried later with backoff.
 * Answers how many were due and how many of them were delivered.
 */
export async function deliverDueNotices(
  db: Database,
  send: NoticeSender,
  now = new Date(),
  limit = NOTICES_A_ROUND,
): Promise<{ due: number; delivered: number }> {
  const due = await db
    .select({ n: sbxNotifies, merchantKeyEnc: sbxMerchants.keyEnc })
    .from(sbxNotifies)
    .leftJoin(sbxMerchants, eq(sbxMerchants.merchantNo, sbxNotifies.merchantNo))
    .where(and(isNull(sbxNotifies.deliveredAt), lte(sbxNotifies.nextAt, now)))
    .orderBy(asc(sbxNotifies.nextAt))
    .limit(limit);
  let delivered = 0;
  const deliver = async ({ n, merchantKeyEnc }: (typeof due)[number]): Promise<void> => {
    const keyEnc = n.keyEnc ?? merchantKeyEnc;
    const key = keyEnc ? decryptSecret(keyEnc) : null;
    let ok = false;
    let error: string | null = null;
    if (key) {
      const timestamp = String(Math.floor(Date.now() / 1000));
      try {
        ok = await send(
          n.url,
          {
            'content-type': 'application/json',
            [SBX_HEADERS.timestamp]: timestamp,
            [SBX_HEADERS.notifyId]: n.notifyId,
            [SBX_HEADERS.signature]: sandboxSignature(key, timestamp, n.notifyId, n.body),
          },
          n.body,
        );
        if (!ok) error = 'not answered with success';
      } catch (err) {
        error = err instanceof Error ? err.message.slice(0, 200) : 'failed';
      }
    } else error = 'merchant key unreadable';
    if (ok) {
      delivered++;
      await db
        .update(sbxNotifies)
        .set({ deliveredAt: new Date(), attempts: sql`${sbxNotifies.attempts} + 1` })
        .where(eq(sbxNotifies.id, n.id));
    } else {
      const wait = SBX_RETRY_SECONDS[n.attempts] ?? 3600;
      await db
        .update(sbxNotifies)
        .set({ attempts: sql`${sbxNotifies.attempts} + 1`, nextAt: new Date(now.getTime() + wait * 1000), lastError: error })
        .where(eq(sbxNotifies.id, n.id));
    }
  };
  // A few at a time, each taking the next as soon as it is done: the merchant's handling of one
  // notification (a payment recorded, a machine told to dispense) takes long enough that one by
  // one, or in groups that wait for their slowest, the queue fell behind a busy fleet.
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < due.length) await deliver(due[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(NOTICES_AT_ONCE, due.length) }, worker));
  return { due: due.length, delivered };
}

/** One turn of the sandbox's background work: settle refunds, deliver the notifications due, round after round while rounds come back full. */
export async function sandboxTick(db: Database, send: NoticeSender, now = new Date()): Promise<void> {
  await settleDueRefunds(db, now);
  for (;;) {
    const { due } = await deliverDueNotices(db, send, now);
    if (due < NOTICES_A_ROUND) return;
  }
}
