import type { KeyObject } from 'node:crypto';
import type {
  CallbackContent,
  CreatePaymentRequest,
  CreatePaymentResult,
  MerchantConfig,
  PaymentProvider,
  PaymentState,
  ProviderRefundResult,
  ProviderShareResult,
} from '../provider.js';
import { ProviderCallError, callProvider, centsOfDecimal, decimalOfCents, shareCall } from '../provider-http.js';
import { privateKeyOf, publicKeyOf } from '../rsa-keys.js';
import { alipayInstant, alipayTime, signParams, verifyAnswer, verifyNotification } from './signature.js';

/** Alipay's gateway; ALIPAY_GATEWAY_URL points the adapter elsewhere (a local emulator in tests). */
export const alipayGatewayUrl = (): string => process.env['ALIPAY_GATEWAY_URL'] ?? 'https://openapi.alipay.com/gateway.do';

/** Seconds a notification's `notify_time` (its sending time) may be off our clock. */
export const ALIPAY_MAX_SKEW_SECONDS = 300;

type Answer = Record<string, unknown> & { code?: string; sub_code?: string };

const keysOf = (merchant: MerchantConfig): { privateKey: KeyObject; alipayKey: KeyObject } => {
  const privateKey = merchant.privateKey ? privateKeyOf(merchant.privateKey) : null;
  const alipayKey = merchant.platformKey ? publicKeyOf(merchant.platformKey) : null;
  if (!privateKey || !alipayKey) throw new ProviderCallError('Alipay keys incomplete');
  return { privateKey, alipayKey };
};

/** The common parameters of a request of `method`, signed. */
function signedRequest(merchant: MerchantConfig, privateKey: KeyObject, method: string, biz: object, extra: Record<string, string> = {}) {
  return signParams(privateKey, {
    app_id: merchant.appId,
    method,
    format: 'JSON',
    charset: 'utf-8',
    sign_type: 'RSA2',
    timestamp: alipayTime(new Date()),
    version: '1.0',
    ...extra,
    biz_content: JSON.stringify(biz),
  });
}

const formOf = (params: Record<string, string>) => new URLSearchParams(params).toString();

function notificationParams(body: string): Record<string, string> | null {
  try {
    const params: Record<string, string> = {};
    for (const [k, v] of new URLSearchParams(body)) params[k] = v;
    return Object.keys(params).length > 0 ? params : null;
  } catch {
    return null;
  }
}

/**
 * Alipay open platform with RSA2 keys: face-to-face QR (`alipay.trade.precreate`) and phone web
 * (`alipay.trade.wap.pay`) payments, query, close, refunds and royalty settlement (profit
 * sharing). Requests are signed with the app private key; answers and notifications are checked
 * with the Alipay public key. A notification is answered with the text `success`.
 */
export function alipayProvider(): PaymentProvider {
  /** Calls `method` and answers its `<method>_response` once the answer's signature checks. */
  async function call(merchant: MerchantConfig, method: string, biz: object, extra: Record<string, string> = {}): Promise<Answer> {
    const { privateKey, alipayKey } = keysOf(merchant);
    const answer = await callProvider(alipayGatewayUrl(), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded;charset=utf-8', Accept: 'application/json' },
      body: formOf(signedRequest(merchant, privateKey, method, biz, extra)),
    });
    if (answer.status !== 200) throw new ProviderCallError(`Alipay answered ${answer.status}`);
    const name = `${method.replace(/\./g, '_')}_response`;
    if (!verifyAnswer(alipayKey, answer.body, name)) throw new ProviderCallError('Alipay answer not signed by the Alipay key');
    return (JSON.parse(answer.body) as Record<string, Answer>)[name]!;
  }

  async function tradeOf(merchant: MerchantConfig, paymentCode: string): Promise<{ state: PaymentState; tradeNo?: string }> {
    const a = await call(merchant, 'alipay.trade.query', { out_trade_no: paymentCode });
    // A QR code nobody scanned yet has no trade at Alipay.
    if (a.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'pending' };
    if (a.code !== '10000') throw new ProviderCallError(`Alipay query answered ${a.code}`);
    const status = String(a['trade_status']);
    const state: PaymentState =
      status === 'TRADE_SUCCESS' || status === 'TRADE_FINISHED' ? 'paid' : status === 'WAIT_BUYER_PAY' ? 'pending' : 'closed';
    return { state, ...(typeof a['trade_no'] === 'string' ? { tradeNo: a['trade_no'] } : {}) };
  }

  const settleAnswer = (a: Answer): ProviderShareResult => {
    const list = (a['royalty_detail_list'] as Array<{ state?: string }> | undefined) ?? [];
    const state = list[0]?.state;
    if (state === 'SUCCESS') return { status: 'success' };
    if (state === 'FAIL') return { status: 'failed', message: 'settlement failed' };
    return { status: 'pending' };
  };

  return {
    key: 'alipay',
    notifyAnswer: { contentType: 'text/plain; charset=utf-8', body: 'success' },

    async createPayment(merchant, req: CreatePaymentRequest): Promise<CreatePaymentResult> {
      const biz = {
        out_trade_no: req.paymentCode,
        total_amount: decimalOfCents(req.amountCents),
        subject: req.description.slice(0, 256),
        time_expire: alipayTime(req.expiresAt),
      };
      if (req.scene === 'h5') {
        // A phone web payment is a signed link the customer's browser opens at Alipay.
        const { privateKey } = keysOf(merchant);
        const params = signedRequest(
          merchant,
          privateKey,
          'alipay.trade.wap.pay',
          { ...biz, product_code: 'QUICK_WAP_WAY' },
          { notify_url: req.notifyUrl },
        );
        return { payUrl: `${alipayGatewayUrl()}?${formOf(params)}` };
      }
      const a = await call(merchant, 'alipay.trade.precreate', biz, { notify_url: req.notifyUrl });
      if (a.code !== '10000' || typeof a['qr_code'] !== 'string')
        throw new ProviderCallError(`Alipay refused the payment: ${a.sub_code ?? a.code}`);
      return { payUrl: a['qr_code'] };
    },

    async queryPayment(merchant, paymentCode) {
      return (await tradeOf(merchant, paymentCode)).state;
    },

    async closePayment(merchant, paymentCode) {
      const a = await call(merchant, 'alipay.trade.close', { out_trade_no: paymentCode });
      if (a.code === '10000' || a.sub_code === 'ACQ.TRADE_NOT_EXIST') return 'closed';
      return (await tradeOf(merchant, paymentCode)).state;
    },

    async refund(merchant, req): Promise<ProviderRefundResult> {
      const a = await call(merchant, 'alipay.trade.refund', {
        out_trade_no: req.paymentCode,
        out_request_no: req.refundCode,
        refund_amount: decimalOfCents(req.amountCents),
        refund_reason: req.reason.slice(0, 256),
      });
      if (a.code !== '10000') return { status: 'failed', message: `Alipay refused the refund: ${a.sub_code ?? a.code}` };
      const tradeNo = typeof a['trade_no'] === 'string' ? { providerNo: a['trade_no'] } : {};
      // fund_change Y: the money moved now; N: asked before, its outcome is read by the query.
      return { status: a['fund_change'] === 'Y' ? 'success' : 'pending', ...tradeNo };
    },

    async queryRefund(merchant, refundCode, paymentCode) {
      const a = await call(merchant, 'alipay.trade.fastpay.refund.query', { out_trade_no: paymentCode, out_request_no: refundCode });
      if (a.code !== '10000') throw new ProviderCallError(`Alipay refund query answered ${a.sub_code ?? a.code}`);
      if (a['out_request_no'] !== refundCode) return { status: 'failed', message: 'unknown refund' };
      const status = a['refund_status'];
      return status === undefined || status === 'REFUND_SUCCESS' ? { status: 'success' } : { status: 'pending' };
    },

    requestShare(merchant, req) {
      return shareCall(
        async () => (await tradeOf(merchant, req.paymentCode)).tradeNo,
        async (tradeNo) => {
          // A settlement pays only a bound receiver; binding one already bound is answered as done.
          const bound = await call(merchant, 'alipay.trade.royalty.relation.bind', {
            out_request_no: `${req.shareCode}B`,
            receiver_list: [
              { type: 'userId', account: req.receiverMerchantNo, ...(req.receiverName ? { name: req.receiverName } : {}), memo: 'joiner' },
            ],
          });
          if (bound.code !== '10000' || (bound['result_code'] !== undefined && bound['result_code'] !== 'SUCCESS'))
            return { status: 'failed', message: `Alipay refused the receiver: ${bound.sub_code ?? bound.code}` };
          const a = await call(merchant, 'alipay.trade.order.settle', {
            out_request_no: req.shareCode,
            trade_no: tradeNo,
            royalty_parameters: [
              {
                royalty_type: 'transfer',
                trans_in_type: 'userId',
                trans_in: req.receiverMerchantNo,
                amount: decimalOfCents(req.amountCents),
              },
            ],
          });
          if (a.code !== '10000') return { status: 'failed', message: `Alipay refused the settlement: ${a.sub_code ?? a.code}` };
          return { status: 'pending', ...(typeof a['settle_no'] === 'string' ? { providerNo: a['settle_no'] } : {}) };
        },
        'failed',
      );
    },

    queryShare(merchant, shareCode, paymentCode) {
      return shareCall(
        async () => (await tradeOf(merchant, paymentCode)).tradeNo,
        async (tradeNo) => {
          const a = await call(merchant, 'alipay.trade.order.settle.query', { out_request_no: shareCode, trade_no: tradeNo });
          return a.code === '10000' ? settleAnswer(a) : { status: 'pending' };
        },
        'pending',
      );
    },

    // Alipay takes a settled share back only inside a refund (its royalty refund parameters), not on its own.
    async reverseShare() {
      return { status: 'failed', message: 'Alipay takes a share back only with the refund of the trade' };
    },

    peekCallback(body) {
      const p = notificationParams(body);
      if (!p?.['notify_id']) return null;
      if (p['out_biz_no'] && p['refund_fee']) return { kind: 'refund', code: p['out_biz_no'] };
      if (p['out_trade_no']) return { kind: 'payment', code: p['out_trade_no'] };
      return null;
    },

    verifyCallback(merchant, _headers, body): CallbackContent | null {
      const p = notificationParams(body);
      const alipayKey = merchant.platformKey ? publicKeyOf(merchant.platformKey) : null;
      if (!p || !alipayKey || !verifyNotification(alipayKey, p)) return null;
      if (p['app_id'] !== merchant.appId || (p['seller_id'] && p['seller_id'] !== merchant.merchantNo)) return null;
      const sent = alipayInstant(p['notify_time']);
      if (!sent || Math.abs(Date.now() - sent.getTime()) > ALIPAY_MAX_SKEW_SECONDS * 1000) return null;
      const notifyId = p['notify_id'];
      if (!notifyId || notifyId.length > 64) return null;
      if (p['out_biz_no'] && p['refund_fee']) {
        if (p['trade_status'] !== 'TRADE_SUCCESS' && p['trade_status'] !== 'TRADE_CLOSED') return null;
        return { kind: 'refund', notifyId, refundCode: p['out_biz_no'], providerNo: p['trade_no'] ?? '', status: 'success' };
      }
      if (p['trade_status'] !== 'TRADE_SUCCESS' && p['trade_status'] !== 'TRADE_FINISHED') return null;
      const amountCents = centsOfDecimal(p['total_amount'] ?? '');
      if (amountCents === null || !p['out_trade_no'] || !p['trade_no']) return null;
      return {
        kind: 'payment',
        notifyId,
        paymentCode: p['out_trade_no'],
        providerNo: p['trade_no'],
        amountCents,
        paidAt: alipayInstant(p['gmt_payment']) ?? sent,
      };
    },
  };
}
