import { randomBytes } from 'node:crypto';
import { PAY_API, toCents } from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../../platform/db/database.js';
import type {
  CallbackContent,
  CreatePaymentRequest,
  CreatePaymentResult,
  MerchantConfig,
  PaymentProvider,
  PaymentState,
  ProviderRefundRequest,
  ProviderRefundResult,
  ProviderShareResult,
} from '../provider.js';
import { decryptSecret, encryptSecret } from '../../../platform/secrets/secret-box.js';
import { sbxMerchants, sbxNotifies, sbxPayments, sbxRefunds, sbxShareReversals, sbxShares } from './schema.js';
import { SBX_HEADERS, SBX_MAX_SKEW_SECONDS, sameSignature, sandboxSignature } from './signature.js';

/** Seconds after a refund request that the sandbox settles it. */
export const SBX_REFUND_SETTLE_SECONDS = 1;
/** Seconds after a share request that the sandbox settles it (seen by the next query). */
export const SBX_SHARE_SETTLE_SECONDS = 1;

const newNo = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(8).toString('hex').toUpperCase()}`;

const shareAnswer = (row: { status: string; providerNo: string }): ProviderShareResult => ({
  status: row.status === 'processing' ? 'pending' : (row.status as 'success' | 'failed'),
  providerNo: row.providerNo,
});

/**
 * A notification body of the sandbox (JSON, as sent and as signed). A payment notice tells of a
 * payment made and nothing else: one saying failed or closed, or without a real paid time, is not
 * one, however well signed.
 */
const noticeBase = z.object({
  merchantNo: z.string().max(64),
  providerNo: z.string().max(64),
  amountCents: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
});
const sandboxNotice = z.discriminatedUnion('kind', [
  noticeBase.extend({
    kind: z.literal('payment'),
    paymentCode: z.string().max(64),
    status: z.literal('paid'),
    paidAt: z.iso.datetime(),
  }),
  noticeBase.extend({
    kind: z.literal('refund'),
    refundCode: z.string().max(64),
    status: z.enum(['success', 'failed']),
    message: z.string().max(500).optional(),
  }),
]);
export type SandboxNotice = z.infer<typeof sandboxNotice>;

/** The notice in a body, or null when the body is not a well-formed one. */
function noticeOf(body: string): SandboxNotice | null {
  try {
    const parsed = sandboxNotice.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Queues a notification for delivery (the notifier sends it, retrying until answered). */
export async function queueNotice(db: Database, url: string, notice: SandboxNotice, keyEnc: string | null, at = new Date()): Promise<void> {
  await db.insert(sbxNotifies).values({
    notifyId: newNo('N'),
    merchantNo: notice.merchantNo,
    url,
    body: JSON.stringify(notice),
    keyEnc,
    nextAt: at,
  });
}

/**
 * The sandbox provider: a payment provider that behaves like the real ones (a pay page, signed
 * notifications retried until answered, refunds settled asynchronously), kept in its own tables.
 * `baseUrl` is where the back-office is reached (the pay page's address).
 */
export function sandboxProvider(db: Database, baseUrl: () => string): PaymentProvider {
  async function register(merchant: MerchantConfig): Promise<void> {
    // The merchant's key as the provider holds it (a real provider has it from its merchant portal).
    // Written only when it changed: the write locks the merchant's row until the caller's
    // transaction ends, and every payment of that merchant would wait for it.
    const [known] = await db.select().from(sbxMerchants).where(eq(sbxMerchants.merchantNo, merchant.merchantNo));
    if (
      known &&
      known.appId === merchant.appId &&
      known.merchantName === merchant.merchantName &&
      decryptSecret(known.keyEnc) === merchant.key
    ) {
      return;
    }
    await db
      .insert(sbxMerchants)
      .values({
        merchantNo: merchant.merchantNo,
        appId: merchant.appId,
        merchantName: merchant.merchantName,
        keyEnc: encryptSecret(merchant.key),
      })
      .onConflictDoUpdate({
        target: sbxMerchants.merchantNo,
        set: { appId: merchant.appId, merchantName: merchant.merchantName, keyEnc: encryptSecret(merchant.key), updatedAt: new Date() },
      });
  }

  async function paymentOf(merchantNo: string, paymentCode: string) {
    const [row] = await db
      .select()
      .from(sbxPayments)
      .where(and(eq(sbxPayments.merchantNo, merchantNo), eq(sbxPayments.paymentCode, paymentCode)));
    return row;
  }

  const stateOf = (status: string): PaymentState => (status === 'paid' ? 'paid' : status === 'pending' ? 'pending' : 'closed');

  return {
    key: 'sandbox',

    async createPayment(merchant: MerchantConfig, req: CreatePaymentRequest): Promise<CreatePaymentResult> {
      await register(merchant);
      const existing = await paymentOf(merchant.merchantNo, req.paymentCode);
      const providerNo =
        existing?.providerNo ??
        (
          await db
            .insert(sbxPayments)
            .values({
              providerNo: newNo('SBX'),
              merchantNo: merchant.merchantNo,
              paymentCode: req.paymentCode,
              amount: req.amountCents / 100,
              description: req.description.slice(0, 200),
              notifyUrl: req.notifyUrl,
              keyEnc: encryptSecret(merchant.key),
              merchantName: merchant.merchantName,
              expiresAt: req.expiresAt,
            })
            .returning({ providerNo: sbxPayments.providerNo })
        )[0]!.providerNo;
      const lang = req.lang ? `?lang=${encodeURIComponent(req.lang)}` : '';
      return { providerNo, payUrl: `${baseUrl()}${PAY_API.sandboxPay}/${providerNo}${lang}` };
    },

    async queryPayment(merchant: MerchantConfig, paymentCode: string): Promise<PaymentState> {
      const row = await paymentOf(merchant.merchantNo, paymentCode);
      return row ? stateOf(row.status) : 'closed';
    },

    async closePayment(merchant: MerchantConfig, paymentCode: string): Promise<PaymentState> {
      const [closed] = await db
        .update(sbxPayments)
        .set({ status: 'closed' })
        .where(
          and(eq(sbxPayments.merchantNo, merchant.merchantNo), eq(sbxPayments.paymentCode, paymentCode), eq(sbxPayments.status, 'pending')),
        )
        .returning({ status: sbxPayments.status });
      if (closed) return 'closed';
      return this.queryPayment(merchant, paymentCode);
    },

    async refund(merchant: MerchantConfig, req: ProviderRefundRequest): Promise<ProviderRefundResult> {
      await register(merchant);
      const payment = await paymentOf(merchant.merchantNo, req.paymentCode);
      if (payment?.status !== 'paid') return { status: 'failed', message: 'payment not paid' };
      const [known] = await db
        .select()
        .from(sbxRefunds)
        .where(and(eq(sbxRefunds.merchantNo, merchant.merchantNo), eq(sbxRefunds.refundCode, req.refundCode)));
      if (known)
        return { status: known.status === 'processing' ? 'pending' : (known.status as 'success' | 'failed'), providerNo: known.providerNo };
      // Never more than was paid, over all of the payment's refunds.
      const [sum] = await db
        .select({ total: sql<string>`coalesce(sum(${sbxRefunds.amount}), 0)` })
        .from(sbxRefunds)
        .where(and(eq(sbxRefunds.paymentProviderNo, payment.providerNo), sql`${sbxRefunds.status} <> 'failed'`));
      if (toCents(Number(sum?.total ?? 0)) + req.amountCents > toCents(payment.amount))
        return { status: 'failed', message: 'amount above the refundable' };
      const providerNo = newNo('SBR');
      const settleAt = new Date(Date.now() + SBX_REFUND_SETTLE_SECONDS * 1000);
      await db.insert(sbxRefunds).values({
        providerNo,
        merchantNo: merchant.merchantNo,
        refundCode: req.refundCode,
        paymentProviderNo: payment.providerNo,
        amount: req.amountCents / 100,
        notifyUrl: req.notifyUrl,
        keyEnc: encryptSecret(merchant.key),
        settleAt,
      });
      return { status: 'pending', providerNo };
    },

    async queryRefund(merchant: MerchantConfig, refundCode: string): Promise<ProviderRefundResult> {
      const [row] = await db
        .select()
        .from(sbxRefunds)
        .where(and(eq(sbxRefunds.merchantNo, merchant.merchantNo), eq(sbxRefunds.refundCode, refundCode)));
      if (!row) return { status: 'failed', message: 'unknown refund' };
      return { status: row.status === 'processing' ? 'pending' : (row.status as 'success' | 'failed'), providerNo: row.providerNo };
    },

    async requestShare(merchant, req): Promise<ProviderShareResult> {
      await register(merchant);
      const payment = await paymentOf(merchant.merchantNo, req.paymentCode);
      if (payment?.status !== 'paid') return { status: 'failed', message: 'payment not paid' };
      const [known] = await db
        .select()
        .from(sbxShares)
        .where(and(eq(sbxShares.merchantNo, merchant.merchantNo), eq(sbxShares.shareCode, req.shareCode)));
      if (known) return shareAnswer(known);
      if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) return { status: 'failed', message: 'amount must be positive' };
      // Never more than was paid, over all of the payment's shares and refunds.
      const [shared] = await db
        .select({ total: sql<string>`coalesce(sum(${sbxShares.amount} - ${sbxShares.reversed}), 0)` })
        .from(sbxShares)
        .where(and(eq(sbxShares.paymentProviderNo, payment.providerNo), sql`${sbxShares.status} <> 'failed'`));
      const [refunded] = await db
        .select({ total: sql<string>`coalesce(sum(${sbxRefunds.amount}), 0)` })
        .from(sbxRefunds)
        .where(and(eq(sbxRefunds.paymentProviderNo, payment.providerNo), sql`${sbxRefunds.status} <> 'failed'`));
      if (toCents(Number(shared?.total ?? 0)) + toCents(Number(refunded?.total ?? 0)) + req.amountCents > toCents(payment.amount))
        return { status: 'failed', message: 'amount above the payment' };
      const providerNo = newNo('SBS');
      await db.insert(sbxShares).values({
        providerNo,
        merchantNo: merchant.merchantNo,
        shareCode: req.shareCode,
        paymentProviderNo: payment.providerNo,
        receiverMerchantNo: req.receiverMerchantNo,
        amount: req.amountCents / 100,
        settleAt: new Date(Date.now() + SBX_SHARE_SETTLE_SECONDS * 1000),
      });
      return { status: 'pending', providerNo };
    },

    async queryShare(merchant, shareCode): Promise<ProviderShareResult> {
      // A share due is settled when asked about (the sandbox's way of "a moment later").
      await db
        .update(sbxShares)
        .set({ status: 'success' })
        .where(
          and(
            eq(sbxShares.merchantNo, merchant.merchantNo),
            eq(sbxShares.shareCode, shareCode),
            eq(sbxShares.status, 'processing'),
            sql`${sbxShares.settleAt} <= now()`,
          ),
        );
      const [row] = await db
        .select()
        .from(sbxShares)
        .where(and(eq(sbxShares.merchantNo, merchant.merchantNo), eq(sbxShares.shareCode, shareCode)));
      if (!row) return { status: 'failed', message: 'unknown share' };
      return shareAnswer(row);
    },

    async reverseShare(merchant, req): Promise<ProviderShareResult> {
      const [done] = await db
        .select()
        .from(sbxShareReversals)
        .where(and(eq(sbxShareReversals.merchantNo, merchant.merchantNo), eq(sbxShareReversals.reverseCode, req.reverseCode)));
      if (done) return { status: 'success', providerNo: done.shareProviderNo };
      const [share] = await db
        .select()
        .from(sbxShares)
        .where(and(eq(sbxShares.merchantNo, merchant.merchantNo), eq(sbxShares.shareCode, req.shareCode)));
      if (!share || share.status === 'failed') return { status: 'failed', message: 'unknown share' };
      if (!Number.isInteger(req.amountCents) || req.amountCents <= 0) return { status: 'failed', message: 'amount must be positive' };
      if (toCents(share.reversed) + req.amountCents > toCents(share.amount)) return { status: 'failed', message: 'amount above the share' };
      await db.insert(sbxShareReversals).values({
        merchantNo: merchant.merchantNo,
        reverseCode: req.reverseCode,
        shareProviderNo: share.providerNo,
        amount: req.amountCents / 100,
      });
      await db
        .update(sbxShares)
        .set({ reversed: sql`${sbxShares.reversed} + ${req.amountCents / 100}` })
        .where(eq(sbxShares.providerNo, share.providerNo));
      return { status: 'success', providerNo: share.providerNo };
    },

    peekCallback(body: string) {
      try {
        const n = JSON.parse(body) as Partial<SandboxNotice>;
        if (n.kind === 'payment' && typeof n.paymentCode === 'string') return { kind: 'payment', code: n.paymentCode };
        if (n.kind === 'refund' && typeof n.refundCode === 'string') return { kind: 'refund', code: n.refundCode };
      } catch {
        /* not JSON: not ours */
      }
      return null;
    },

    verifyCallback(merchant, headers, body): CallbackContent | null {
      const header = (name: string) => {
        const v = headers[name];
        return typeof v === 'string' ? v : undefined;
      };
      const timestamp = header(SBX_HEADERS.timestamp);
      const notifyId = header(SBX_HEADERS.notifyId);
      const signature = header(SBX_HEADERS.signature);
      if (!timestamp || !notifyId || !signature || !/^\d{1,12}$/.test(timestamp) || notifyId.length > 64) return null;
      if (Math.abs(Date.now() / 1000 - Number(timestamp)) > SBX_MAX_SKEW_SECONDS) return null;
      if (!sameSignature(signature, sandboxSignature(merchant.key, timestamp, notifyId, body))) return null;
      const n = noticeOf(body);
      if (!n || n.merchantNo !== merchant.merchantNo) return null;
      if (n.kind === 'payment') {
        return {
          kind: 'payment',
          notifyId,
          paymentCode: n.paymentCode,
          providerNo: n.providerNo,
          amountCents: n.amountCents,
          paidAt: new Date(n.paidAt),
        };
      }
      return {
        kind: 'refund',
        notifyId,
        refundCode: n.refundCode,
        providerNo: n.providerNo,
        status: n.status,
        ...(n.message ? { message: n.message } : {}),
      };
    },
  };
}
