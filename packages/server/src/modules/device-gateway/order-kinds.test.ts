// Runs on both engines: a live device link stores the orders, and the sales roll-ups and money figures of the reports are read back
import {
  ABNORMAL_STATUS,
  DEVICE_COMMAND_API,
  ORDER_API,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_STATUS,
  REFUND_RECORD_STATUS,
  REFUND_STATUS,
  REPORT_API,
  type ReportStatistics,
  Status,
  downTopic,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body } from '../../test/harness.js';
import { joinLink, signIn, useLinkedApp } from '../../test/linked-app.js';
import { type TestMachine, eventually, insertTestDevice, sampleOrder } from '../../test/device-machines.js';
import { devices } from '../devices/index.js';
import { orders } from '../orders/index.js';
import { icCards } from '../cards/index.js';
import { staffCards } from '../staff-cards/index.js';
import { wristbands } from '../wristbands/index.js';
import { refunds } from '../refunds/index.js';

/**
 * Every order kind a machine can report: shopping carts held to the machine's cart limit and
 * minimum order amount, password-free orders paid when their collection arrives, and beverage
 * tests started by a command, which never count as sales. Through MQTT and the public API.
 */
const linked = useLinkedApp();
const db = linked.db;
let token: string;

beforeAll(async () => {
  token = await signIn(linked.app, 'admin', 'admin123');
});

let serial = 0;
const next = (prefix: string) => `${prefix}-${Date.now().toString(36)}-${++serial}`;

async function machine(settings: Partial<typeof devices.$inferInsert> = {}) {
  const d = await insertTestDevice(db(), linked.demoOrg);
  if (Object.keys(settings).length > 0) await db().update(devices).set(settings).where(eq(devices.id, d.id));
  return { ...d, m: await joinLink(linked, d) };
}

const stored = (orderCode: string) =>
  eventually(async () => (await db().select().from(orders).where(eq(orders.orderCode, orderCode)))[0] ?? null);
const ackedTimes = (m: TestMachine, orderCode: string) =>
  m.received.filter((r) => r.kind === 'order-ack' && r.payload['orderCode'] === orderCode).length;

const get = async <T>(url: string) => body<T>(await linked.app.inject({ method: 'GET', url, headers: { token, lang: 'en' } }));
const listed = async (url: string, deviceCode: string) =>
  (await get<Array<{ orderCode: string }>>(`${url}?deviceCode=${deviceCode}&page=1&limit=50`)).data.map((o) => o.orderCode).sort();
/** The day's sales of one machine on the statistics report (today, business clock). */
const sales = async (deviceId: number) => (await get<ReportStatistics>(`${REPORT_API.statistics}?deviceId=${deviceId}`)).data.totals;

/** A latte and a tea, both dispensed (12.50). */
const DISPENSED = [
  { goodsCode: 'LATTE', goodsName: 'Latte', cupSize: 'M', quantity: 1, price: 8, amount: 8, dispense: 'success' as const },
  { goodsCode: 'TEA', goodsName: 'Tea', quantity: 1, price: 4.5, amount: 4.5, dispense: 'success' as const },
];

const item = (quantity: number, amount: number) => ({
  goodsCode: `G${quantity}`,
  goodsName: 'Latte',
  quantity,
  price: amount / quantity,
  amount,
  dispense: 'success' as const,
});

describe('shopping-cart orders', () => {
  it('keep their source; a cart over the machine’s cart limit or under its minimum amount is flagged, at the limit it is not', async () => {
    const d = await machine({ cartLimit: 3, minOrderAmount: 10 });
    const cart = (orderCode: string, items: ReturnType<typeof item>[]) => {
      const total = items.reduce((n, i) => n + i.amount, 0);
      return d.m.publish(
        'order',
        sampleOrder(orderCode, { cart: true, amounts: { payment: total, received: total, fee: 0, discount: 0 }, items }),
      );
    };
    const atLimits = next('CART');
    const tooMany = next('CART');
    const tooSmall = next('CART');
    await cart(atLimits, [item(2, 6), item(1, 4)]);
    await cart(tooMany, [item(2, 6), item(2, 6)]);
    await cart(tooSmall, [item(1, 4), item(1, 5.99)]);
    const ok = await stored(atLimits);
    expect(ok).toMatchObject({
      source: ORDER_SOURCE.cart.code,
      abnormalStatus: ABNORMAL_STATUS.none.code,
      payStatus: PAY_STATUS.paid.code,
    });
    expect(await stored(tooMany)).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: 'cartOutsideLimits' });
    expect(await stored(tooSmall)).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: 'cartOutsideLimits' });
    expect(await listed(ORDER_API.cartList, d.code)).toEqual([atLimits, tooMany, tooSmall].sort());

    // Paid online, the cart is refused before anyone pays.
    await d.m.client.subscribeAsync(downTopic(d.code, 'pay'), { qos: 1 });
    const ask = (orderCode: string, items: ReturnType<typeof item>[]) => {
      const total = items.reduce((n, i) => n + i.amount, 0);
      return d.m.publish('pay-request', {
        orderCode,
        paymentMethod: 'wechat_pay',
        cart: true,
        amounts: { payment: total, discount: 0 },
        items: items.map(({ dispense: _, ...i }) => i),
      });
    };
    const answer = (orderCode: string) =>
      eventually(async () => d.m.received.find((r) => r.kind === 'pay' && r.payload['orderCode'] === orderCode)?.payload ?? null);
    const over = next('PAYCART');
    const under = next('PAYCART');
    await ask(over, [item(4, 12)]);
    await ask(under, [item(1, 9.99)]);
    expect(await answer(over)).toMatchObject({ ok: false, reason: 'overCartLimit' });
    expect(await answer(under)).toMatchObject({ ok: false, reason: 'belowMinimum' });
    expect(await db().select().from(orders).where(eq(orders.orderCode, over))).toHaveLength(0);
  });
});

describe('cards presented for a shopping cart', () => {
  it('are refused in the machine’s language before anything is held when the cart is outside its machine’s limits; at the limits they pay', async () => {
    const d = await machine({ cartLimit: 3, minOrderAmount: 10 });
    await d.m.client.subscribeAsync(downTopic(d.code, 'card-answer'), { qos: 1 });
    const orgId = linked.demoOrg;
    const [member] = await db()
      .insert(icCards)
      .values({ orgId, icCode: next('CC'), balanceCents: 10_000, currency: 'CNY' })
      .returning();
    const employeeNo = `${Date.now() % 1_000_000_000}${serial++}`;
    const [staff] = await db()
      .insert(staffCards)
      .values({ orgId, employeeNo, monthlyLimitCents: 10_000, quotaCents: 10_000, quotaMonth: '2000-01', currency: 'CNY' })
      .returning();
    const [band] = await db()
      .insert(wristbands)
      .values({ orgId, wristbandNo: next('WB').toUpperCase(), duration: 2, durationUnit: 'hour', reusable: true })
      .returning();
    const ask = async (fields: Record<string, unknown>) => {
      const requestId = next('R');
      await d.m.publish('card-auth', { requestId, orderCode: next('O'), cart: true, ...fields });
      return eventually(
        async () => d.m.received.find((r) => r.kind === 'card-answer' && r.payload['requestId'] === requestId)?.payload ?? null,
      );
    };
    expect(await ask({ cardNo: member!.icCode, amount: 12, cups: 4, lang: 'zh' })).toMatchObject({
      ok: false,
      reason: 'overCartLimit',
      message: '购物车的杯数超过本机限购数量。',
    });
    // The minimum is held against the items' total before discounts.
    expect(await ask({ cardNo: member!.icCode, amount: 9, subtotal: 9.99, cups: 2 })).toMatchObject({ ok: false, reason: 'belowMinimum' });
    expect(await ask({ cardNo: staff!.employeeNo, kind: 'staff', amount: 12, cups: 4, lang: 'es' })).toMatchObject({
      ok: false,
      kind: 'staff',
      reason: 'overCartLimit',
      message: 'Este carrito tiene más vasos de los que permite esta máquina.',
    });
    expect(await ask({ cardNo: band!.wristbandNo, kind: 'wristband', amount: 9.99, cups: 1, lang: 'ja' })).toMatchObject({
      ok: false,
      kind: 'wristband',
      reason: 'belowMinimum',
      message: '注文金額がこの機械の最低金額に達していません。',
    });
    // Nothing was held or used.
    expect((await db().select().from(icCards).where(eq(icCards.id, member!.id)))[0]).toMatchObject({ balanceCents: 10_000 });
    expect((await db().select().from(staffCards).where(eq(staffCards.id, staff!.id)))[0]).toMatchObject({ quotaMonth: '2000-01' });
    expect((await db().select().from(wristbands).where(eq(wristbands.id, band!.id)))[0]).toMatchObject({ uses: 0, status: 0 });

    // At the limits each pays; a card-auth that is no cart is not held to them.
    expect(await ask({ cardNo: member!.icCode, amount: 9, subtotal: 10, cups: 3 })).toMatchObject({ ok: true, amount: 9 });
    expect(await ask({ cardNo: staff!.employeeNo, kind: 'staff', amount: 10, cups: 3 })).toMatchObject({ ok: true, kind: 'staff' });
    expect(await ask({ cardNo: band!.wristbandNo, kind: 'wristband', amount: 5, cups: 5, cart: false })).toMatchObject({ ok: true });
    expect((await db().select().from(icCards).where(eq(icCards.id, member!.id)))[0]).toMatchObject({ balanceCents: 9_100 });
  });
});

describe('password-free orders', () => {
  it('are stored unpaid until their collection arrives, then paid and counted once; a failed collection is left for a person', async () => {
    const d = await machine();
    const paid = next('FREE');
    const refused = next('FREE');
    const greedy = next('FREE');
    const free = (orderCode: string) =>
      d.m.publish(
        'order',
        sampleOrder(orderCode, { passwordFree: true, amounts: { payment: 12.5, received: 0, fee: 0, discount: 0 }, items: DISPENSED }),
      );
    await free(paid);
    await free(refused);
    await free(greedy);
    expect(await stored(paid)).toMatchObject({ freePayment: true, payStatus: PAY_STATUS.unpaid.code, paidAt: null });
    await eventually(async () => ackedTimes(d.m, greedy) === 1);
    expect((await sales(d.id)).orders).toBe(0);
    expect(await listed(ORDER_API.freeList, d.code)).toEqual([paid, refused, greedy].sort());

    const paidAt = Date.now();
    const collect = { orderCode: paid, ok: true, received: 12.5, fee: 0.08, transactionCode: '4200000000001', paidAt };
    await d.m.publish('free-collect', collect);
    await d.m.publish('free-collect', collect);
    await eventually(async () => ackedTimes(d.m, paid) === 3);
    expect(await stored(paid)).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      receivedAmount: 12.5,
      feeAmount: 0.08,
      transactionCode: '4200000000001',
      abnormalStatus: ABNORMAL_STATUS.none.code,
    });
    expect((await stored(paid)).paidAt!.getTime()).toBe(paidAt);
    // Counted in the sales a moment after it was paid.
    const totals = await eventually(async () => {
      const t = await sales(d.id);
      return t.orders === 1 && t;
    });
    expect(totals.money).toMatchObject([{ revenue: 12.5 }]);

    await d.m.publish('free-collect', { orderCode: refused, ok: false, error: 'agreement cancelled' });
    await d.m.publish('free-collect', { orderCode: greedy, ok: true, received: 12.51, paidAt });
    await eventually(async () => ackedTimes(d.m, refused) === 2 && ackedTimes(d.m, greedy) === 2);
    for (const code of [refused, greedy]) {
      expect(await stored(code)).toMatchObject({
        payStatus: PAY_STATUS.unpaid.code,
        abnormalStatus: ABNORMAL_STATUS.open.code,
        abnormalReason: 'freeNotCollected',
      });
    }
    expect((await sales(d.id)).orders).toBe(1);

    // Another machine cannot collect this machine's order, and is not answered.
    const other = await machine();
    const stranger = next('FREE');
    await free(stranger);
    await eventually(async () => ackedTimes(d.m, stranger) === 1);
    await other.m.publish('free-collect', { orderCode: stranger, ok: true, received: 12.5, paidAt });
    await other.m.publish('order', sampleOrder(next('X')));
    await eventually(async () => other.m.received.some((r) => r.kind === 'order-ack'));
    expect(ackedTimes(other.m, stranger)).toBe(0);
    expect((await stored(stranger)).payStatus).toBe(PAY_STATUS.unpaid.code);
  });
});

describe('password-free orders dispensed in part', () => {
  it('give back by themselves what was collected for the cups not made; a machine that collected only the cups made owes nothing', async () => {
    const d = await machine();
    const partial = next('FREE');
    const fair = next('FREE');
    const lost = next('FREE');
    const HALF = [DISPENSED[0]!, { ...DISPENSED[1]!, dispense: 'failed' as const }];
    const free = (orderCode: string, items = HALF) =>
      d.m.publish(
        'order',
        sampleOrder(orderCode, { passwordFree: true, amounts: { payment: 12.5, received: 0, fee: 0, discount: 0 }, items }),
      );
    await free(partial);
    await free(fair);
    await free(
      lost,
      HALF.map((i) => ({ ...i, dispense: 'failed' as const })),
    );
    // Awaiting collection: unpaid, nothing refunded, nothing abnormal yet.
    await eventually(async () => ackedTimes(d.m, lost) === 1);
    expect(await stored(partial)).toMatchObject({
      status: ORDER_STATUS.partlyDispensed.code,
      payStatus: PAY_STATUS.unpaid.code,
      abnormalStatus: ABNORMAL_STATUS.none.code,
    });
    const paidAt = Date.now();
    await d.m.publish('free-collect', { orderCode: partial, ok: true, received: 12.5, paidAt });
    await d.m.publish('free-collect', { orderCode: fair, ok: true, received: 8, paidAt });
    await d.m.publish('free-collect', { orderCode: lost, ok: true, received: 12.5, paidAt });
    await eventually(async () => ackedTimes(d.m, partial) === 2 && ackedTimes(d.m, fair) === 2 && ackedTimes(d.m, lost) === 2);
    // A repeated collection changes nothing and refunds nothing more.
    await d.m.publish('free-collect', { orderCode: partial, ok: true, received: 12.5, paidAt });
    await eventually(async () => ackedTimes(d.m, partial) === 3);

    const refundsOf = async (orderCode: string) =>
      db()
        .select()
        .from(refunds)
        .where(eq(refunds.orderId, (await stored(orderCode)).id));
    // The tea (4.50) was collected but not made: refunded by the system, the order partly refunded.
    const [back] = await eventually(async () => {
      const rows = await refundsOf(partial);
      return rows.length > 0 && rows[0]!.status === REFUND_RECORD_STATUS.success.code ? rows : null;
    });
    expect(back).toMatchObject({ amount: 4.5, refunder: 'system', reason: 'dispenseFailed', source: 'system' });
    expect(await stored(partial)).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      receivedAmount: 12.5,
      refundedAmount: 4.5,
      refundStatus: REFUND_STATUS.partlyRefunded.code,
      abnormalStatus: ABNORMAL_STATUS.none.code,
    });
    // Nothing made: all of it back.
    await eventually(async () => (await stored(lost)).refundedAmount === 12.5);
    expect(await stored(lost)).toMatchObject({ refundStatus: REFUND_STATUS.fullyRefunded.code });
    // Collected only the latte it made: paid, nothing refunded, nothing abnormal.
    expect(await stored(fair)).toMatchObject({
      payStatus: PAY_STATUS.paid.code,
      receivedAmount: 8,
      refundedAmount: 0,
      abnormalStatus: ABNORMAL_STATUS.none.code,
    });
    expect(await refundsOf(fair)).toHaveLength(0);
    expect(await refundsOf(partial)).toHaveLength(1);
    // The day's revenue is what was kept: 12.50 − 4.50 + 8.00 + 12.50 − 12.50.
    await eventually(async () => (await sales(d.id)).money[0]?.revenue === 16);
  });
});

describe('beverage-test orders', () => {
  it('a test dispense sent from the back-office comes back as a test order, listed apart and never counted as a sale', async () => {
    const d = await machine();
    await eventually(
      async () => (await db().select({ online: devices.online }).from(devices).where(eq(devices.id, d.id)))[0]?.online === 1,
    );
    const send = (params: Record<string, string>) =>
      linked.app.inject({
        method: 'POST',
        url: DEVICE_COMMAND_API.send,
        headers: { token, lang: 'en' },
        payload: { deviceId: d.id, type: 'testDispense', params },
      });
    expect(body(await send({})).status).toBe(Status.BAD_REQUEST);
    const sent = body<{ id: string; type: string }>(await send({ goodsCode: 'LATTE', cupSize: 'M' }));
    expect(sent.data.type).toBe('testDispense');
    const cmd = await eventually(
      async () => d.m.received.find((r) => r.kind === 'cmd' && r.payload['commandId'] === sent.data.id)?.payload ?? null,
    );
    expect(cmd).toMatchObject({ type: 'testDispense', params: { goodsCode: 'LATTE', cupSize: 'M' } });

    const test = next('TEST');
    const forged = next('TEST');
    const sale = next('SALE');
    const testOrder = (orderCode: string, commandId: string) =>
      sampleOrder(orderCode, {
        paymentMethod: 'free',
        amounts: { payment: 0, received: 0, fee: 0, discount: 8 },
        items: [{ goodsCode: 'LATTE', goodsName: 'Latte', cupSize: 'M', quantity: 1, price: 8, amount: 8, dispense: 'success' }],
        test: { commandId },
      });
    await d.m.publish('order', testOrder(test, sent.data.id));
    await d.m.publish('order', testOrder(forged, 'no-such-command'));
    await d.m.publish('order', sampleOrder(sale, { items: DISPENSED }));
    expect(await stored(test)).toMatchObject({ isTest: true, abnormalStatus: ABNORMAL_STATUS.none.code });
    expect(await stored(forged)).toMatchObject({
      isTest: true,
      abnormalStatus: ABNORMAL_STATUS.open.code,
      abnormalReason: 'testNotCommanded',
    });
    await stored(sale);
    expect(await listed(ORDER_API.testList, d.code)).toEqual([test, forged].sort());
    expect(await listed(ORDER_API.list, d.code)).toEqual([sale]);
    // The reports count the sale alone: one order, its two cups and its money.
    const totals = await eventually(async () => {
      const t = await sales(d.id);
      return t.orders > 0 ? t : null;
    });
    expect(totals).toMatchObject({ orders: 1, cups: 2, money: [{ revenue: 12.5 }] });
  });
});
