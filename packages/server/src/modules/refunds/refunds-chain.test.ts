// Runs on both engines: a refund through the device link and the provider, money in cents
import {
  ABNORMAL_STATUS,
  DATA_SCOPES,
  MENU_API,
  ORDER_API,
  type OrderDetail,
  type MenuRow,
  ORDER_STATUS,
  PAY_CONFIG_API,
  PAY_CONFIG_STATUS,
  PAY_STATUS,
  type PayConfigRow,
  REFUND_API,
  REFUND_PERMS,
  REFUND_RECORD_STATUS,
  REFUND_STATUS,
  ROLE_API,
  type RefundRecord,
  type RefundableOrder,
  USER_API,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn, useLinkedApp } from '../../test/linked-app.js';
import { LATTE_AND_MOCHA, deliverThrough, downOf, payingMachine } from '../../test/pay-machines.js';
import { eventually } from '../../test/device-machines.js';
import { PAY_REFUND_STATE, payRefunds, sandboxTick, settleDueRefunds } from '../../test/pay-flow.js';
import { orders } from '../orders/index.js';
import { salesDaily, settleSales } from '../reports/index.js';
import { payPayments } from '../payments/index.js';
import { refunds } from './schema.js';

/*
 * The chain from a customer's payment to the money coming back, with nothing stood in for: a
 * machine over MQTT asks for a payment, the customer pays on the sandbox provider's page, its
 * signed notification reaches the notify URL, the machine dispenses (or fails to) and reports;
 * refunds go to the sandbox provider and settle when its refund notification is delivered. The
 * demo customer's seeded sandbox configuration (WeChat Pay, auto-refund on) takes the payments;
 * auto-refund is switched through the payment configuration routes. The gateway writes
 * asynchronously, so this file has a database of its own and every machine its own code.
 */
const linked = useLinkedApp();
const db = linked.db;
let adminToken: string;

beforeAll(async () => {
  adminToken = await signIn(linked.app, 'admin', 'admin123');
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever the route answers
type Envelope<T = any> = { status: number; data: T; result?: unknown };
async function call<T>(token: string, method: 'GET' | 'POST', url: string, payload?: object, lang = 'en'): Promise<Envelope<T>> {
  const res = await linked.app.inject({ method, url, headers: { token, lang }, ...(payload ? { payload } : {}) });
  return res.json() as Envelope<T>;
}

const machine = () => payingMachine(db(), linked.url, linked.demoOrg, linked.machines);

/** A Latte (12.00) and a Mocha (10.00), 1.00 off: 21.00 to pay by WeChat Pay. */
const ITEMS = LATTE_AND_MOCHA;
const PAID = 21;

/** The server's own notify route answers the sandbox's notifications, as the running sandbox delivers them. */
const deliver = deliverThrough(linked);
/** The sandbox's background turn a few seconds on: refunds due settle, notifications go out. */
const sandboxLater = () => sandboxTick(db(), deliver, new Date(Date.now() + 5000));

const orderOf = async (code: string) => (await db().select().from(orders).where(eq(orders.orderCode, code)))[0]!;
const refundsOf = (orderId: number) => db().select().from(refunds).where(eq(refunds.orderId, orderId));
/** The device's day of sales in the roll-up (a new machine sells on one day only). */
const salesDayOf = async (deviceId: number) => {
  await settleSales(db());
  const rows = await db().select().from(salesDaily).where(eq(salesDaily.deviceId, deviceId));
  expect(rows).toHaveLength(1);
  return { orderCount: rows[0]!.orderCount, amount: Number(rows[0]!.amount) };
};

/**
 * A machine sells the cart: asks for the payment, the customer pays on the sandbox page, the
 * notification pays the order, the machine hears "paid", dispenses and reports each item's result.
 */
async function sell(dispense: ['success' | 'failed', 'success' | 'failed']) {
  const { id: deviceId, m } = await machine();
  const orderCode = `CH${Date.now()}${Math.floor(Math.random() * 1000)}`;
  await m.publish('pay-request', { orderCode, paymentMethod: 'wechat_pay', amounts: { payment: PAID, discount: 1 }, items: ITEMS });
  const pay = (await eventually(async () => downOf(m, 'pay', orderCode))).payload;
  expect(pay).toMatchObject({ ok: true, orderCode });
  const pagePost = await linked.app.inject({ method: 'POST', url: new URL(pay['payUrl'] as string).pathname, payload: { action: 'pay' } });
  expect(pagePost.statusCode).toBe(303);
  await sandboxTick(db(), deliver);
  await eventually(async () => downOf(m, 'paid', orderCode));
  expect(await orderOf(orderCode)).toMatchObject({ payStatus: PAY_STATUS.paid.code, receivedAmount: PAID });
  await m.publish('order', {
    orderCode,
    paymentMethod: 'wechat_pay',
    amounts: { payment: PAID, received: PAID },
    items: ITEMS.map((item, i) => ({ ...item, dispense: dispense[i] })),
  });
  await eventually(async () => downOf(m, 'order-ack', orderCode));
  // A paid order counts in the day's sales once dispensed (recounted right after the acknowledgement).
  await eventually(async () => (await db().select().from(salesDaily).where(eq(salesDaily.deviceId, deviceId))).length > 0);
  return { deviceId, order: await orderOf(orderCode) };
}

/** The demo customer's WeChat Pay configuration, as the configuration routes show it. */
async function wechatConfig(): Promise<PayConfigRow> {
  const list = await call<PayConfigRow[]>(adminToken, 'GET', `${PAY_CONFIG_API.list}?orgId=${linked.demoOrg}&payType=1&limit=10`);
  return list.data.find((r) => r.provider === 'sandbox' && r.payType === 1)!;
}

/** Sets auto-refund of that configuration through the configuration routes. */
async function setAutoRefund(on: boolean): Promise<void> {
  const row = await wechatConfig();
  const { id, orgId, provider, payType, status, merchantName, appId, merchantNo, signType, rate, remark } = row;
  const saved = await call<PayConfigRow>(adminToken, 'POST', PAY_CONFIG_API.save, {
    id,
    orgId,
    provider,
    payType,
    status,
    autoRefund: on,
    merchantName,
    appId,
    merchantNo,
    signType,
    rate,
    remark,
  });
  expect(saved.status, JSON.stringify(saved)).toBe(1001);
  expect(saved.data.autoRefund).toBe(on);
}

describe('a failed dispense of a paid order', () => {
  it('with auto-refund on, is refunded by itself: pending, then success when the sandbox notifies; fully refunded, the day’s revenue down', async () => {
    // Seeded on for the demo customers.
    expect(await wechatConfig()).toMatchObject({ status: PAY_CONFIG_STATUS.enabled, autoRefund: true });
    const { deviceId, order } = await sell(['failed', 'failed']);
    expect(order).toMatchObject({ status: ORDER_STATUS.dispenseFailed.code, payStatus: PAY_STATUS.paid.code });

    // The refund is recorded and asked of the sandbox provider, which settles it later.
    const [pending] = await eventually(async () => {
      const rows = await refundsOf(order.id);
      return rows.length > 0 && rows[0]!.providerNo ? rows : null;
    });
    expect(pending).toMatchObject({
      status: REFUND_RECORD_STATUS.refunding.code,
      amount: PAID,
      refunder: 'system',
      reason: 'dispenseFailed',
      source: 'system',
    });
    expect(pending!.providerNo).toMatch(/^SBR/);
    const [asked] = await db().select().from(payRefunds).where(eq(payRefunds.refundCode, pending!.refundCode));
    expect(asked).toMatchObject({ status: PAY_REFUND_STATE.pending, amount: PAID });
    // A refund under way already counts: the order is fully refunded and the day earned nothing from it.
    expect(await orderOf(order.orderCode)).toMatchObject({ refundedAmount: PAID, refundStatus: REFUND_STATUS.fullyRefunded.code });
    expect(await salesDayOf(deviceId)).toEqual({ orderCount: 1, amount: PAID - PAID });

    await sandboxLater();
    const [settled] = await refundsOf(order.id);
    expect(settled).toMatchObject({ status: REFUND_RECORD_STATUS.success.code, failureMessage: null });
    expect(settled!.settledAt).toBeInstanceOf(Date);
    expect((await db().select().from(payRefunds).where(eq(payRefunds.refundCode, pending!.refundCode)))[0]!.status).toBe(
      PAY_REFUND_STATE.success,
    );
    expect(await orderOf(order.orderCode)).toMatchObject({
      refundedAmount: PAID,
      refundStatus: REFUND_STATUS.fullyRefunded.code,
      abnormalStatus: ABNORMAL_STATUS.none.code,
    });
    expect(await salesDayOf(deviceId)).toEqual({ orderCount: 1, amount: 0 });
    // The order's refund records answer the same through the refund form's route.
    const form = await call<RefundableOrder>(adminToken, 'GET', `${REFUND_API.order}?orderId=${order.id}`);
    expect(form.data).toMatchObject({ refundStatus: REFUND_STATUS.fullyRefunded.code, refundableAmount: 0 });
    expect(form.data.records).toEqual([
      expect.objectContaining({ refundCode: pending!.refundCode, status: REFUND_RECORD_STATUS.success.code, reason: 'Dispense failed' }),
    ]);
    // The reason is stored as a code and read in the reader's language.
    const zh = await call<RefundableOrder>(adminToken, 'GET', `${REFUND_API.order}?orderId=${order.id}`, undefined, 'zh');
    expect(zh.data.records[0]!.reason).toBe('出杯失败');
  });

  it('with auto-refund off, makes the order abnormal for a person and refunds nothing', async () => {
    await setAutoRefund(false);
    try {
      const { deviceId, order } = await sell(['failed', 'failed']);
      const abnormal = await eventually(async () => {
        const now = await orderOf(order.orderCode);
        return now.abnormalStatus === ABNORMAL_STATUS.open.code ? now : null;
      });
      expect(abnormal).toMatchObject({
        status: ORDER_STATUS.dispenseFailed.code,
        abnormalReason: 'dispenseFailed',
        refundedAmount: 0,
        refundStatus: REFUND_STATUS.notRefunded.code,
      });
      const detail = await call<OrderDetail>(adminToken, 'GET', `${ORDER_API.detail}?id=${order.id}`, undefined, 'ja');
      expect(detail.data.abnormalReason).toBe('抽出に失敗しました');
      await sandboxLater();
      expect(await refundsOf(order.id)).toHaveLength(0);
      expect(await db().select().from(payRefunds).where(eq(payRefunds.orderId, order.id))).toHaveLength(0);
      expect(await salesDayOf(deviceId)).toEqual({ orderCount: 1, amount: PAID });
    } finally {
      await setAutoRefund(true);
    }
  });
});

describe('a finance user refunds part of a product', () => {
  it('through the provider: refunding, then success once notified; partially refunded; "query refund status" answers the settled status', async () => {
    // A finance role of the demo customer holding the Order refund screen and its buttons only.
    const menus = (await call<MenuRow[]>(adminToken, 'GET', MENU_API.list)).data;
    const wanted = new Set(menus.filter((m) => m.perms && (Object.values(REFUND_PERMS) as string[]).includes(m.perms)).map((m) => m.id));
    expect(wanted.size).toBe(Object.values(REFUND_PERMS).length);
    for (let depth = 0; depth < 3; depth++) for (const m of menus) if (wanted.has(m.id) && m.parentId) wanted.add(m.parentId);
    const role = await call<{ id: number }>(adminToken, 'POST', ROLE_API.base, {
      roleName: 'Chain finance',
      roleKey: 'chainFinance',
      roleSort: 60,
      orgId: linked.demoOrg,
      dataScope: DATA_SCOPES.DEPT_AND_BELOW,
      menuIds: [...wanted],
    });
    expect(role.status, JSON.stringify(role)).toBe(1001);
    const user = await call(adminToken, 'POST', USER_API.base, {
      username: 'chainfinance',
      password: 'finance123',
      confirmPassword: 'finance123',
      employeeName: 'Fiona Finance',
      orgId: linked.demoOrg,
      roleIds: [role.data.id],
    });
    expect(user.status, JSON.stringify(user)).toBe(1001);
    const finance = await signIn(linked.app, 'chainfinance', 'finance123');

    const { deviceId, order } = await sell(['success', 'success']);
    expect(order).toMatchObject({ status: ORDER_STATUS.completed.code, refundStatus: REFUND_STATUS.notRefunded.code });
    expect(await salesDayOf(deviceId)).toEqual({ orderCount: 1, amount: PAID });
    const form = await call<RefundableOrder>(finance, 'GET', `${REFUND_API.order}?orderId=${order.id}`);
    expect(form.status).toBe(1001);
    const latte = form.data.items.find((i) => i.goodsCode === 'LATTE')!;
    expect(latte.refundableAmount).toBeGreaterThan(5);

    const res = await call<RefundRecord>(finance, 'POST', REFUND_API.refund, {
      orderId: order.id,
      refundItems: [{ itemId: latte.itemId, refundAmount: 5 }],
      refundAmount: 5,
      refundReason: 'Cup half empty',
    });
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({ status: REFUND_RECORD_STATUS.refunding.code, amount: 5, refunder: 'Fiona Finance', source: 'pc' });
    expect(res.data.providerNo).toMatch(/^SBR/);
    const refundCode = res.data.refundCode;
    expect(await orderOf(order.orderCode)).toMatchObject({ refundedAmount: 5, refundStatus: REFUND_STATUS.partlyRefunded.code });
    expect(await salesDayOf(deviceId)).toEqual({ orderCount: 1, amount: PAID - 5 });
    // Asked before the provider has settled it: still under way.
    const early = await call<RefundRecord>(finance, 'POST', REFUND_API.query, { refundCode });
    expect(early.data.status).toBe(REFUND_RECORD_STATUS.refunding.code);

    await sandboxLater();
    const [record] = await db().select().from(refunds).where(eq(refunds.refundCode, refundCode));
    expect(record).toMatchObject({ status: REFUND_RECORD_STATUS.success.code, amount: 5, reason: 'Cup half empty' });
    const now = await orderOf(order.orderCode);
    expect(now).toMatchObject({ refundedAmount: 5, refundStatus: REFUND_STATUS.partlyRefunded.code });
    expect(await salesDayOf(deviceId)).toEqual({ orderCount: 1, amount: PAID - 5 });
    // Another session (the same body again within a second would be a repeated submit).
    const again = await signIn(linked.app, 'chainfinance', 'finance123');
    const settled = await call<RefundRecord>(again, 'POST', REFUND_API.query, { refundCode });
    expect(settled.data).toMatchObject({ refundCode, status: REFUND_RECORD_STATUS.success.code, providerNo: record!.providerNo });
    const after = await call<RefundableOrder>(again, 'GET', `${REFUND_API.order}?orderId=${order.id}`);
    expect(after.data).toMatchObject({ refundStatus: REFUND_STATUS.partlyRefunded.code, refundedAmount: 5, refundableAmount: PAID - 5 });
    expect(after.data.items.find((i) => i.itemId === latte.itemId)).toMatchObject({
      refundedAmount: 5,
      refundStatus: REFUND_STATUS.partlyRefunded.code,
    });
  });

  it('"query refund status" settles a refund the provider finished before its notification arrived', async () => {
    const { order } = await sell(['success', 'success']);
    const form = await call<RefundableOrder>(adminToken, 'GET', `${REFUND_API.order}?orderId=${order.id}`);
    const mocha = form.data.items.find((i) => i.goodsCode === 'MOCHA')!;
    const res = await call<RefundRecord>(adminToken, 'POST', REFUND_API.refund, {
      orderId: order.id,
      refundItems: [{ itemId: mocha.itemId, refundAmount: 2.5 }],
      refundAmount: 2.5,
      refundReason: 'Too sweet',
    });
    expect(res.data.status).toBe(REFUND_RECORD_STATUS.refunding.code);
    // The sandbox settles it, but its notification is not delivered yet.
    expect(await settleDueRefunds(db(), new Date(Date.now() + 5000))).toBeGreaterThanOrEqual(1);
    const answered = await call<RefundRecord>(adminToken, 'POST', REFUND_API.query, { refundCode: res.data.refundCode });
    expect(answered.data.status).toBe(REFUND_RECORD_STATUS.success.code);
    // The late notification changes nothing.
    await sandboxLater();
    const records = await refundsOf(order.id);
    expect(records).toEqual([expect.objectContaining({ status: REFUND_RECORD_STATUS.success.code, amount: 2.5 })]);
    expect(await orderOf(order.orderCode)).toMatchObject({ refundedAmount: 2.5, refundStatus: REFUND_STATUS.partlyRefunded.code });
    const [payment] = await db().select().from(payPayments).where(eq(payPayments.orderId, order.id));
    expect(payment).toBeDefined();
  });
});
