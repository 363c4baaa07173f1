// Runs on both engines: payments through a live device link, money in cents
import { PAY_API, PAY_CONFIG_API, PAY_CONFIG_PERMS, PAY_STATUS, SHIP_STATUS, ORDER_STATUS, ABNORMAL_STATUS } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { LATTE_AND_MOCHA, deliverThrough, downOf, payingMachine } from '../../test/pay-machines.js';
import { type TestMachine, eventually } from '../../test/device-machines.js';
import { grantToRole, orgIdByCode } from '../../test/fixtures.js';
import { HARBOR_MAINTENANCE_ROLE } from '../roles/index.js';
import { body } from '../../test/harness.js';
import { goodsDeviceStates, goodsPackages } from '../goods-deploy/index.js';
import { listen } from '../../platform/wiring/index.js';
import { type DispensedOrder, ordersDispensed, orderItems, orders } from '../orders/index.js';
import { merchantOf } from './configs.js';
import { expireUnpaid } from './payments.js';
import { refundSettled } from './events.js';
import { requestOrderRefund, queryOrderRefund } from './refunds.js';
import { PAYMENT_STATE, payCallbacks, payConfigs, payPayments } from './schema.js';
import { deliverDueNotices, type NoticeSender, sandboxTick } from './sandbox/ledger.js';
import { sbxNotifies, sbxPayments } from './sandbox/schema.js';
import { SBX_HEADERS, sandboxSignature } from './sandbox/signature.js';
import type { ProviderRefundResult } from './provider.js';

/**
 * The pay flow end to end: a machine over MQTT asks for a payment, the customer pays on the
 * sandbox's page, the sandbox's signed notification reaches the notify URL, the machine hears
 * "paid", dispenses and reports. The gateway writes asynchronously, so this file has a database
 * of its own (no per-test rollback) and every machine its own code.
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
});

const machine = (orgId = linked.demoOrg) => payingMachine(db(), linked.url, orgId, linked.machines);

const cart = (orderCode: string, paymentMethod = 'wechat_pay') => ({
  orderCode,
  paymentMethod,
  amounts: { payment: 21, discount: 1 },
  items: LATTE_AND_MOCHA,
});

async function askToPay(m: TestMachine, orderCode: string, method = 'wechat_pay') {
  await m.publish('pay-request', cart(orderCode, method));
  return (await eventually(async () => downOf(m, 'pay', orderCode))).payload;
}

const orderOf = async (code: string) => (await db().select().from(orders).where(eq(orders.orderCode, code)))[0]!;

/** Delivers through the server's own notify route, as the running sandbox does. */
const inject = deliverThrough(linked);

/** Captures the notifications instead of delivering them. */
function capture(): { send: NoticeSender; sent: Array<{ url: string; headers: Record<string, string>; body: string }> } {
  const sent: Array<{ url: string; headers: Record<string, string>; body: string }> = [];
  return {
    sent,
    send: async (to, headers, payload) => {
      sent.push({ url: to, headers, body: payload });
      return true;
    },
  };
}

const providerNoOf = (payUrl: string) => new URL(payUrl).pathname.split('/').pop()!;

async function payOnPage(payUrl: string) {
  const res = await linked.app.inject({ method: 'POST', url: new URL(payUrl).pathname, payload: { action: 'pay' } });
  expect(res.statusCode).toBe(303);
}

/** The order asked for by the machine, paid on the sandbox page: the notice the sandbox would send, captured. */
async function paidNotice(m: TestMachine, code: string) {
  const pay = await askToPay(m, code);
  await payOnPage(pay['payUrl'] as string);
  const c = capture();
  await deliverDueNotices(db(), c.send);
  return c.sent.find((s) => s.body.includes(providerNoOf(pay['payUrl'] as string)))!;
}

const notifyPath = `${PAY_API.notify}/sandbox`;
const post = (headers: Record<string, string>, payload: string) => linked.app.inject({ method: 'POST', url: notifyPath, headers, payload });

describe('the pay flow', () => {
  it('creates the unpaid order with its items, pays once on the sandbox page, tells the machine, and stores its dispense', async () => {
    const { m } = await machine();
    const code = `PF${Date.now()}`;
    const pay = await askToPay(m, code);
    expect(pay).toMatchObject({ ok: true, orderCode: code });
    const order = await orderOf(code);
    expect(order).toMatchObject({
      payStatus: PAY_STATUS.unpaid.code,
      shipStatus: SHIP_STATUS.notShipped.code,
      status: ORDER_STATUS.new.code,
      payType: 1,
    });
    expect(order.expiresAt!.getTime() - Date.now()).toBeGreaterThan(9 * 60_000);
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(items.find((i) => i.goodsCode === 'LATTE')?.tastes).toEqual([{ category: 'Sugar', option: 'Less' }]);

    // The page in the customer's language, without script.
    const page = await linked.app.inject({ method: 'GET', url: new URL(pay['payUrl'] as string).pathname + '?lang=zh' });
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('沙箱支付');
    expect(page.body).toContain('21.00');
    expect(page.body).not.toMatch(/<script/i);

    await payOnPage(pay['payUrl'] as string);
    await sandboxTick(db(), inject);
    expect(await orderOf(code)).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      transactionCode: providerNoOf(pay['payUrl'] as string),
      receivedAmount: 21,
    });
    await eventually(async () => downOf(m, 'paid', code));

    await m.publish('order', {
      orderCode: code,
      paymentMethod: 'wechat_pay',
      amounts: { payment: 21, received: 21 },
      items: [
        { goodsCode: 'LATTE', goodsName: 'Latte', cupSize: 'L', quantity: 1, price: 12, amount: 12, dispense: 'success' },
        { goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 1, price: 10, amount: 10, dispense: 'success' },
      ],
    });
    await eventually(async () => downOf(m, 'order-ack', code));
    const done = await orderOf(code);
    expect(done).toMatchObject({
      status: ORDER_STATUS.completed.code,
      shipStatus: SHIP_STATUS.success.code,
      payStatus: PAY_STATUS.paid.code,
      abnormalStatus: 0,
    });
    const after = await db().select().from(orderItems).where(eq(orderItems.orderId, order.id));
    expect(after.map((i) => i.dispense)).toEqual(['success', 'success']);
  });

  it('answers a repeated pay-request with the same link, and refuses offline payment methods and customers without a config', async () => {
    const { m } = await machine();
    const code = `PR${Date.now()}`;
    const first = await askToPay(m, code);
    m.received.length = 0;
    const again = await askToPay(m, code);
    expect(again['payUrl']).toBe(first['payUrl']);
    expect(await askToPay(m, `PC${Date.now()}`, 'cash')).toMatchObject({ ok: false, reason: 'notOnline' });
    await db()
      .update(payConfigs)
      .set({ status: '1' })
      .where(and(eq(payConfigs.orgId, linked.demoOrg), eq(payConfigs.payType, 3)));
    try {
      expect(await askToPay(m, `PA${Date.now()}`, 'alipay')).toMatchObject({ ok: false, reason: 'noPayConfig' });
    } finally {
      await db()
        .update(payConfigs)
        .set({ status: '0' })
        .where(and(eq(payConfigs.orgId, linked.demoOrg), eq(payConfigs.payType, 3)));
    }
  });

  it('refuses a cart of goods the machine’s running package does not sell', async () => {
    const { id, m } = await machine();
    const slot = (productCode: string, status: number) => ({ slotNo: status + 1, productCode, status }) as unknown as never;
    await db()
      .insert(goodsPackages)
      .values({ deviceId: id, version: 1, content: { goods: [slot('LATTE', 0), slot('MOCHA', 1)] } });
    await db().insert(goodsDeviceStates).values({ deviceId: id, targetVersion: 1, runningVersion: 1 });
    // Mocha is off sale in the package it runs.
    expect(await askToPay(m, `PG${Date.now()}`)).toMatchObject({ ok: false, reason: 'goodsNotDeployed' });
    const code = `PG${Date.now()}L`;
    await m.publish('pay-request', { ...cart(code), amounts: { payment: 12, discount: 0 }, items: [cart(code).items[0]] });
    expect((await eventually(async () => downOf(m, 'pay', code))).payload).toMatchObject({ ok: true });
  });

  it('pays once when the notification arrives three times', async () => {
    const { m } = await machine();
    const code = `P3${Date.now()}`;
    const pay = await askToPay(m, code);
    await payOnPage(pay['payUrl'] as string);
    const c = capture();
    await deliverDueNotices(db(), c.send);
    const mine = c.sent.filter((s) => s.body.includes(providerNoOf(pay['payUrl'] as string)));
    expect(mine).toHaveLength(1);
    const answers = await Promise.all([1, 2, 3].map(() => post(mine[0]!.headers, mine[0]!.body)));
    expect(answers.map((a) => body<{ code: string; outcome: string }>(a).data.code)).toEqual(['SUCCESS', 'SUCCESS', 'SUCCESS']);
    expect(answers.map((a) => body<{ outcome: string }>(a).data.outcome).sort()).toEqual(['duplicate', 'duplicate', 'handled']);
    const notifyId = mine[0]!.headers[SBX_HEADERS.notifyId]!;
    expect(await db().select().from(payCallbacks).where(eq(payCallbacks.notifyId, notifyId))).toHaveLength(1);
    await eventually(async () => downOf(m, 'paid', code));
    expect(m.received.filter((r) => r.kind === 'paid' && r.payload['orderCode'] === code)).toHaveLength(1);
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.paid.code);
  });

  it('refuses a forged, a tampered and a replayed notification, and nothing changes', async () => {
    const { m } = await machine();
    const code = `PX${Date.now()}`;
    const real = await paidNotice(m, code);
    const ts = real.headers[SBX_HEADERS.timestamp]!;
    const id = real.headers[SBX_HEADERS.notifyId]!;
    const forged = { ...real.headers, [SBX_HEADERS.signature]: sandboxSignature('not-the-merchant-key', ts, id, real.body) };
    const tampered = real.body.replace(/"amountCents":\d+/, '"amountCents":1');
    const old = String(Number(ts) - 3600);
    const replayedLater = { ...real.headers, [SBX_HEADERS.timestamp]: old };
    for (const [headers, payload] of [
      [forged, real.body],
      [real.headers, tampered],
      [replayedLater, real.body],
      [{ 'content-type': 'application/json' }, real.body],
    ] as const) {
      const res = await post(headers, payload);
      expect(body(res).status).toBe(400);
    }
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.unpaid.code);
    expect(await db().select().from(payCallbacks).where(eq(payCallbacks.notifyId, id))).toHaveLength(0);
    expect(downOf(m, 'paid', code)).toBeUndefined();
    // The real one still pays.
    expect(body<{ code: string }>(await post(real.headers, real.body)).data.code).toBe('SUCCESS');
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.paid.code);
  });

  it('refuses a well-signed payment notice that tells of no payment made, of none at a real time or of another amount, and the order stays unpaid', async () => {
    const { m } = await machine();
    const code = `PS${Date.now()}`;
    const real = await paidNotice(m, code);
    const notice = JSON.parse(real.body) as Record<string, unknown>;
    const [config] = await db()
      .select()
      .from(payConfigs)
      .where(eq(payConfigs.merchantNo, String(notice['merchantNo'])));
    const key = merchantOf(config!)!.key;
    const variants = [
      { status: 'failed' },
      { status: 'closed' },
      { paidAt: 'not a time' },
      { paidAt: 12 },
      { amountCents: '1' },
      { amountCents: 1 },
    ];
    for (const [i, change] of variants.entries()) {
      const payload = JSON.stringify({ ...notice, ...change });
      const ts = String(Math.floor(Date.now() / 1000));
      const id = `signed-${code}-${i}`;
      const headers = {
        ...real.headers,
        [SBX_HEADERS.timestamp]: ts,
        [SBX_HEADERS.notifyId]: id,
        [SBX_HEADERS.signature]: sandboxSignature(key, ts, id, payload),
      };
      const res = await post(headers, payload);
      expect(res.statusCode, JSON.stringify(change)).toBeLessThan(500);
      expect(body(res).status, JSON.stringify(change)).toBe(400);
    }
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.unpaid.code);
    expect(downOf(m, 'paid', code)).toBeUndefined();
    // The notice as the provider sent it still pays.
    expect(body<{ code: string }>(await post(real.headers, real.body)).data.code).toBe('SUCCESS');
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.paid.code);
  });

  it('takes a payment made after ours closed: the order is paid and abnormal, and the machine is not told to dispense', async () => {
    const { m } = await machine();
    const code = `PL${Date.now()}`;
    const real = await paidNotice(m, code);
    const order = await orderOf(code);
    // Our side closed the payment (its time was up) before the provider's notice of the payment arrived.
    await db().update(payPayments).set({ status: PAYMENT_STATE.closed }).where(eq(payPayments.orderId, order.id));
    expect(body<{ code: string }>(await post(real.headers, real.body)).data.code).toBe('SUCCESS');
    expect(await orderOf(code)).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      abnormalStatus: ABNORMAL_STATUS.open.code,
      abnormalReason: 'paidAfterExpiry',
    });
    const [payment] = await db().select().from(payPayments).where(eq(payPayments.orderId, order.id));
    expect(payment!.status).toBe(PAYMENT_STATE.paid);
    expect(downOf(m, 'paid', code)).toBeUndefined();
  });

  it('keeps each configuration’s key when two customers name one merchant number: neither refuses the other’s notices', async () => {
    const harborOrg = await orgIdByCode(db(), 'HARBOR');
    const wechatOf = async (orgId: number) =>
      (
        await db()
          .select()
          .from(payConfigs)
          .where(and(eq(payConfigs.orgId, orgId), eq(payConfigs.payType, 1)))
      )[0]!;
    const [demoConfig, harborConfig] = [await wechatOf(linked.demoOrg), await wechatOf(harborOrg)];
    // Harbor's configuration names Demo's merchant number, with a key of its own.
    await db().update(payConfigs).set({ merchantNo: demoConfig.merchantNo }).where(eq(payConfigs.id, harborConfig.id));
    try {
      const [demoMachine, harborMachine] = [await machine(), await machine(harborOrg)];
      const [demoCode, harborCode] = [`PN${Date.now()}D`, `PN${Date.now()}H`];
      // Demo asks first, Harbor second: the second must not take over the first's key.
      const demoPay = await askToPay(demoMachine.m, demoCode);
      const harborPay = await askToPay(harborMachine.m, harborCode);
      await payOnPage(demoPay['payUrl'] as string);
      await payOnPage(harborPay['payUrl'] as string);
      await sandboxTick(db(), inject);
      expect((await orderOf(demoCode)).payStatus).toBe(PAY_STATUS.paid.code);
      expect((await orderOf(harborCode)).payStatus).toBe(PAY_STATUS.paid.code);
    } finally {
      await db().update(payConfigs).set({ merchantNo: harborConfig.merchantNo }).where(eq(payConfigs.id, harborConfig.id));
    }
  });

  it('retries a notification that was not answered with success', async () => {
    const { m } = await machine();
    const code = `PT${Date.now()}`;
    const pay = await askToPay(m, code);
    await payOnPage(pay['payUrl'] as string);
    const providerNo = providerNoOf(pay['payUrl'] as string);
    await deliverDueNotices(db(), async () => false);
    const [n] = (await db().select().from(sbxNotifies)).filter((r) => r.body.includes(providerNo));
    expect(n).toMatchObject({ attempts: 1, deliveredAt: null });
    expect(n!.nextAt.getTime()).toBeGreaterThan(Date.now());
    await deliverDueNotices(db(), inject, new Date(Date.now() + 60_000));
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.paid.code);
  });

  it('expires an unpaid order after 10 minutes: the payment closes, the machine is told, the page can no longer pay', async () => {
    const { m } = await machine();
    const code = `PE${Date.now()}`;
    const pay = await askToPay(m, code);
    expect(await expireUnpaid(db(), new Date(Date.now() + 5 * 60_000))).toBe(0);
    expect(await expireUnpaid(db(), new Date(Date.now() + 11 * 60_000))).toBeGreaterThanOrEqual(1);
    await eventually(async () => downOf(m, 'pay-closed', code));
    const order = await orderOf(code);
    expect(order).toMatchObject({ payStatus: PAY_STATUS.unpaid.code, shipStatus: SHIP_STATUS.notShipped.code });
    const [payment] = await db().select().from(payPayments).where(eq(payPayments.orderId, order.id));
    expect(payment!.status).toBe(PAYMENT_STATE.closed);
    const providerNo = providerNoOf(pay['payUrl'] as string);
    expect((await db().select().from(sbxPayments).where(eq(sbxPayments.providerNo, providerNo)))[0]!.status).toBe('closed');
    await payOnPage(pay['payUrl'] as string);
    const page = await linked.app.inject({ method: 'GET', url: new URL(pay['payUrl'] as string).pathname });
    expect(page.body).toContain('data-state="closed"');
    await sandboxTick(db(), inject);
    expect((await orderOf(code)).payStatus).toBe(PAY_STATUS.unpaid.code);
  });

  it('makes an order reported as dispensed but never paid abnormal', async () => {
    const { m } = await machine();
    const code = `PU${Date.now()}`;
    await askToPay(m, code);
    await m.publish('order', {
      orderCode: code,
      paymentMethod: 'wechat_pay',
      amounts: { payment: 21, received: 21 },
      items: [
        { goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 12, amount: 12, dispense: 'success' },
        { goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 1, price: 10, amount: 10, dispense: 'success' },
      ],
    });
    await eventually(async () => downOf(m, 'order-ack', code));
    expect(await orderOf(code)).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.open.code, payStatus: PAY_STATUS.unpaid.code });
  });

  it('refunds through the provider asynchronously, and an offline order at once', async () => {
    const { m } = await machine();
    const code = `PF${Date.now()}R`;
    const pay = await askToPay(m, code);
    await payOnPage(pay['payUrl'] as string);
    await sandboxTick(db(), inject);
    const order = await orderOf(code);
    const heard: Array<[string, ProviderRefundResult]> = [];
    listen(refundSettled, (_db, { refundCode, result }) => {
      heard.push([refundCode, result]);
    });
    const refundCode = `RF${Date.now()}`;
    expect(await requestOrderRefund(db(), { orderId: order.id, refundCode, amountCents: 1000, reason: 'test' })).toMatchObject({
      status: 'pending',
    });
    // Asked twice with the same code: the same refund.
    expect(await requestOrderRefund(db(), { orderId: order.id, refundCode, amountCents: 1000, reason: 'test' })).toMatchObject({
      status: 'pending',
    });
    expect(await queryOrderRefund(db(), refundCode)).toMatchObject({ status: 'pending' });
    await sandboxTick(db(), inject, new Date(Date.now() + 5000));
    expect(heard.filter(([c]) => c === refundCode)).toEqual([[refundCode, expect.objectContaining({ status: 'success' })]]);
    // More than is left is refused by the provider.
    expect(
      await requestOrderRefund(db(), { orderId: order.id, refundCode: `${refundCode}B`, amountCents: 1200, reason: 'test' }),
    ).toMatchObject({ status: 'failed' });
    expect(
      await requestOrderRefund(db(), { orderId: 2_000_000_000, refundCode: `${refundCode}C`, amountCents: 100, reason: 'cash' }),
    ).toEqual({ status: 'success' });
  });
});

describe('fees and discounts of orders paid online', () => {
  it('an online payment carries the fee of its configuration’s rate (rate × received, half up to the cent); a machine-paid order keeps its own', async () => {
    const { m } = await machine();
    const [config] = await db()
      .select({ rate: payConfigs.rate })
      .from(payConfigs)
      .where(and(eq(payConfigs.orgId, linked.demoOrg), eq(payConfigs.payType, 1), eq(payConfigs.status, '0')));
    expect(config!.rate).toBe(0.6);
    // 0.6 % of 12.50 is 0.075: half up, 0.08.
    const code = `FE${Date.now()}`;
    await m.publish('pay-request', {
      orderCode: code,
      paymentMethod: 'wechat_pay',
      amounts: { payment: 12.5, discount: 1 },
      discounts: { coupon: 1 },
      items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 13.5, amount: 13.5 }],
    });
    const pay = (await eventually(async () => downOf(m, 'pay', code))).payload;
    expect(pay).toMatchObject({ ok: true });
    expect(await orderOf(code)).toMatchObject({ discountAmount: 1, couponDiscount: 1, feeAmount: 0 });
    await payOnPage(pay['payUrl'] as string);
    await sandboxTick(db(), inject);
    expect(await orderOf(code)).toMatchObject({ payStatus: PAY_STATUS.paid.code, receivedAmount: 12.5, feeAmount: 0.08 });
    await eventually(async () => downOf(m, 'paid', code));
    // The dispense report's fee does not replace the provider's.
    await m.publish('order', {
      orderCode: code,
      paymentMethod: 'wechat_pay',
      amounts: { payment: 12.5, received: 12.5, fee: 0, discount: 1 },
      discounts: { coupon: 1 },
      items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 13.5, amount: 13.5, dispense: 'success' }],
    });
    await eventually(async () => downOf(m, 'order-ack', code));
    expect(await orderOf(code)).toMatchObject({ status: ORDER_STATUS.completed.code, feeAmount: 0.08, couponDiscount: 1 });

    const cash = `FC${Date.now()}`;
    await m.publish('order', {
      orderCode: cash,
      paymentMethod: 'wechat_pay',
      amounts: { payment: 12.5, received: 12.5, fee: 0.05 },
      items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 12.5, amount: 12.5, dispense: 'success' }],
    });
    await eventually(async () => downOf(m, 'order-ack', cash));
    expect(await orderOf(cash)).toMatchObject({ payStatus: PAY_STATUS.paid.code, feeAmount: 0.05 });
  });

  it('a pay-request without discount kinds takes them from the dispense report', async () => {
    const { m } = await machine();
    const code = `DK${Date.now()}`;
    const pay = await askToPay(m, code);
    await payOnPage(pay['payUrl'] as string);
    await sandboxTick(db(), inject);
    await eventually(async () => downOf(m, 'paid', code));
    expect(await orderOf(code)).toMatchObject({ discountAmount: 1, limitedTimeDiscount: 0, feeAmount: 0.13 });
    await m.publish('order', {
      orderCode: code,
      paymentMethod: 'wechat_pay',
      amounts: { payment: 21, received: 21, discount: 1 },
      discounts: { limitedTime: 1 },
      items: [
        { goodsCode: 'LATTE', goodsName: 'Latte', cupSize: 'L', quantity: 1, price: 12, amount: 12, dispense: 'success' },
        { goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 1, price: 10, amount: 10, dispense: 'success' },
      ],
    });
    await eventually(async () => downOf(m, 'order-ack', code));
    expect(await orderOf(code)).toMatchObject({ discountAmount: 1, limitedTimeDiscount: 1, couponDiscount: 0 });
  });
});

describe('dispense results reach the orders area', () => {
  it('tells the listeners of pay-flow and direct orders once, with their payment type; a direct order keeps its tastes', async () => {
    const heard: DispensedOrder[] = [];
    listen(ordersDispensed, (_db, list) => {
      heard.push(...list);
    });
    const { m } = await machine();
    const paidCode = `PL${Date.now()}`;
    const pay = await askToPay(m, paidCode, 'alipay');
    await payOnPage(pay['payUrl'] as string);
    await sandboxTick(db(), inject);
    await eventually(async () => downOf(m, 'paid', paidCode));
    const result = {
      paymentMethod: 'alipay',
      amounts: { payment: 21, received: 21 },
      items: [
        { goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 12, amount: 12, dispense: 'failed' },
        { goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 1, price: 10, amount: 10, dispense: 'success' },
      ],
    };
    // Reported twice (no ack heard): stored once.
    await m.publish('order', { orderCode: paidCode, ...result });
    await m.publish('order', { orderCode: paidCode, ...result });
    const cashCode = `PK${Date.now()}`;
    await m.publish('order', {
      orderCode: cashCode,
      paymentMethod: 'cash',
      amounts: { payment: 12, received: 12 },
      items: [
        {
          goodsCode: 'LATTE',
          goodsName: 'Latte',
          tastes: [{ category: 'Milk', option: 'Oat' }],
          quantity: 1,
          price: 12,
          amount: 12,
          dispense: 'success',
        },
      ],
    });
    await eventually(
      async () =>
        m.received.filter((r) => r.kind === 'order-ack' && r.payload['orderCode'] === paidCode).length >= 2 &&
        downOf(m, 'order-ack', cashCode),
    );
    const paid = await orderOf(paidCode);
    const cash = await orderOf(cashCode);
    expect(paid).toMatchObject({ status: ORDER_STATUS.partlyDispensed.code, shipStatus: SHIP_STATUS.failed.code, payType: 3 });
    expect(cash).toMatchObject({ payType: 4, payStatus: PAY_STATUS.paid.code });
    const [cashItem] = await db().select().from(orderItems).where(eq(orderItems.orderId, cash.id));
    expect(cashItem!.tastes).toEqual([{ category: 'Milk', option: 'Oat' }]);
    await eventually(async () => heard.some((h) => h.orderId === cash.id));
    expect(heard.filter((h) => h.orderId === paid.id)).toEqual([
      { orderId: paid.id, orgId: paid.orgId, status: ORDER_STATUS.partlyDispensed.code, payType: 3 },
    ]);
    expect(heard.filter((h) => h.orderId === cash.id)).toEqual([
      { orderId: cash.id, orgId: cash.orgId, status: ORDER_STATUS.completed.code, payType: 4 },
    ]);
  });
});

describe('payment configuration', () => {
  const api = async (method: 'GET' | 'POST', path: string, payload?: object) =>
    body<any>(await linked.app.inject({ method, url: path, headers: { token, lang: 'en' }, ...(payload ? { payload } : {}) })); // eslint-disable-line @typescript-eslint/no-explicit-any
  const KEY = 'merchant-secret-key-98761234';
  const config = (over: object = {}) => ({
    orgId: linked.demoOrg,
    provider: 'sandbox',
    payType: 15,
    status: '1',
    merchantName: 'Key probe',
    appId: 'app-probe',
    merchantNo: 'no-probe',
    merchantKey: KEY,
    ...over,
  });

  it('never answers a key, stores it encrypted, shows it masked and keeps it when saved without one', async () => {
    const saved = await api('POST', PAY_CONFIG_API.save, config());
    expect(saved.status).toBe(1001);
    expect(JSON.stringify(saved)).not.toContain(KEY);
    expect(saved.data.merchantKeyMask).toBe('••••1234');
    const id = saved.data.id as number;
    const [row] = await db().select().from(payConfigs).where(eq(payConfigs.id, id));
    expect(row!.merchantKeyEnc).not.toContain(KEY);
    expect(row!.merchantKeyEnc).not.toContain(Buffer.from(KEY).toString('base64').slice(0, 12));
    const list = await api('GET', `${PAY_CONFIG_API.list}?limit=100`);
    const detail = await api('GET', `${PAY_CONFIG_API.detail}?id=${id}`);
    for (const answer of [list, detail]) expect(JSON.stringify(answer)).not.toContain(KEY);
    const { merchantKey: _, ...withoutKey } = config();
    const again = await api('POST', PAY_CONFIG_API.save, { ...withoutKey, id, merchantName: 'Renamed' });
    expect(again.data).toMatchObject({ merchantName: 'Renamed', merchantKeyMask: '••••1234' });
    const [after] = await db().select().from(payConfigs).where(eq(payConfigs.id, id));
    expect(after!.merchantKeyEnc).toBe(row!.merchantKeyEnc);
    // One that took payments is disabled, not deleted.
    const [demoWechat] = await db()
      .select()
      .from(payConfigs)
      .where(and(eq(payConfigs.orgId, linked.demoOrg), eq(payConfigs.payType, 1)));
    expect((await api('POST', PAY_CONFIG_API.remove, { ids: [demoWechat!.id] })).result).toMatch(/took payments/);
    expect((await api('POST', PAY_CONFIG_API.remove, { ids: [id] })).status).toBe(1001);
    // Another customer's account learns nothing of it: not found, never "took payments".
    await grantToRole(db(), HARBOR_MAINTENANCE_ROLE, Object.values(PAY_CONFIG_PERMS));
    const harborToken = await signIn(linked.app, 'harbor', 'harbor123');
    const foreign = body(
      await linked.app.inject({
        method: 'POST',
        url: PAY_CONFIG_API.remove,
        headers: { token: harborToken, lang: 'en' },
        payload: { ids: [demoWechat!.id] },
      }),
    );
    expect(foreign.status).toBe(404);
    expect(await db().select().from(payConfigs).where(eq(payConfigs.id, demoWechat!.id))).toHaveLength(1);
    // A new configuration needs its key, next to the field.
    const missing = await api('POST', PAY_CONFIG_API.save, withoutKey);
    expect(missing.data.errors).toEqual([expect.objectContaining({ field: 'merchantKey' })]);
  });

  it('keeps one enabled provider per customer and payment type, also when fifty enables race', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 50; i++)
      ids.push((await api('POST', PAY_CONFIG_API.save, config({ payType: 16, merchantNo: `race-${i}` }))).data.id as number);
    const answers = await Promise.all(ids.map((id) => api('POST', PAY_CONFIG_API.changeStatus, { id, status: '0' })));
    expect(answers.filter((a) => a.status === 1001)).toHaveLength(1);
    const losers = answers.filter((a) => a.status !== 1001);
    expect(losers).toHaveLength(49);
    for (const l of losers) {
      expect(l.status).toBe(400);
      expect(l.data.errors).toEqual([{ field: 'status', message: expect.stringMatching(/already has an enabled provider/) }]);
    }
    const enabled = await db()
      .select()
      .from(payConfigs)
      .where(and(eq(payConfigs.payType, 16), eq(payConfigs.status, '0')));
    expect(enabled).toHaveLength(1);
    // A real provider's configuration cannot be saved without the keys it signs and checks with.
    const wechat = await api('POST', PAY_CONFIG_API.save, config({ provider: 'wechatPay', payType: 17, status: '0' }));
    expect(wechat.data.errors.map((e: { field: string }) => e.field)).toEqual(
      expect.arrayContaining(['privateKey', 'platformKey', 'certSerial']),
    );
  });
});
