// Runs on both engines: refunded amounts as numeric, partial refunds to the cent
import { REFUND_API, REFUND_RECORD_STATUS, REFUND_STATUS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { roles } from '../../platform/identity/schema.js';
import { orders } from '../orders/index.js';
import { orderNow, storeTestOrder } from '../../test/order-intake.js';

/*
 * The refund rules, each at its limit and one past, through the API as a finance user calls it.
 * The payments area's default answer (an order refunded at once) settles every refund here; late
 * answers are in refunds-provider.test.ts, fifty refunds at once in refunds-concurrency.test.ts.
 */

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let demo: number;

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
});

const refund = (api: ApiCall, orderId: number, items: Array<[number, number?]>, amount: number, reason = 'Customer asked', lang = 'en') =>
  api(
    'POST',
    REFUND_API.refund,
    { orderId, refundItems: items.map(([itemId, refundAmount]) => ({ itemId, refundAmount })), refundAmount: amount, refundReason: reason },
    lang,
  );
const fieldOf = (res: { data?: { errors?: Array<{ field: string; message: string }> } }) => res.data?.errors?.[0];

describe('refund rules', () => {
  it('refunds an item up to what is left of it, and refuses one cent more', async () => {
    const { order, items } = await storeTestOrder(db(), demo);
    const [latte, tea] = items;
    const over = await refund(admin, order.id, [[latte!.id, 8.01]], 8.01);
    expect(over.status).toBe(400);
    expect(fieldOf(over)).toMatchObject({ field: 'refundItems.0.refundAmount' });
    expect(fieldOf(over)!.message).toContain('8.00');

    const res = await refund(admin, order.id, [[latte!.id, 8]], 8);
    expect(res.status, JSON.stringify(res)).toBe(1001);
    expect(res.data).toMatchObject({ amount: 8, status: REFUND_RECORD_STATUS.success.code, refunder: expect.any(String), source: 'pc' });
    expect(res.data.refundCode).toMatch(/^RF\d{8}[0-9A-F]{10}$/);
    const now = await orderNow(db(), order.id);
    expect(now.order).toMatchObject({ refundedAmount: 8, refundStatus: REFUND_STATUS.partlyRefunded.code });
    expect(now.items.map((i) => [i.refundedAmount, i.refundStatus])).toEqual([
      [8, REFUND_STATUS.fullyRefunded.code],
      [0, REFUND_STATUS.notRefunded.code],
    ]);
    // The fully refunded item cannot be refunded again, the other can, to the last cent.
    const again = await refund(admin, order.id, [[latte!.id, 0.01]], 0.01);
    expect(fieldOf(again)).toMatchObject({ field: 'refundItems' });
    expect(fieldOf(again)!.message).toContain('Latte');
    const rest = await refund(admin, order.id, [[tea!.id, 4.5]], 4.5);
    expect(rest.status).toBe(1001);
    expect((await orderNow(db(), order.id)).order).toMatchObject({ refundedAmount: 12.5, refundStatus: REFUND_STATUS.fullyRefunded.code });
  });

  it('refunds an order up to what it received less what was refunded, and refuses one cent more', async () => {
    // Items of 12.50 sold for 10.00 (a discount): Latte 8.00 brought in 6.40, Tea 4.50 brought in 3.60.
    const amounts = { payment: 10, received: 10, fee: 0, discount: 2.5 };
    const first = await storeTestOrder(db(), demo, { amounts });
    const [latte, tea] = first.items;
    const refundBoth = (latteAmount: number, teaAmount: number, amount: number) =>
      refund(
        admin,
        first.order.id,
        [
          [latte!.id, latteAmount],
          [tea!.id, teaAmount],
        ],
        amount,
      );
    const over = await refundBoth(6.4, 3.61, 10.01);
    expect(over.status).toBe(400);
    expect(fieldOf(over)).toMatchObject({ field: 'refundItems.1.refundAmount' });
    expect(fieldOf(over)!.message).toContain('3.60');
    const ok = await refundBoth(6.4, 3.6, 10);
    expect(ok.status).toBe(1001);
    const now = await orderNow(db(), first.order.id);
    expect(now.order.refundStatus).toBe(REFUND_STATUS.fullyRefunded.code);
    expect(now.items.map((i) => i.refundStatus)).toEqual([REFUND_STATUS.fullyRefunded.code, REFUND_STATUS.fullyRefunded.code]);
    // Nothing is left: one cent more is refused.
    const more = await refund(admin, first.order.id, [[tea!.id, 0.01]], 0.01);
    expect(fieldOf(more)).toMatchObject({ field: 'refundItems' });
  });

  it('refuses three decimals, no product, an empty reason, a sum that differs and an unpaid order', async () => {
    const { order, items } = await storeTestOrder(db(), demo);
    const latte = items[0]!;
    const decimals = await refund(admin, order.id, [[latte.id, 1.005]], 1.005);
    expect(decimals.status).toBe(400);
    expect(decimals.data.errors.map((e: { field: string }) => e.field)).toEqual(['refundItems.0.refundAmount', 'refundAmount']);
    expect(fieldOf(decimals)!.message).toBe('Refund amount may have at most two decimals');
    expect((await refund(admin, order.id, [[latte.id, 1.01]], 1.01)).status).toBe(1001);

    const none = await refund(admin, order.id, [], 1);
    expect(fieldOf(none)).toEqual({ field: 'refundItems', message: 'Products: select at least one product to refund' });
    const zh = await refund(admin, order.id, [], 1, 'x', 'zh');
    expect(fieldOf(zh)!.message).toBe('退款商品：请至少选择一个要退款的商品');

    const blank = await refund(admin, order.id, [[latte.id, 1]], 1, '   ');
    expect(fieldOf(blank)).toMatchObject({ field: 'refundReason' });
    const long = await refund(admin, order.id, [[latte.id, 1]], 1, 'x'.repeat(201));
    expect(fieldOf(long)).toMatchObject({ field: 'refundReason' });
    expect((await refund(admin, order.id, [[latte.id, 1]], 1, 'x'.repeat(200))).status).toBe(1001);

    const sum = await refund(admin, order.id, [[latte.id, 1]], 2);
    expect(fieldOf(sum)).toMatchObject({ field: 'refundAmount' });
    const zero = await refund(admin, order.id, [[latte.id, 0]], 0);
    expect(zero.status).toBe(400);

    await db().update(orders).set({ payStatus: 1 }).where(eq(orders.id, order.id));
    const unpaid = await refund(admin, order.id, [[latte.id, 1]], 1);
    expect(unpaid).toMatchObject({ status: 400, result: 'Only paid orders can be refunded.' });
  });

  it('takes only the payment amount on a password-free order, spread over the chosen products', async () => {
    const { order, items } = await storeTestOrder(db(), demo);
    await db().update(orders).set({ freePayment: true }).where(eq(orders.id, order.id));
    const [latte, tea] = items;
    const perItem = await refund(admin, order.id, [[latte!.id, 1]], 1);
    expect(fieldOf(perItem)).toMatchObject({ field: 'refundItems' });
    // Above what the chosen products hold (Latte 8.00): refused; up to it: spread Latte first.
    const beyond = await refund(admin, order.id, [[latte!.id]], 8.01);
    expect(fieldOf(beyond)).toMatchObject({ field: 'refundAmount' });
    const ok = await refund(admin, order.id, [[latte!.id], [tea!.id]], 10);
    expect(ok.status, JSON.stringify(ok)).toBe(1001);
    expect(ok.data.items.map((i: { amount: number }) => i.amount)).toEqual([8, 2]);
    const now = await orderNow(db(), order.id);
    expect(now.items.map((i) => i.refundedAmount)).toEqual([8, 2]);
    const over = await refund(admin, order.id, [[tea!.id]], 2.51);
    expect(fieldOf(over)).toMatchObject({ field: 'refundAmount' });
    expect((await refund(admin, order.id, [[tea!.id]], 2.5)).status).toBe(1001);
  });

  it('spreads a discounted order’s received amount over its items: no product gives back more than the order received', async () => {
    // 9.90 + 3.30 = 13.20 at list price, 2.64 off: 10.56 received, 7.92 of it the first product's.
    const { order, items } = await storeTestOrder(db(), demo, {
      amounts: { payment: 10.56, received: 10.56, fee: 0, discount: 2.64 },
      discounts: { coupon: 2.64 },
      items: [
        { goodsCode: 'WALK', goodsName: 'Walk latte', quantity: 1, price: 9.9, amount: 9.9, dispense: 'success' },
        { goodsCode: 'TEA', goodsName: 'Tea', quantity: 1, price: 3.3, amount: 3.3, dispense: 'success' },
      ],
    });
    const form = await admin('GET', `${REFUND_API.order}?orderId=${order.id}`);
    expect(form.data.refundableAmount).toBe(10.56);
    const refundable = (name: string) =>
      form.data.items.find((i: { goodsName: string }) => i.goodsName === name).refundableAmount as number;
    expect([refundable('Walk latte'), refundable('Tea')]).toEqual([7.92, 2.64]);
    const latte = items.find((i) => i.goodsName === 'Walk latte')!;
    expect(fieldOf(await refund(admin, order.id, [[latte.id, 9.9]], 9.9))).toMatchObject({ field: 'refundItems.0.refundAmount' });
    const whole = await refund(admin, order.id, [[latte.id, 7.92]], 7.92);
    expect(whole.status, JSON.stringify(whole)).toBe(1001);
    const after = await orderNow(db(), order.id);
    expect(after.items.find((i) => i.goodsName === 'Walk latte')).toMatchObject({
      refundedAmount: 7.92,
      refundStatus: REFUND_STATUS.fullyRefunded.code,
    });
  });

  it('sums refund records per currency, never across customers’ currencies', async () => {
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const cny = await storeTestOrder(db(), demo);
    const usd = await storeTestOrder(db(), harbor);
    expect((await refund(admin, cny.order.id, [[cny.items[0]!.id, 3]], 3)).status).toBe(1001);
    expect((await refund(admin, usd.order.id, [[usd.items[0]!.id, 2]], 2)).status).toBe(1001);
    const totals = await admin('GET', `${REFUND_API.totals}?orderCode=RT-`);
    expect(totals.data).toEqual([
      { currency: 'CNY', count: 1, amount: 3 },
      { currency: 'USD', count: 1, amount: 2 },
    ]);
    const list = await admin('GET', `${REFUND_API.list}?orderCode=RT-&orderByColumn=amount&isAsc=desc`);
    expect(list.data.map((r: { amount: number; currency: string }) => [r.amount, r.currency])).toEqual([
      [3, 'CNY'],
      [2, 'USD'],
    ]);
    const form = await admin('GET', `${REFUND_API.order}?orderId=${usd.order.id}`);
    expect(form.data.currency).toBe('USD');
    // Newest first without a filter (the refunds alone), and by order code (read from the orders).
    const newest = await admin('GET', `${REFUND_API.list}?limit=2`);
    expect(newest.data.map((r: { orderId: number }) => r.orderId)).toEqual([usd.order.id, cny.order.id]);
    const byCode = await admin('GET', `${REFUND_API.list}?limit=1000&orderByColumn=orderCode&isAsc=asc`);
    const codes = byCode.data.map((r: { orderCode: string }) => r.orderCode);
    expect(codes).toEqual([...codes].sort());
    expect(byCode.total).toBe((await admin('GET', REFUND_API.list)).total);
  });

  it('shows the order on the refund form with its records, and lists and sums the records', async () => {
    const { order, items, device } = await storeTestOrder(db(), demo);
    await refund(admin, order.id, [[items[0]!.id, 3]], 3, 'Too sweet');
    const form = await admin('GET', `${REFUND_API.order}?orderId=${order.id}`);
    expect(form.data).toMatchObject({
      currency: 'CNY',
      refundedAmount: 3,
      refundableAmount: 9.5,
      refundStatus: REFUND_STATUS.partlyRefunded.code,
    });
    expect(form.data.items.find((i: { goodsName: string }) => i.goodsName === 'Latte')).toMatchObject({
      refundedAmount: 3,
      refundableAmount: 5,
    });
    expect(form.data.records).toHaveLength(1);
    expect(form.data.records[0]).toMatchObject({ amount: 3, currency: 'CNY', reason: 'Too sweet', deviceCode: device.code });
    const list = await admin('GET', `${REFUND_API.list}?deviceCode=${device.code}&orderByColumn=amount&isAsc=desc`);
    expect(list.total).toBe(1);
    expect(list.data[0]).toMatchObject({ orderCode: order.orderCode, amount: 3 });
    const totals = await admin('GET', `${REFUND_API.totals}?deviceCode=${device.code}`);
    expect(totals.data).toEqual([{ currency: 'CNY', count: 1, amount: 3 }]);
    const none = await admin('GET', `${REFUND_API.list}?deviceCode=${device.code}&status=${REFUND_RECORD_STATUS.failed.code}`);
    expect(none.total).toBe(0);
  });
});

describe('mobile refund right', () => {
  it('refuses a refund from the mobile side without the role’s refund right, and allows it with the right', async () => {
    const ops = await apiAs(t, 'ops', 'ops12345');
    const { order, items } = await storeTestOrder(db(), demo);
    const body = { orderId: order.id, refundItems: [{ itemId: items[0]!.id, refundAmount: 1 }], refundAmount: 1, refundReason: 'Mobile' };
    const refused = await ops('POST', REFUND_API.mobileRefund, body);
    expect(refused.status).toBe(403);
    expect(refused.result).toContain('mobile refund right');
    expect((await orderNow(db(), order.id)).order.refundedAmount).toBe(0);
    await db().update(roles).set({ refundRight: 1 }).where(eq(roles.roleKey, 'maintenance'));
    const allowed = await ops('POST', REFUND_API.mobileRefund, { ...body, refundReason: 'Mobile again' });
    expect(allowed.status, JSON.stringify(allowed)).toBe(1001);
    expect(allowed.data.source).toBe('mobile');
    // The back-office refund needs no mobile right.
    await db().update(roles).set({ refundRight: 0 }).where(eq(roles.roleKey, 'maintenance'));
    expect((await ops('POST', REFUND_API.refund, { ...body, refundReason: 'PC' })).status).toBe(1001);
  });
});
