import {
  type KeyObject,
  constants,
  createCipheriv,
  createSign,
  createVerify,
  generateKeyPairSync,
  privateDecrypt,
  randomBytes,
  randomUUID,
} from 'node:crypto';
import { type Reply, serve } from './http.js';
import { testOnlyWechatEmulatorKeys, testOnlyWechatMerchant } from './test-only-keys.js';

/*
 * A local stand-in for WeChat Pay API v3, written from its documentation and independent of the
 * adapter: it checks each request's WECHATPAY2-SHA256-RSA2048 signature with the merchant's
 * public key, signs every answer with its platform key, and sends notifications whose resource is
 * sealed with AES-256-GCM under the APIv3 key. The test pays, settles and forges through it.
 */

const pemOut = (k: KeyObject, type: 'pkcs8' | 'spki') => k.export({ format: 'pem', type }) as string;
/** The path of WeChat Pay's H5 cashier page (h5_url), served by the emulator itself. */
const CASHIER = '/cgi-bin/mmpayweb-bin/checkmweb';

export interface WechatPayNotice {
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Trade {
  outTradeNo: string;
  transactionId: string;
  total: number;
  notifyUrl: string;
  state: 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
  successTime?: string;
}
interface Refund {
  outRefundNo: string;
  refundId: string;
  outTradeNo: string;
  amount: number;
  notifyUrl: string;
  status: 'PROCESSING' | 'SUCCESS' | 'ABNORMAL';
}

/**
 * Starts the emulator of one merchant: with keys of its own made now, or (`testOnly`) the
 * committed test-only merchant of test-only-keys.ts, whose settings a test enters through the API.
 */
export async function startWechatPayEmulator(opts: { mchid: string; appid: string } | { testOnly: true }) {
  const fixed = 'testOnly' in opts ? testOnlyWechatEmulatorKeys() : null;
  const merchantKeys = fixed ? null : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platformKeys = fixed ? null : generateKeyPairSync('rsa', { modulusLength: 2048 });
  const merchant = { publicKey: fixed?.merchantPublicKey ?? merchantKeys!.publicKey };
  const platform = { privateKey: fixed?.platformPrivateKey ?? platformKeys!.privateKey };
  const { mchid, appid } = 'testOnly' in opts ? testOnlyWechatMerchant() : opts;
  const apiV3Key = fixed?.apiV3Key ?? randomBytes(24).toString('base64url').slice(0, 32);
  const serialNo = fixed?.serialNo ?? randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = fixed?.platformSerial ?? `PUB_KEY_ID_${randomBytes(8).toString('hex').toUpperCase()}`;
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, Refund>();
  const shares = new Map<string, { orderId: string; amount: number; returned: number }>();
  const returns = new Set<string>();
  /** The receivers added (profitsharing/receivers/add): account → the name it was added with. */
  const receivers = new Map<string, string>();
  const seen: string[] = [];
  /** Where the emulator is reached (its H5 cashier page's links); known once it listens. */
  let base = '';

  const rsa = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
  const nowSeconds = () => Math.floor(Date.now() / 1000).toString();

  /** Signs an answer or a notification as WeChat Pay does (its platform key). */
  function signed(body: string, at = nowSeconds(), key = platform.privateKey): Record<string, string> {
    const nonce = randomBytes(16).toString('hex');
    return {
      'Wechatpay-Timestamp': at,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': rsa(key, `${at}\n${nonce}\n${body}\n`),
      'Wechatpay-Serial': platformSerial,
    };
  }
  const answer = (status: number, json: object | null): Reply => {
    const body = json ? JSON.stringify(json) : '';
    return { status, headers: { 'Content-Type': 'application/json', ...signed(body) }, body };
  };
  const error = (status: number, code: string, message: string) => answer(status, { code, message });

  /** The merchant's signature of a request, checked as WeChat Pay does. */
  function authorized(method: string, url: string, auth: string | undefined, body: string): boolean {
    const m = /^WECHATPAY2-SHA256-RSA2048 (.*)$/.exec(auth ?? '');
    if (!m) return false;
    const f = Object.fromEntries([...m[1]!.matchAll(/(\w+)="([^"]*)"/g)].map((x) => [x[1], x[2]]));
    if (f['mchid'] !== mchid || f['serial_no'] !== serialNo) return false;
    if (Math.abs(Date.now() / 1000 - Number(f['timestamp'])) > 300) return false;
    return createVerify('RSA-SHA256')
      .update(`${method}\n${url}\n${f['timestamp']}\n${f['nonce_str']}\n${body}\n`)
      .verify(merchant.publicKey, f['signature'] ?? '', 'base64');
  }

  function seal(plain: object, associatedData: string) {
    const nonce = randomBytes(6).toString('hex');
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key), Buffer.from(nonce));
    cipher.setAAD(Buffer.from(associatedData));
    const data = Buffer.concat([cipher.update(JSON.stringify(plain)), cipher.final(), cipher.getAuthTag()]);
    return {
      original_type: associatedData,
      algorithm: 'AEAD_AES_256_GCM',
      ciphertext: data.toString('base64'),
      associated_data: associatedData,
      nonce,
    };
  }

  /** A notification as WeChat Pay posts it (signed now, unless told another time or key). */
  function notice(url: string, eventType: string, plain: object, associatedData: string, at?: string, key?: KeyObject): WechatPayNotice {
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: new Date().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: eventType,
      summary: eventType,
      resource: seal(plain, associatedData),
    });
    return { url, headers: { 'Content-Type': 'application/json', ...signed(body, at, key) }, body };
  }

  const tradeJson = (t: Trade) => ({
    appid,
    mchid,
    out_trade_no: t.outTradeNo,
    trade_state: t.state,
    ...(t.state === 'SUCCESS' || t.state === 'REFUND' ? { transaction_id: t.transactionId, success_time: t.successTime } : {}),
    amount: { total: t.total, payer_total: t.total, currency: 'CNY' },
  });

  const server = await serve(async ({ method, url, headers, body }) => {
    seen.push(`${method} ${url.split('?')[0]}`);
    // The H5 cashier is a page the customer's browser opens: no merchant signature.
    if (url.startsWith(CASHIER)) return cashier(method, url, body);
    if (!authorized(method, url, headers['authorization'] as string | undefined, body))
      return error(401, 'SIGN_ERROR', 'signature invalid');
    const path = url.split('?')[0]!;
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const json: Record<string, any> = body ? JSON.parse(body) : {};
    let m: RegExpExecArray | null;
    if (method === 'POST' && (path === '/v3/pay/transactions/native' || path === '/v3/pay/transactions/h5')) {
      const amount = json['amount'] as { total: number };
      if (json['mchid'] !== mchid || json['appid'] !== appid) return error(400, 'PARAM_ERROR', 'mchid or appid');
      if (!Number.isInteger(amount.total) || amount.total <= 0) return error(400, 'PARAM_ERROR', 'amount');
      const no = json['out_trade_no'] as string;
      if (!trades.has(no))
        trades.set(no, {
          outTradeNo: no,
          transactionId: `42000${randomBytes(10).toString('hex')}`,
          total: amount.total,
          notifyUrl: json['notify_url'],
          state: 'NOTPAY',
        });
      const token = Buffer.from(no).toString('base64url');
      return answer(
        200,
        path.endsWith('native') ? { code_url: `weixin://wxpay/bizpayurl?pr=${token}` } : { h5_url: `${base}${CASHIER}?prepay_id=${token}` },
      );
    }
    if ((m = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path))) {
      const t = trades.get(decodeURIComponent(m[1]!));
      if (!t) return error(404, 'ORDER_NOT_EXIST', 'no such order');
      if (!m[2]) return answer(200, tradeJson(t));
      if (t.state === 'SUCCESS' || t.state === 'REFUND') return error(400, 'ORDERPAID', 'order paid');
      t.state = 'CLOSED';
      return answer(204, null);
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      const t = trades.get(json['out_trade_no']);
      const amount = json['amount'] as { refund: number; total: number };
      const no = json['out_refund_no'] as string;
      const known = refunds.get(no);
      if (known) return answer(200, { refund_id: known.refundId, out_refund_no: no, status: known.status });
      if (!t || (t.state !== 'SUCCESS' && t.state !== 'REFUND')) return error(400, 'INVALID_REQUEST', 'not paid');
      const refunded = [...refunds.values()].filter((r) => r.outTradeNo === t.outTradeNo).reduce((s, r) => s + r.amount, 0);
      if (amount.total !== t.total || refunded + amount.refund > t.total) return error(400, 'NOT_ENOUGH', 'amount above the refundable');
      const r: Refund = {
        outRefundNo: no,
        refundId: `50300${randomBytes(10).toString('hex')}`,
        outTradeNo: t.outTradeNo,
        amount: amount.refund,
        notifyUrl: json['notify_url'],
        status: 'PROCESSING',
      };
      refunds.set(no, r);
      t.state = 'REFUND';
      return answer(200, { refund_id: r.refundId, out_refund_no: no, status: r.status, amount: { refund: r.amount, total: t.total } });
    }
    if (method === 'GET' && (m = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path))) {
      const r = refunds.get(decodeURIComponent(m[1]!));
      return r
        ? answer(200, { refund_id: r.refundId, out_refund_no: r.outRefundNo, status: r.status })
        : error(404, 'RESOURCE_NOT_EXISTS', 'no such refund');
    }
    if (method === 'POST' && path === '/v3/profitsharing/receivers/add') {
      // The name is encrypted with the platform public key (RSA OAEP), the header naming that key.
      if (json['appid'] !== appid || json['type'] !== 'MERCHANT_ID' || !json['account'] || !json['relation_type'])
        return error(400, 'PARAM_ERROR', 'appid, type, account or relation_type');
      if (headers['wechatpay-serial'] !== platformSerial) return error(400, 'PARAM_ERROR', 'Wechatpay-Serial');
      let name: string;
      try {
        name = privateDecrypt(
          { key: platform.privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
          Buffer.from(String(json['name'] ?? ''), 'base64'),
        ).toString('utf8');
      } catch {
        return error(400, 'PARAM_ERROR', 'name not encrypted with the platform key');
      }
      if (!name) return error(400, 'PARAM_ERROR', 'name');
      receivers.set(String(json['account']), name);
      return answer(200, { type: json['type'], account: json['account'], relation_type: json['relation_type'] });
    }
    if (method === 'POST' && path === '/v3/profitsharing/orders') {
      const t = [...trades.values()].find((x) => x.transactionId === json['transaction_id']);
      if (!t) return error(400, 'INVALID_REQUEST', 'no such transaction');
      const receiver = (json['receivers'] as Array<{ account: string; amount: number }>)[0]!;
      if (!receivers.has(receiver.account)) return error(400, 'RECEIVER_INVALID', 'receiver not added');
      const no = json['out_order_no'] as string;
      if (!shares.has(no)) shares.set(no, { orderId: `3008${randomBytes(8).toString('hex')}`, amount: receiver.amount, returned: 0 });
      const s = shares.get(no)!;
      return answer(200, {
        transaction_id: t.transactionId,
        out_order_no: no,
        order_id: s.orderId,
        state: 'PROCESSING',
        receivers: [{ ...receiver, result: 'PENDING' }],
      });
    }
    if (method === 'GET' && (m = /^\/v3\/profitsharing\/orders\/([^/]+)$/.exec(path))) {
      const s = shares.get(decodeURIComponent(m[1]!));
      if (!s) return error(404, 'RESOURCE_NOT_EXISTS', 'no such share');
      return answer(200, {
        out_order_no: m[1],
        order_id: s.orderId,
        state: 'FINISHED',
        receivers: [{ amount: s.amount, result: 'SUCCESS' }],
      });
    }
    if (method === 'POST' && path === '/v3/profitsharing/return-orders') {
      const s = shares.get(json['out_order_no']);
      const no = json['out_return_no'] as string;
      if (!s) return error(400, 'INVALID_REQUEST', 'no such share');
      if (!returns.has(no)) {
        if (s.returned + (json['amount'] as number) > s.amount)
          return answer(200, { out_return_no: no, result: 'FAILED', fail_reason: 'BALANCE_NOT_ENOUGH' });
        s.returned += json['amount'] as number;
        returns.add(no);
      }
      return answer(200, { out_return_no: no, return_id: `3008${randomBytes(6).toString('hex')}`, result: 'SUCCESS' });
    }
    return error(404, 'NOT_FOUND', 'no such API');
  });
  base = server.url;

  /** The customer pays: the trade succeeds and its notification (not yet sent) is answered. */
  function pay(outTradeNo: string, opts2: { total?: number; at?: string; key?: KeyObject } = {}): WechatPayNotice {
    const t = trades.get(outTradeNo);
    if (!t) throw new Error(`no trade ${outTradeNo}`);
    t.state = 'SUCCESS';
    t.successTime = new Date().toISOString().replace(/\.\d+Z$/, '+00:00');
    return notice(
      t.notifyUrl,
      'TRANSACTION.SUCCESS',
      { ...tradeJson(t), amount: { total: opts2.total ?? t.total, payer_total: opts2.total ?? t.total, currency: 'CNY' } },
      'transaction',
      opts2.at,
      opts2.key,
    );
  }

  /**
   * The H5 cashier a phone opens (h5_url): the amount and a button; paying sends the payment's
   * notification to the merchant's notify URL, and the page tells what the merchant answered.
   */
  async function cashier(method: string, url: string, body: string): Promise<Reply> {
    const q = new URLSearchParams(method === 'POST' ? body : (url.split('?')[1] ?? ''));
    const no = Buffer.from(q.get('prepay_id') ?? '', 'base64url').toString('utf8');
    const t = trades.get(no);
    const page = (main: string) => ({
      status: t ? 200 : 404,
      headers: { 'Content-Type': 'text/html; charset=utf-8' },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>WeChat Pay emulator</title></head><body>${main}</body></html>`,
    });
    if (!t) return page('<p data-testid="wechat-emulator-state" data-state="unknown">No such payment</p>');
    if (method === 'POST' && t.state === 'NOTPAY') {
      const n = pay(no);
      const res = await fetch(n.url, { method: 'POST', headers: n.headers, body: n.body }).catch(() => null);
      return page(`<p data-testid="wechat-emulator-state" data-state="paid" data-notified="${res?.status ?? 0}">Paid</p>`);
    }
    const amount = (t.total / 100).toFixed(2);
    return page(
      t.state === 'NOTPAY'
        ? `<p data-testid="wechat-emulator-amount">${amount} CNY</p><form method="post" action="${CASHIER}"><input type="hidden" name="prepay_id" value="${Buffer.from(no).toString('base64url')}"><button data-testid="wechat-emulator-pay">Pay</button></form>`
        : `<p data-testid="wechat-emulator-state" data-state="${t.state.toLowerCase()}">${t.state}</p>`,
    );
  }

  return {
    url: server.url,
    close: server.close,
    /** The API paths asked, in order. */
    seen,
    /** The configuration an operator would enter for this merchant. */
    settings: merchantKeys
      ? {
          merchantKey: apiV3Key,
          privateKey: pemOut(merchantKeys.privateKey, 'pkcs8'),
          platformKey: pemOut(platformKeys!.publicKey, 'spki'),
          certSerial: serialNo,
          platformSerial,
        }
      : testOnlyWechatMerchant().settings,
    /** A key that is not WeChat Pay's, for forged notifications. */
    get forgerKey() {
      return generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
    },
    trade: (outTradeNo: string) => trades.get(outTradeNo),
    pay,
    /** The receivers added, each with the name it was added with. */
    receivers,
    /** The refund settles: its notification (not yet sent) is answered. */
    settleRefund(outRefundNo: string, status: 'SUCCESS' | 'ABNORMAL' = 'SUCCESS'): WechatPayNotice {
      const r = refunds.get(outRefundNo);
      if (!r) throw new Error(`no refund ${outRefundNo}`);
      r.status = status;
      const t = trades.get(r.outTradeNo)!;
      return notice(
        r.notifyUrl,
        `REFUND.${status}`,
        {
          mchid,
          out_trade_no: r.outTradeNo,
          transaction_id: t.transactionId,
          out_refund_no: r.outRefundNo,
          refund_id: r.refundId,
          refund_status: status,
          success_time: new Date().toISOString(),
          amount: { total: t.total, refund: r.amount, payer_total: t.total, payer_refund: r.amount },
        },
        'refund',
      );
    },
  };
}
export type WechatPayEmulator = Awaited<ReturnType<typeof startWechatPayEmulator>>;
