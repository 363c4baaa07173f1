// Runs on both engines: real providers' notifications settle payments and refunds in transactions of their own, and money and times are read back from each driver
import { PAY_CONFIG_API, PAY_STATUS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { LATTE_AND_MOCHA, downOf, payingMachine } from '../../test/pay-machines.js';
import { eventually } from '../../test/device-machines.js';
import { body } from '../../test/harness.js';
import { type AlipayEmulator, startAlipayEmulator } from '../../test/provider-emulators/alipay.js';
import { type WechatPayEmulator, startWechatPayEmulator } from '../../test/provider-emulators/wechat-pay.js';
import { listen } from '../../platform/wiring/index.js';
import { orders } from '../orders/index.js';
import { merchantOf } from './configs.js';
import { refundSettled } from './events.js';
import { expireUnpaid } from './payments.js';
import { queryOrderRefund, requestOrderRefund } from './refunds.js';
import { PAYMENT_STATE, PAY_REFUND_STATE, payCallbacks, payConfigs, payPayments, payRefunds } from './schema.js';
import { alipayProvider } from './alipay/provider.js';
import { wechatPayProvider } from './wechat-pay/provider.js';
import type { ProviderRefundResult } from './provider.js';

/**
 * WeChat Pay and Alipay end to end against local emulators of their APIs (test/provider-emulators),
 * which check our signatures and sign with their own test keys: a machine asks to pay, the
 * customer pays at the emulator, its notification reaches the notify URL, a refund is asked and
 * settled by notification. Forged, stale, tampered, misdirected, replayed and amount-mismatched
 * notifications are refused and change nothing. (The fee rule's property test is in
 * provider-vectors.test.ts.)
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;
let wx: WechatPayEmulator;
let ali: AlipayEmulator;
const MCHID = '1900009191';
const WX_APPID = 'wxd678efh567hg6787';
const ALI_APPID = '2021000117600000';
const ALI_PID = '2088621955000000';
const env = { wx: process.env['WECHATPAY_API_URL'], ali: process.env['ALIPAY_GATEWAY_URL'] };
const configIds = { wechatPay: 0, alipay: 0 };
const settled: Array<{ refundCode: string; result: ProviderRefundResult }> = [];

const api = async (method: 'GET' | 'POST', path: string, payload?: object) =>
  body<any>(await linked.app.inject({ method, url: path, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) })); // eslint-disable-line @typescript-eslint/no-explicit-any

async function demoConfig(payType: number) {
  const [row] = await db()
    .select()
    .from(payConfigs)
    .where(and(eq(payConfigs.orgId, linked.demoOrg), eq(payConfigs.payType, payType)));
  return row!;
}

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
  wx = await startWechatPayEmulator({ mchid: MCHID, appid: WX_APPID });
  ali = await startAlipayEmulator({ appId: ALI_APPID, pid: ALI_PID });
  process.env['WECHATPAY_API_URL'] = wx.url;
  process.env['ALIPAY_GATEWAY_URL'] = ali.url;
  listen(refundSettled, (_db, e) => {
    settled.push(e);
  });
  // The demo customer's WeChat Pay and Alipay sales move from the sandbox to the real providers, as an operator would.
  const common = { orgId: linked.demoOrg, status: '0', autoRefund: false, merchantName: 'Demo Coffee Co.', signType: 'RSA2', rate: 0.6 };
  const wechat = await api('POST', PAY_CONFIG_API.save, {
    ...common,
    id: (await demoConfig(1)).id,
    provider: 'wechatPay',
    payType: 1,
    appId: WX_APPID,
    merchantNo: MCHID,
    ...wx.settings,
  });
  expect(wechat.status, JSON.stringify(wechat)).toBe(1001);
  configIds.wechatPay = wechat.data.id;
  const alipay = await api('POST', PAY_CONFIG_API.save, {
    ...common,
    id: (await demoConfig(3)).id,
    provider: 'alipay',
    payType: 3,
    appId: ALI_APPID,
    merchantNo: ALI_PID,
    ...ali.settings,
  });
  expect(alipay.status, JSON.stringify(alipay)).toBe(1001);
  configIds.alipay = alipay.data.id;
});

afterAll(async () => {
  await wx?.close();
  await ali?.close();
  for (const [k, v] of [
    ['WECHATPAY_API_URL', env.wx],
    ['ALIPAY_GATEWAY_URL', env.ali],
  ] as const) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
});

const machine = () => payingMachine(db(), linked.url, linked.demoOrg, linked.machines);

async function askToPay(method: 'wechat_pay' | 'alipay', orderCode: string) {
  const { m } = await machine();
  await m.publish('pay-request', { orderCode, paymentMethod: method, amounts: { payment: 21, discount: 1 }, items: LATTE_AND_MOCHA });
  const pay = (await eventually(async () => downOf(m, 'pay', orderCode))).payload;
  const [order] = await db().select().from(orders).where(eq(orders.orderCode, orderCode));
  const [payment] = await db().select().from(payPayments).where(eq(payPayments.orderId, order!.id));
  return { m, pay, order: order!, payment: payment! };
}

/** The merchant settings of a configuration, keys decrypted, as the adapters get them. */
const merchantFor = async (id: number) => merchantOf((await db().select().from(payConfigs).where(eq(payConfigs.id, id)))[0]!)!;

const deliver = (n: { url: string; headers: Record<string, string>; body: string }, url = n.url) =>
  linked.app.inject({ method: 'POST', url: new URL(url).pathname, headers: n.headers, payload: n.body });

/** What a refused notification must leave as it was. */
async function snapshot(orderId: number) {
  const [order] = await db().select().from(orders).where(eq(orders.id, orderId));
  const [payment] = await db().select().from(payPayments).where(eq(payPayments.orderId, orderId));
  const callbacks = await db().select().from(payCallbacks);
  return {
    payStatus: order!.payStatus,
    fee: order!.feeAmount,
    received: order!.receivedAmount,
    payment: payment!.status,
    callbacks: callbacks.length,
  };
}

describe('payment configuration of the real providers', () => {
  it('stores the keys encrypted, answers them masked with the notify URL, and never answers a key', async () => {
    const detail = await api('GET', `${PAY_CONFIG_API.detail}?id=${configIds.wechatPay}`);
    const text = JSON.stringify(detail);
    for (const secret of [wx.settings.merchantKey, wx.settings.privateKey.slice(40, 80), wx.settings.platformKey.slice(40, 80)])
      expect(text).not.toContain(secret);
    expect(detail.data).toMatchObject({
      provider: 'wechatPay',
      certSerial: wx.settings.certSerial,
      platformSerial: wx.settings.platformSerial,
      merchantKeyMask: `••••${wx.settings.merchantKey.slice(-4)}`,
      privateKeyMask: expect.stringMatching(/^••••/),
      platformKeyMask: expect.stringMatching(/^••••/),
    });
    expect(detail.data.notifyUrl).toMatch(new RegExp(`/api/pay/notify/wechatPay/${configIds.wechatPay}$`));
    const alipay = await api('GET', `${PAY_CONFIG_API.detail}?id=${configIds.alipay}`);
    expect(alipay.data.notifyUrl).toMatch(/\/api\/pay\/notify\/alipay$/);
    expect(alipay.data.merchantKeyMask).toBeNull();
    const [row] = await db().select().from(payConfigs).where(eq(payConfigs.id, configIds.wechatPay));
    expect(row!.privateKeyEnc).not.toContain('PRIVATE KEY');
    expect(merchantOf(row!)?.privateKey).toBe(wx.settings.privateKey.trim());
  });

  it('refuses a provider’s configuration without its keys, with unreadable keys or a wrong APIv3 key, each next to its field', async () => {
    const base = { orgId: linked.demoOrg, status: '1', merchantName: 'Probe', appId: 'wxprobe', merchantNo: '1900000000', payType: 20 };
    const bare = await api('POST', PAY_CONFIG_API.save, { ...base, provider: 'wechatPay', signType: 'HMAC-SHA256' });
    expect(bare.status).toBe(400);
    expect(bare.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'certSerial',
      'merchantKey',
      'platformKey',
      'privateKey',
      'signType',
    ]);
    const short = await api('POST', PAY_CONFIG_API.save, {
      ...base,
      provider: 'wechatPay',
      signType: 'RSA2',
      ...wx.settings,
      merchantKey: 'too-short-apiv3-key',
    });
    expect(short.data.errors).toEqual([expect.objectContaining({ field: 'merchantKey', message: expect.stringMatching(/32-character/) })]);
    const unreadable = await api('POST', PAY_CONFIG_API.save, {
      ...base,
      provider: 'alipay',
      signType: 'RSA2',
      privateKey: 'MIIEvQIBADANBgkqhkiG9w0BAQEFAASC',
      platformKey: ali.settings.platformKey,
    });
    expect(unreadable.data.errors).toEqual([
      expect.objectContaining({ field: 'privateKey', message: expect.stringMatching(/cannot be read/) }),
    ]);
    // An update without keys keeps the stored ones.
    const kept = await api('POST', PAY_CONFIG_API.save, {
      ...base,
      id: configIds.alipay,
      provider: 'alipay',
      signType: 'RSA2',
      payType: 3,
      status: '0',
      appId: ALI_APPID,
      merchantNo: ALI_PID,
      rate: 0.6,
    });
    expect(kept.status, JSON.stringify(kept)).toBe(1001);
  });
});

describe('WeChat Pay API v3 through its emulator', () => {
  it('creates a Native payment, refuses forged notifications, pays once, refunds and settles the refund by notification', async () => {
    const code = `WX${Date.now()}`;
    const { m, pay, order, payment } = await askToPay('wechat_pay', code);
    expect(pay).toMatchObject({ ok: true });
    expect(pay['payUrl']).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    expect(wx.trade(payment.paymentCode)).toMatchObject({ total: 2100, state: 'NOTPAY' });
    expect(wx.trade(payment.paymentCode)!.notifyUrl).toMatch(new RegExp(`/api/pay/notify/wechatPay/${configIds.wechatPay}$`));
    const before = await snapshot(order.id);

    const forged = wx.pay(payment.paymentCode, { key: wx.forgerKey });
    const stale = wx.pay(payment.paymentCode, { at: String(Math.floor(Date.now() / 1000) - 600) });
    const wrongAmount = wx.pay(payment.paymentCode, { total: 1 });
    const real = wx.pay(payment.paymentCode);
    const tampered = { ...real, body: real.body.replace(/"ciphertext":"(.)/, (_s, c: string) => `"ciphertext":"${c === 'A' ? 'B' : 'A'}`) };
    const refusals = [
      await deliver(forged),
      await deliver(stale),
      await deliver(tampered),
      await deliver({ ...real, headers: { ...real.headers, 'Wechatpay-Serial': 'PUB_KEY_ID_OTHER' } }),
      // Sent to another configuration's notify URL: its keys do not open it.
      await deliver(real, real.url.replace(/\/\d+$/, `/${configIds.alipay}`)),
      await deliver(wrongAmount),
    ];
    expect(refusals.map((r) => r.statusCode)).toEqual([400, 400, 400, 400, 400, 400]);
    expect(refusals[5]!.json()).toMatchObject({ code: 'FAIL', message: expect.stringMatching(/amount differs/) });
    expect(await snapshot(order.id)).toEqual(before);

    const answers = await Promise.all([deliver(real), deliver(real)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => body<{ outcome: string }>(a).data.outcome).sort()).toEqual(['duplicate', 'handled']);
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    // 0.6 % of 21.00 is 12.6 cents: 13 cents, half up.
    expect(paid).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      receivedAmount: 21,
      feeAmount: 0.13,
      transactionCode: wx.trade(payment.paymentCode)!.transactionId,
    });
    await eventually(async () => downOf(m, 'paid', code));
    const afterPaid = await snapshot(order.id);
    expect((await deliver(real)).statusCode).toBe(200);
    expect(await snapshot(order.id)).toEqual(afterPaid);

    const refundCode = `RWX${Date.now()}`;
    expect(
      await requestOrderRefund(db(), { orderId: order.id, refundCode, amountCents: 1200, reason: 'Latte not dispensed' }),
    ).toMatchObject({ status: 'pending' });
    const forgedRefund = { ...wx.settleRefund(refundCode), body: '' };
    const refundNotice = wx.settleRefund(refundCode);
    expect((await deliver({ ...refundNotice, body: refundNotice.body.replace('REFUND.SUCCESS', 'REFUND.ABNORMAL') })).statusCode).toBe(400);
    expect(forgedRefund.body).toBe('');
    expect((await db().select().from(payRefunds).where(eq(payRefunds.refundCode, refundCode)))[0]!.status).toBe(PAY_REFUND_STATE.pending);
    expect((await deliver(refundNotice)).statusCode).toBe(200);
    expect((await db().select().from(payRefunds).where(eq(payRefunds.refundCode, refundCode)))[0]).toMatchObject({
      status: PAY_REFUND_STATE.success,
      amount: 12,
    });
    expect(settled.filter((s) => s.refundCode === refundCode)).toEqual([
      { refundCode, result: expect.objectContaining({ status: 'success' }) },
    ]);
    expect(await queryOrderRefund(db(), refundCode)).toMatchObject({ status: 'success' });
    // More than is left is refused by the provider.
    expect(
      await requestOrderRefund(db(), { orderId: order.id, refundCode: `${refundCode}B`, amountCents: 1000, reason: 'again' }),
    ).toMatchObject({ status: 'failed' });
  });

  it('closes an unpaid payment at WeChat Pay when it expires', async () => {
    const { payment } = await askToPay('wechat_pay', `WXE${Date.now()}`);
    await expireUnpaid(db(), new Date(Date.now() + 11 * 60_000));
    expect(wx.trade(payment.paymentCode)!.state).toBe('CLOSED');
    expect((await db().select().from(payPayments).where(eq(payPayments.id, payment.id)))[0]!.status).toBe(PAYMENT_STATE.closed);
  });

  it('adds a new joiner merchant as a receiver, shares part of a payment with it, reads it settled and takes it back', async () => {
    const { payment } = await askToPay('wechat_pay', `WXS${Date.now()}`);
    expect((await deliver(wx.pay(payment.paymentCode))).statusCode).toBe(200);
    const merchant = await merchantFor(configIds.wechatPay);
    const provider = wechatPayProvider();
    const shareCode = `SH${Date.now()}`;
    const asked = wx.seen.length;
    expect(wx.receivers.has('1900000109')).toBe(false);
    expect(
      await provider.requestShare(merchant, {
        paymentCode: payment.paymentCode,
        shareCode,
        receiverMerchantNo: '1900000109',
        receiverName: 'Joiner Café 加盟店',
        amountCents: 500,
      }),
    ).toMatchObject({ status: 'pending' });
    // Added before the share (the emulator refuses a share to a receiver not added), its name
    // encrypted with the platform key: the emulator opens it with the platform's private key.
    expect(wx.seen.slice(asked).filter((p) => p.startsWith('POST /v3/profitsharing'))).toEqual([
      'POST /v3/profitsharing/receivers/add',
      'POST /v3/profitsharing/orders',
    ]);
    expect(wx.receivers.get('1900000109')).toBe('Joiner Café 加盟店');
    // Without the platform key's id the name cannot be sent as WeChat Pay asks: refused, nothing shared.
    expect(
      await provider.requestShare(
        { ...merchant, platformSerial: null },
        { paymentCode: payment.paymentCode, shareCode: `${shareCode}X`, receiverMerchantNo: '1900000110', amountCents: 100 },
      ),
    ).toMatchObject({ status: 'failed', message: expect.stringMatching(/receiver/) });
    expect(wx.receivers.has('1900000110')).toBe(false);
    expect(await provider.queryShare(merchant, shareCode, payment.paymentCode)).toMatchObject({ status: 'success' });
    expect(await provider.reverseShare(merchant, { shareCode, reverseCode: `${shareCode}R`, amountCents: 200 })).toMatchObject({
      status: 'success',
    });
    expect(await provider.reverseShare(merchant, { shareCode, reverseCode: `${shareCode}R2`, amountCents: 400 })).toMatchObject({
      status: 'failed',
    });
    expect(wx.seen).toEqual(expect.arrayContaining(['POST /v3/profitsharing/orders', 'POST /v3/profitsharing/return-orders']));
  });

  it('refuses an answer the platform key did not sign', async () => {
    const merchant = { ...(await merchantFor(configIds.wechatPay)), platformKey: ali.settings.platformKey };
    await expect(wechatPayProvider().queryPayment(merchant, 'PAYUNKNOWN')).rejects.toThrow(/not signed/);
  });
});

describe('Alipay RSA2 through its emulator', () => {
  it('precreates a QR payment, refuses forged notifications, pays once, refunds and hears the refund', async () => {
    const code = `AL${Date.now()}`;
    const { m, pay, order, payment } = await askToPay('alipay', code);
    expect(pay).toMatchObject({ ok: true });
    expect(pay['payUrl']).toMatch(/^https:\/\/qr\.alipay\.com\//);
    const before = await snapshot(order.id);

    const forged = ali.pay(payment.paymentCode, { key: ali.forgerKey });
    const stale = ali.pay(payment.paymentCode, { at: new Date(Date.now() - 600_000) });
    const wrongAmount = ali.pay(payment.paymentCode, { total: 2000 });
    const real = ali.pay(payment.paymentCode);
    const refusals = [
      await deliver(forged),
      await deliver(stale),
      await deliver({ ...real, body: real.body.replace('total_amount=21.00', 'total_amount=0.01') }),
      await deliver({ ...real, body: real.body.replace('sign_type=RSA2', 'sign_type=RSA') }),
      await deliver(wrongAmount),
    ];
    // Anything but the text success is a refusal to Alipay (it sends again later).
    expect(refusals.map((r) => [r.body === 'success', body(r).status])).toEqual(Array(5).fill([false, 400]));
    expect(await snapshot(order.id)).toEqual(before);

    const answer = await deliver(real);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('success');
    expect((await deliver(real)).body).toBe('success');
    const [paid] = await db().select().from(orders).where(eq(orders.id, order.id));
    expect(paid).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      receivedAmount: 21,
      feeAmount: 0.13,
      transactionCode: ali.trade(payment.paymentCode)!.tradeNo,
    });
    await eventually(async () => downOf(m, 'paid', code));
    expect((await snapshot(order.id)).callbacks).toBe(before.callbacks + 1);

    const refundCode = `RAL${Date.now()}`;
    expect(await requestOrderRefund(db(), { orderId: order.id, refundCode, amountCents: 2100, reason: 'not dispensed' })).toMatchObject({
      status: 'success',
    });
    const refunded = await deliver(ali.refunded(refundCode));
    expect(refunded.body).toBe('success');
    expect((await db().select().from(payRefunds).where(eq(payRefunds.refundCode, refundCode)))[0]).toMatchObject({
      status: PAY_REFUND_STATE.success,
      amount: 21,
    });
    expect(await queryOrderRefund(db(), refundCode)).toMatchObject({ status: 'success' });
    expect(ali.seen).toEqual(
      expect.arrayContaining(['alipay.trade.precreate', 'alipay.trade.refund', 'alipay.trade.fastpay.refund.query']),
    );
  });

  it('closes an unscanned payment when it expires, and settles a share', async () => {
    const { payment } = await askToPay('alipay', `ALE${Date.now()}`);
    await expireUnpaid(db(), new Date(Date.now() + 11 * 60_000));
    expect((await db().select().from(payPayments).where(eq(payPayments.id, payment.id)))[0]!.status).toBe(PAYMENT_STATE.closed);

    const { payment: p2 } = await askToPay('alipay', `ALS${Date.now()}`);
    expect((await deliver(ali.pay(p2.paymentCode))).body).toBe('success');
    const merchant = await merchantFor(configIds.alipay);
    const provider = alipayProvider();
    const shareCode = `SA${Date.now()}`;
    const asked = ali.seen.length;
    expect(
      await provider.requestShare(merchant, {
        paymentCode: p2.paymentCode,
        shareCode,
        receiverMerchantNo: '2088000000000001',
        receiverName: 'Joiner Café',
        amountCents: 300,
      }),
    ).toMatchObject({ status: 'pending' });
    // The receiver is bound before the settlement (the emulator refuses to settle to one not bound).
    expect(ali.seen.slice(asked).filter((m) => m !== 'alipay.trade.query')).toEqual([
      'alipay.trade.royalty.relation.bind',
      'alipay.trade.order.settle',
    ]);
    expect(ali.bound.get('2088000000000001')).toBe('Joiner Café');
    expect(await provider.queryShare(merchant, shareCode, p2.paymentCode)).toMatchObject({ status: 'success' });
    // Alipay returns a settled share only within the refund of the trade: a reversal on its own is
    // answered refused (for a person to settle with the joiner), and nothing is asked of Alipay.
    const before = ali.seen.length;
    expect(await provider.reverseShare(merchant, { shareCode, reverseCode: `${shareCode}R`, amountCents: 100 })).toEqual({
      status: 'failed',
      message: expect.stringMatching(/only with the refund/),
    });
    expect(ali.seen.length).toBe(before);
  });
});

describe('phone (H5) payments', () => {
  it('asks WeChat Pay for an H5 link and signs an Alipay phone web payment link', async () => {
    const req = {
      paymentCode: `PH${Date.now()}`,
      amountCents: 1250,
      description: 'Latte',
      notifyUrl: 'https://example.com/n',
      expiresAt: new Date(Date.now() + 600_000),
      scene: 'h5' as const,
      clientIp: '203.0.113.7',
    };
    const wechat = await wechatPayProvider().createPayment(await merchantFor(configIds.wechatPay), req);
    // WeChat Pay's cashier for phones (the emulator serves it at its own address).
    expect(wechat.payUrl).toMatch(/\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
    expect(wx.seen).toContain('POST /v3/pay/transactions/h5');
    const alipay = await alipayProvider().createPayment(await merchantFor(configIds.alipay), req);
    const params = ali.openLink(alipay.payUrl);
    expect(params).toMatchObject({ method: 'alipay.trade.wap.pay', app_id: ALI_APPID, notify_url: 'https://example.com/n' });
    expect(JSON.parse(params!['biz_content']!)).toMatchObject({
      out_trade_no: req.paymentCode,
      total_amount: '12.50',
      product_code: 'QUICK_WAP_WAY',
    });
    expect(ali.openLink(alipay.payUrl.replace('12.50', '0.01'))).toBeNull();
  });
});
