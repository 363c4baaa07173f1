import { type KeyObject, createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { serve } from './http.js';

/*
 * A local stand-in for Alipay's open platform gateway (RSA2), written from its documentation
 * and independent of the adapter: it checks each request's signature over the sorted parameters
 * with the app's public key, signs each `<method>_response` with its own key, and posts
 * notifications as forms signed the same way (without sign and sign_type).
 */

const der = (k: KeyObject, type: 'pkcs8' | 'spki') => (k.export({ format: 'der', type }) as Buffer).toString('base64');
const content = (p: Record<string, string>, skip: string[]) =>
  Object.keys(p)
    .filter((k) => !skip.includes(k) && p[k] !== '')
    .sort()
    .map((k) => `${k}=${p[k]}`)
    .join('&');
/** China Standard Time, "yyyy-MM-dd HH:mm:ss". */
const cst = (at: Date) => new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
const yuan = (cents: number) => (cents / 100).toFixed(2);
const cents = (text: string) => Math.round(Number(text) * 100);

export interface AlipayNotice {
  url: string;
  headers: Record<string, string>;
  body: string;
}

interface Trade {
  outTradeNo: string;
  tradeNo: string;
  total: number;
  notifyUrl: string;
  status: 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_CLOSED';
  scanned: boolean;
  refunded: number;
}

export async function startAlipayEmulator(opts: { appId: string; pid: string }) {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const trades = new Map<string, Trade>();
  const refunds = new Map<string, { outTradeNo: string; amount: number }>();
  const settles = new Map<string, { amount: number }>();
  /** The receivers bound (alipay.trade.royalty.relation.bind): account → its name. */
  const bound = new Map<string, string>();
  const seen: string[] = [];

  const rsa = (key: KeyObject, text: string) => createSign('RSA-SHA256').update(text).sign(key, 'base64');
  const respond = (method: string, r: object) => {
    const inner = JSON.stringify(r);
    const name = `${method.replace(/\./g, '_')}_response`;
    return {
      status: 200,
      headers: { 'Content-Type': 'application/json;charset=utf-8' },
      body: `{"${name}":${inner},"sign":"${rsa(alipay.privateKey, inner)}"}`,
    };
  };
  const ok = (r: object) => ({ code: '10000', msg: 'Success', ...r });
  const fail = (sub: string) => ({ code: '40004', msg: 'Business Failed', sub_code: sub, sub_msg: sub });

  const server = await serve(({ method, body }) => {
    const p = Object.fromEntries(new URLSearchParams(body)) as Record<string, string>;
    seen.push(p['method'] ?? '');
    if (method !== 'POST' || p['app_id'] !== opts.appId || p['sign_type'] !== 'RSA2')
      return respond(p['method'] ?? 'error', { code: '40002', msg: 'Invalid Arguments' });
    if (
      !createVerify('RSA-SHA256')
        .update(content(p, ['sign']))
        .verify(app.publicKey, p['sign'] ?? '', 'base64')
    )
      return respond(p['method']!, { code: '40002', msg: 'Invalid Arguments', sub_code: 'isv.invalid-signature' });
    const biz = JSON.parse(p['biz_content'] ?? '{}') as Record<string, string>;
    const m = p['method']!;
    const t = trades.get(biz['out_trade_no'] ?? '') ?? [...trades.values()].find((x) => x.tradeNo === biz['trade_no']);
    switch (m) {
      case 'alipay.trade.precreate': {
        if (!t)
          trades.set(biz['out_trade_no']!, {
            outTradeNo: biz['out_trade_no']!,
            tradeNo: `2026${randomBytes(12).toString('hex')}`,
            total: cents(biz['total_amount']!),
            notifyUrl: p['notify_url'] ?? '',
            status: 'WAIT_BUYER_PAY',
            scanned: false,
            refunded: 0,
          });
        return respond(m, ok({ out_trade_no: biz['out_trade_no'], qr_code: `https://qr.alipay.com/bax${randomBytes(8).toString('hex')}` }));
      }
      case 'alipay.trade.query':
        if (!t?.scanned) return respond(m, fail('ACQ.TRADE_NOT_EXIST'));
        return respond(m, ok({ out_trade_no: t.outTradeNo, trade_no: t.tradeNo, trade_status: t.status, total_amount: yuan(t.total) }));
      case 'alipay.trade.close':
        if (!t?.scanned) return respond(m, fail('ACQ.TRADE_NOT_EXIST'));
        if (t.status !== 'WAIT_BUYER_PAY') return respond(m, fail('ACQ.TRADE_STATUS_ERROR'));
        t.status = 'TRADE_CLOSED';
        return respond(m, ok({ out_trade_no: t.outTradeNo, trade_no: t.tradeNo }));
      case 'alipay.trade.refund': {
        if (!t || t.status !== 'TRADE_SUCCESS') return respond(m, fail('ACQ.TRADE_STATUS_ERROR'));
        const no = biz['out_request_no']!;
        if (refunds.has(no))
          return respond(m, ok({ trade_no: t.tradeNo, out_trade_no: t.outTradeNo, refund_fee: yuan(t.refunded), fund_change: 'N' }));
        const amount = cents(biz['refund_amount']!);
        if (t.refunded + amount > t.total) return respond(m, fail('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL'));
        t.refunded += amount;
        refunds.set(no, { outTradeNo: t.outTradeNo, amount });
        return respond(m, ok({ trade_no: t.tradeNo, out_trade_no: t.outTradeNo, refund_fee: yuan(t.refunded), fund_change: 'Y' }));
      }
      case 'alipay.trade.fastpay.refund.query': {
        const r = refunds.get(biz['out_request_no']!);
        if (!r) return respond(m, ok({}));
        return respond(
          m,
          ok({
            out_trade_no: r.outTradeNo,
            out_request_no: biz['out_request_no'],
            refund_amount: yuan(r.amount),
            refund_status: 'REFUND_SUCCESS',
          }),
        );
      }
      case 'alipay.trade.royalty.relation.bind': {
        const list = (biz['receiver_list'] as unknown as Array<{ type?: string; account?: string; name?: string }> | undefined) ?? [];
        if (!biz['out_request_no'] || list.length === 0 || list.some((r) => r.type !== 'userId' || !/^2088\d{12}$/.test(r.account ?? '')))
          return respond(m, { code: '40004', msg: 'Business Failed', sub_code: 'ACQ.INVALID_PARAMETER' });
        for (const r of list) bound.set(r.account!, r.name ?? '');
        return respond(m, ok({ result_code: 'SUCCESS' }));
      }
      case 'alipay.trade.order.settle': {
        if (!t || t.status !== 'TRADE_SUCCESS') return respond(m, fail('ACQ.TRADE_STATUS_ERROR'));
        const royalty = (biz['royalty_parameters'] as unknown as Array<{ amount: string; trans_in: string }>)[0]!;
        if (!bound.has(royalty.trans_in)) return respond(m, fail('ACQ.ROYALTY_RECEIVER_NOT_BIND'));
        settles.set(biz['out_request_no']!, { amount: cents(royalty.amount) });
        return respond(m, ok({ trade_no: t.tradeNo, settle_no: `2026${randomBytes(8).toString('hex')}` }));
      }
      case 'alipay.trade.order.settle.query': {
        const s = settles.get(biz['out_request_no']!);
        if (!s) return respond(m, fail('ACQ.SETTLE_NOT_EXIST'));
        return respond(
          m,
          ok({ out_request_no: biz['out_request_no'], royalty_detail_list: [{ state: 'SUCCESS', amount: yuan(s.amount) }] }),
        );
      }
      default:
        return respond(m, { code: '40004', msg: 'Business Failed', sub_code: 'isv.invalid-method' });
    }
  });

  /** A notification form as Alipay posts it, signed with its key (or the one given), sent now (or at `at`). */
  function notice(t: Trade, fields: Record<string, string>, at = new Date(), key = alipay.privateKey): AlipayNotice {
    const p: Record<string, string> = {
      notify_time: cst(at),
      notify_type: 'trade_status_sync',
      notify_id: randomBytes(16).toString('hex'),
      charset: 'utf-8',
      version: '1.0',
      app_id: opts.appId,
      seller_id: opts.pid,
      trade_no: t.tradeNo,
      out_trade_no: t.outTradeNo,
      total_amount: yuan(t.total),
      ...fields,
    };
    const form = { ...p, sign_type: 'RSA2', sign: rsa(key, content(p, ['sign', 'sign_type'])) };
    return {
      url: t.notifyUrl,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded; charset=utf-8' },
      body: new URLSearchParams(form).toString(),
    };
  }

  return {
    url: `${server.url}/gateway.do`,
    close: server.close,
    seen,
    /** What an operator enters: the app private key and Alipay's public key, as Alipay's key tool prints them (bare base64). */
    settings: { privateKey: der(app.privateKey, 'pkcs8'), platformKey: der(alipay.publicKey, 'spki') },
    forgerKey: generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey,
    trade: (outTradeNo: string) => trades.get(outTradeNo),
    /** The royalty receivers bound, each with its name. */
    bound,
    /** The parameters of a phone web payment link when the app's signature over them checks; null otherwise. */
    openLink(link: string): Record<string, string> | null {
      const p = Object.fromEntries(new URL(link).searchParams) as Record<string, string>;
      return createVerify('RSA-SHA256')
        .update(content(p, ['sign']))
        .verify(app.publicKey, p['sign'] ?? '', 'base64')
        ? p
        : null;
    },
    /** The customer scans and pays: the notification (not yet sent). */
    pay(outTradeNo: string, o: { total?: number; at?: Date; key?: KeyObject } = {}): AlipayNotice {
      const t = trades.get(outTradeNo);
      if (!t) throw new Error(`no trade ${outTradeNo}`);
      t.scanned = true;
      t.status = 'TRADE_SUCCESS';
      return notice(
        t,
        { trade_status: 'TRADE_SUCCESS', gmt_payment: cst(new Date()), ...(o.total !== undefined ? { total_amount: yuan(o.total) } : {}) },
        o.at,
        o.key,
      );
    },
    /** The notification of a refund made (partial: TRADE_SUCCESS; all of it: TRADE_CLOSED). */
    refunded(outRequestNo: string): AlipayNotice {
      const r = refunds.get(outRequestNo);
      if (!r) throw new Error(`no refund ${outRequestNo}`);
      const t = trades.get(r.outTradeNo)!;
      return notice(t, {
        trade_status: t.refunded >= t.total ? 'TRADE_CLOSED' : 'TRADE_SUCCESS',
        out_biz_no: outRequestNo,
        refund_fee: yuan(t.refunded),
        gmt_refund: `${cst(new Date())}.000`,
      });
    },
  };
}
export type AlipayEmulator = Awaited<ReturnType<typeof startAlipayEmulator>>;
