import { z } from 'zod';
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
import { ProviderCallError, callProvider, shareCall } from '../provider-http.js';
import { privateKeyOf, publicKeyOf } from '../rsa-keys.js';
import { type EncryptedResource, authorization, decryptResource, encryptSensitive, verifySigned } from './signature.js';

/** WeChat Pay's API host; WECHATPAY_API_URL points the adapter elsewhere (a local emulator in tests). */
export const wechatPayApiUrl = (): string => (process.env['WECHATPAY_API_URL'] ?? 'https://api.mch.weixin.qq.com').replace(/\/+$/, '');

/** RFC 3339 in China Standard Time, as WeChat Pay writes times (`2026-11-30T15:04:05+08:00`). */
export function rfc3339China(at: Date): string {
  return `${new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19)}+08:00`;
}

const notification = z.object({
  id: z.string().min(1).max(64),
  event_type: z.string().max(64),
  resource_type: z.literal('encrypt-resource'),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string().max(64 * 1024),
    nonce: z.string().max(64),
    associated_data: z.string().max(256).optional(),
  }),
});
const amountOf = z.object({ total: z.number().int().nonnegative() });
const transaction = z.object({
  mchid: z.string(),
  appid: z.string().optional(),
  out_trade_no: z.string().max(64),
  transaction_id: z.string().max(64),
  trade_state: z.string(),
  success_time: z.string().optional(),
  amount: amountOf,
});
const refundNotice = z.object({
  mchid: z.string(),
  out_refund_no: z.string().max(64),
  refund_id: z.string().max(64),
  refund_status: z.enum(['SUCCESS', 'CLOSED', 'ABNORMAL']),
});

function parsed<T>(schema: z.ZodType<T>, text: string): T | null {
  try {
    const r = schema.safeParse(JSON.parse(text));
    return r.success ? r.data : null;
  } catch {
    return null;
  }
}

const refundAnswer = (status: string | undefined, refundId?: string): ProviderRefundResult => {
  const state = status === 'SUCCESS' ? 'success' : status === 'CLOSED' || status === 'ABNORMAL' ? 'failed' : 'pending';
  return { status: state, ...(refundId ? { providerNo: refundId } : {}), ...(state === 'failed' ? { message: `refund ${status}` } : {}) };
};

/** A profit-sharing order's answer: its one receiver's result (or the order's state). */
const shareOrderAnswer = (json: Record<string, unknown>): ProviderShareResult => {
  const receiverResult = ((json['receivers'] as Array<{ result?: string }> | undefined) ?? [])[0]?.result;
  const status =
    receiverResult === 'SUCCESS'
      ? 'success'
      : receiverResult === 'CLOSED'
        ? 'failed'
        : json['state'] === 'FINISHED'
          ? 'success'
          : 'pending';
  const orderId = json['order_id'];
  return {
    status,
    ...(typeof orderId === 'string' ? { providerNo: orderId } : {}),
    ...(status === 'failed' ? { message: 'share closed' } : {}),
  };
};

/**
 * WeChat Pay API v3 for a directly connected merchant: Native (QR code) and H5 payments, query,
 * close, refunds and profit sharing. Every request carries the merchant's signature; every answer
 * and notification is checked with the platform public key before it is believed; notifications'
 * resources are opened with the APIv3 key. Notifications carry no payment in clear text, so each
 * configuration has its own notify URL.
 */
export function wechatPayProvider(): PaymentProvider {
  /** One signed call; the answer's JSON once its signature checks (a 204 answers null). */
  async function call(
    merchant: MerchantConfig,
    method: 'GET' | 'POST',
    path: string,
    payload?: object,
    extraHeaders: Record<string, string> = {},
  ): Promise<{ status: number; json: Record<string, unknown> | null }> {
    const privateKey = merchant.privateKey ? privateKeyOf(merchant.privateKey) : null;
    const platformKey = merchant.platformKey ? publicKeyOf(merchant.platformKey) : null;
    if (!privateKey || !platformKey || !merchant.certSerial) throw new ProviderCallError('WeChat Pay keys incomplete');
    const body = payload ? JSON.stringify(payload) : '';
    const answer = await callProvider(`${wechatPayApiUrl()}${path}`, {
      method,
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: authorization({ mchid: merchant.merchantNo, serialNo: merchant.certSerial, privateKey }, method, path, body),
        ...extraHeaders,
      },
      ...(payload ? { body } : {}),
    });
    if (answer.status >= 500) throw new ProviderCallError(`WeChat Pay answered ${answer.status}`);
    // Error answers are signed too; none is believed unsigned.
    if (!verifySigned(platformKey, merchant.platformSerial, answer.headers, answer.body))
      throw new ProviderCallError('WeChat Pay answer not signed by the platform key');
    if (answer.status === 204 || answer.body === '') return { status: answer.status, json: null };
    try {
      return { status: answer.status, json: JSON.parse(answer.body) as Record<string, unknown> };
    } catch {
      throw new ProviderCallError('WeChat Pay answer is not JSON');
    }
  }

  const paymentPath = (merchant: MerchantConfig, code: string) =>
    `/v3/pay/transactions/out-trade-no/${encodeURIComponent(code)}?mchid=${encodeURIComponent(merchant.merchantNo)}`;

  async function transactionOf(merchant: MerchantConfig, paymentCode: string): Promise<{ state: PaymentState; transactionId?: string }> {
    const { status, json } = await call(merchant, 'GET', paymentPath(merchant, paymentCode));
    if (status === 404) return { state: 'closed' };
    if (status >= 400 || !json) throw new ProviderCallError(`WeChat Pay query answered ${status}`);
    const tradeState = String(json['trade_state'] ?? '');
    const state: PaymentState =
      tradeState === 'SUCCESS' || tradeState === 'REFUND'
        ? 'paid'
        : tradeState === 'NOTPAY' || tradeState === 'USERPAYING'
          ? 'pending'
          : 'closed';
    return { state, ...(typeof json['transaction_id'] === 'string' ? { transactionId: json['transaction_id'] } : {}) };
  }

  /**
   * Adds a joiner merchant as a profit-sharing receiver of the merchant (its full name encrypted
   * with the platform key); null once added, a failed share when WeChat Pay refuses it.
   */
  async function addReceiver(merchant: MerchantConfig, account: string, name: string): Promise<ProviderShareResult | null> {
    const platformKey = merchant.platformKey ? publicKeyOf(merchant.platformKey) : null;
    if (!platformKey) throw new ProviderCallError('WeChat Pay keys incomplete');
    const { status, json } = await call(
      merchant,
      'POST',
      '/v3/profitsharing/receivers/add',
      { appid: merchant.appId, type: 'MERCHANT_ID', account, name: encryptSensitive(platformKey, name), relation_type: 'PARTNER' },
      merchant.platformSerial ? { 'Wechatpay-Serial': merchant.platformSerial } : {},
    );
    if (status >= 400 || !json)
      return { status: 'failed', message: `WeChat Pay refused the receiver: ${String(json?.['code'] ?? status)}` };
    return null;
  }

  return {
    key: 'wechatPay',
    notifyPerConfig: true,
    notifyRefusedStatus: 400,

    async createPayment(merchant: MerchantConfig, req: CreatePaymentRequest): Promise<CreatePaymentResult> {
      const h5 = req.scene === 'h5';
      const { status, json } = await call(merchant, 'POST', h5 ? '/v3/pay/transactions/h5' : '/v3/pay/transactions/native', {
        appid: merchant.appId,
        mchid: merchant.merchantNo,
        description: req.description.slice(0, 127),
        out_trade_no: req.paymentCode,
        time_expire: rfc3339China(req.expiresAt),
        notify_url: req.notifyUrl,
        amount: { total: req.amountCents, currency: 'CNY' },
        ...(h5 ? { scene_info: { payer_client_ip: req.clientIp ?? '127.0.0.1', h5_info: { type: 'Wap' } } } : {}),
      });
      const url = json?.[h5 ? 'h5_url' : 'code_url'];
      if (status >= 300 || typeof url !== 'string')
        throw new ProviderCallError(`WeChat Pay refused the payment: ${String(json?.['code'] ?? status)}`);
      return { payUrl: url };
    },

    async queryPayment(merchant, paymentCode) {
      return (await transactionOf(merchant, paymentCode)).state;
    },

    async closePayment(merchant, paymentCode) {
      const { status, json } = await call(merchant, 'POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(paymentCode)}/close`, {
        mchid: merchant.merchantNo,
      });
      // ORDERPAID: paid in the meantime; its notification is on its way.
      if (status === 204) return 'closed';
      if (json?.['code'] === 'ORDERPAID') return 'paid';
      return (await transactionOf(merchant, paymentCode)).state;
    },

    async refund(merchant: MerchantConfig, req: ProviderRefundRequest): Promise<ProviderRefundResult> {
      const { status, json } = await call(merchant, 'POST', '/v3/refund/domestic/refunds', {
        out_trade_no: req.paymentCode,
        out_refund_no: req.refundCode,
        reason: req.reason.slice(0, 80),
        notify_url: req.notifyUrl,
        amount: { refund: req.amountCents, total: req.totalCents, currency: 'CNY' },
      });
      if (status >= 400 || !json)
        return { status: 'failed', message: `WeChat Pay refused the refund: ${String(json?.['code'] ?? status)}` };
      return refundAnswer(json['status'] as string | undefined, json['refund_id'] as string | undefined);
    },

    async queryRefund(merchant, refundCode) {
      const { status, json } = await call(merchant, 'GET', `/v3/refund/domestic/refunds/${encodeURIComponent(refundCode)}`);
      if (status === 404) return { status: 'failed', message: 'unknown refund' };
      if (status >= 400 || !json) throw new ProviderCallError(`WeChat Pay refund query answered ${status}`);
      return refundAnswer(json['status'] as string | undefined, json['refund_id'] as string | undefined);
    },

    requestShare(merchant, req) {
      return shareCall(
        async () => (await transactionOf(merchant, req.paymentCode)).transactionId,
        async (transactionId) => {
          // A merchant receives a share only once added as a receiver; adding one already added succeeds again.
          const added = await addReceiver(merchant, req.receiverMerchantNo, req.receiverName ?? req.receiverMerchantNo);
          if (added) return added;
          const { status, json } = await call(merchant, 'POST', '/v3/profitsharing/orders', {
            appid: merchant.appId,
            transaction_id: transactionId,
            out_order_no: req.shareCode,
            receivers: [{ type: 'MERCHANT_ID', account: req.receiverMerchantNo, amount: req.amountCents, description: 'profit sharing' }],
            unfreeze_unsplit: true,
          });
          if (status >= 400 || !json)
            return { status: 'failed', message: `WeChat Pay refused the share: ${String(json?.['code'] ?? status)}` };
          return shareOrderAnswer(json);
        },
        'failed',
      );
    },

    queryShare(merchant, shareCode, paymentCode) {
      return shareCall(
        async () => (await transactionOf(merchant, paymentCode)).transactionId,
        async (transactionId) => {
          const path = `/v3/profitsharing/orders/${encodeURIComponent(shareCode)}?transaction_id=${encodeURIComponent(transactionId)}`;
          const { status, json } = await call(merchant, 'GET', path);
          if (status === 404) return { status: 'failed', message: 'unknown share' };
          return status >= 400 || !json ? { status: 'pending' } : shareOrderAnswer(json);
        },
        'pending',
      );
    },

    async reverseShare(merchant, req) {
      try {
        const { status, json } = await call(merchant, 'POST', '/v3/profitsharing/return-orders', {
          out_order_no: req.shareCode,
          out_return_no: req.reverseCode,
          return_mchid: merchant.merchantNo,
          amount: req.amountCents,
          description: 'refund of the order',
        });
        if (status >= 400 || !json)
          return { status: 'failed', message: `WeChat Pay refused the return: ${String(json?.['code'] ?? status)}` };
        const result = json['result'];
        return {
          status: result === 'SUCCESS' ? 'success' : result === 'FAILED' ? 'failed' : 'pending',
          ...(typeof json['return_id'] === 'string' ? { providerNo: json['return_id'] } : {}),
        };
      } catch (err) {
        return { status: 'failed', message: (err as Error).message };
      }
    },

    peekCallback: () => null,

    verifyCallback(merchant, headers, body): CallbackContent | null {
      const platformKey = merchant.platformKey ? publicKeyOf(merchant.platformKey) : null;
      if (!platformKey || !verifySigned(platformKey, merchant.platformSerial, headers, body)) return null;
      const n = parsed(notification, body);
      if (!n) return null;
      const plain = decryptResource(merchant.key, n.resource as EncryptedResource);
      if (!plain) return null;
      if (n.event_type === 'TRANSACTION.SUCCESS') {
        const t = parsed(transaction, plain);
        if (!t || t.mchid !== merchant.merchantNo || t.trade_state !== 'SUCCESS') return null;
        const paidAt = new Date(t.success_time ?? '');
        return {
          kind: 'payment',
          notifyId: n.id,
          paymentCode: t.out_trade_no,
          providerNo: t.transaction_id,
          amountCents: t.amount.total,
          paidAt: Number.isNaN(paidAt.getTime()) ? new Date() : paidAt,
        };
      }
      if (n.event_type.startsWith('REFUND.')) {
        const r = parsed(refundNotice, plain);
        if (!r || r.mchid !== merchant.merchantNo) return null;
        const answer = refundAnswer(r.refund_status, r.refund_id);
        if (answer.status === 'pending') return null;
        return {
          kind: 'refund',
          notifyId: n.id,
          refundCode: r.out_refund_no,
          providerNo: r.refund_id,
          status: answer.status,
          ...(answer.message ? { message: answer.message } : {}),
        };
      }
      return null;
    },
  };
}
