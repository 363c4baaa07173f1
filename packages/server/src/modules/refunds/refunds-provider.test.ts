import { ABNORMAL_STATUS, ORDER_STATUS, REFUND_API, REFUND_RECORD_STATUS, REFUND_STATUS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { testConfig, useTestApp } from '../../test/harness.js';
import { orderNow, storeTestOrder } from '../../test/order-intake.js';
import { publish } from '../../platform/wiring/index.js';
import { ordersDispensed } from '../orders/index.js';
import { type ProviderRefundResult, refundSettled } from '../payments/index.js';
import { PENDING_REFUND_QUERY_AFTER_MS, queryPendingRefundsHandler } from './pending-job.js';
import { refunds } from './schema.js';

/*
 * The provider's side of a refund, through the payments area's public face: here its answers are
 * set by each test (the real provider and payment configuration belong to the payments area).
 * `provider.autoRefund` stands for the customer's payment configuration with auto-refund on or
 * off; once that configuration exists these tests can write its row instead.
 */
const provider = vi.hoisted(() => ({
  answer: { status: 'success' } as ProviderRefundResult,
  query: null as ProviderRefundResult | null,
  autoRefund: false,
}));
// The rest of the payments area (its manifest, routes and tables) stays real: the app registers it.
vi.mock('../payments/index.js', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  requestOrderRefund: async () => provider.answer,
  queryOrderRefund: async () => provider.query,
  autoRefundEnabled: async () => provider.autoRefund,
}));

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let demo: number;
beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  demo = await orgIdByCode(db(), 'DEMO');
});
beforeEach(() => {
  provider.answer = { status: 'success' };
  provider.query = null;
  provider.autoRefund = false;
});

/** The provider settles a refund later, as its callback would. */
const settle = async (code: string, result: ProviderRefundResult) => {
  await publish(db(), refundSettled, { refundCode: code, result });
};
const refundLatte = (orderId: number, itemId: number, amount = 5) =>
  admin('POST', REFUND_API.refund, {
    orderId,
    refundItems: [{ itemId, refundAmount: amount }],
    refundAmount: amount,
    refundReason: `Provider ${amount}`,
  });

describe('a refund the provider settles later', () => {
  it('counts while pending, and stays counted when it succeeds', async () => {
    provider.answer = { status: 'pending', providerNo: 'P-1' };
    const { order, items } = await storeTestOrder(db(), demo);
    const res = await refundLatte(order.id, items[0]!.id);
    expect(res.data).toMatchObject({ status: REFUND_RECORD_STATUS.refunding.code, providerNo: 'P-1' });
    expect((await orderNow(db(), order.id)).order.refundedAmount).toBe(5);
    // Pending, the amount already counts: only 3.00 of the Latte is left.
    provider.answer = { status: 'success' };
    const over = await refundLatte(order.id, items[0]!.id, 3.01);
    expect(over.status).toBe(400);

    await settle(res.data.refundCode, { status: 'success', providerNo: 'P-1' });
    await settle(res.data.refundCode, { status: 'failed', message: 'late repeat' });
    const [record] = await db().select().from(refunds).where(eq(refunds.refundCode, res.data.refundCode));
    expect(record).toMatchObject({ status: REFUND_RECORD_STATUS.success.code, failureMessage: null });
    expect(record!.settledAt).toBeInstanceOf(Date);
    expect((await orderNow(db(), order.id)).order.refundedAmount).toBe(5);
  });

  it('gives the amount back when it fails, so it can be refunded again', async () => {
    provider.answer = { status: 'pending' };
    const { order, items } = await storeTestOrder(db(), demo);
    const res = await refundLatte(order.id, items[0]!.id, 8);
    await settle(res.data.refundCode, { status: 'failed', message: 'Insufficient merchant balance' });
    const now = await orderNow(db(), order.id);
    expect(now.order).toMatchObject({ refundedAmount: 0, refundStatus: REFUND_STATUS.notRefunded.code });
    expect(now.items[0]).toMatchObject({ refundedAmount: 0, refundStatus: REFUND_STATUS.notRefunded.code });
    const form = await admin('GET', `${REFUND_API.order}?orderId=${order.id}`);
    expect(form.data.records[0]).toMatchObject({
      status: REFUND_RECORD_STATUS.failed.code,
      failureMessage: 'Insufficient merchant balance',
    });
    provider.answer = { status: 'success' };
    expect((await refundLatte(order.id, items[0]!.id, 7.99)).status).toBe(1001);
  });

  it('answers "refund application failed" when the provider refuses at once, and keeps the failed record', async () => {
    provider.answer = { status: 'failed', message: 'Account closed' };
    const { order, items } = await storeTestOrder(db(), demo);
    const res = await refundLatte(order.id, items[0]!.id);
    expect(res).toMatchObject({ status: 400, result: 'Refund application failed: Account closed' });
    expect((await orderNow(db(), order.id)).order.refundedAmount).toBe(0);
    const [record] = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(record!.status).toBe(REFUND_RECORD_STATUS.failed.code);
  });

  it('"query refund status" asks the provider and records a settled answer', async () => {
    provider.answer = { status: 'pending' };
    const { order, items } = await storeTestOrder(db(), demo);
    const res = await refundLatte(order.id, items[0]!.id);
    const still = await admin('POST', REFUND_API.query, { refundCode: res.data.refundCode });
    expect(still.data.status).toBe(REFUND_RECORD_STATUS.refunding.code);
    provider.query = { status: 'success', providerNo: 'P-9' };
    // Another session: the same body within a second is a repeated submit.
    const again = await apiAs(t, 'admin', 'admin123');
    const done = await again('POST', REFUND_API.query, { refundCode: res.data.refundCode });
    expect(done.data).toMatchObject({ status: REFUND_RECORD_STATUS.success.code, providerNo: 'P-9' });
    expect((await admin('POST', REFUND_API.query, { refundCode: 'RF-NONE' })).status).toBe(404);
  });

  it('is asked about by the pending-refunds job once it is 5 minutes old, and a failed answer gives the amount back', async () => {
    provider.answer = { status: 'pending', providerNo: 'P-10' };
    const { order, items } = await storeTestOrder(db(), demo);
    const res = await refundLatte(order.id, items[0]!.id);
    const status = async () => (await db().select().from(refunds).where(eq(refunds.refundCode, res.data.refundCode)))[0]!.status;
    provider.query = { status: 'failed', message: 'Merchant balance too low' };
    const run = (now: Date) =>
      queryPendingRefundsHandler.run({ db: db(), args: {}, now, timeZone: 'Asia/Shanghai', log: t.app.log, config: testConfig() });
    await run(new Date(Date.now() + PENDING_REFUND_QUERY_AFTER_MS - 60_000));
    expect(await status()).toBe(REFUND_RECORD_STATUS.refunding.code);
    expect((await orderNow(db(), order.id)).order.refundedAmount).toBe(5);
    await run(new Date(Date.now() + PENDING_REFUND_QUERY_AFTER_MS + 60_000));
    expect(await status()).toBe(REFUND_RECORD_STATUS.failed.code);
    expect((await orderNow(db(), order.id)).order.refundedAmount).toBe(0);
  });
});

describe('a failed dispense', () => {
  const hear = (order: { id: number; orgId: number }, status: number) =>
    publish(db(), ordersDispensed, [{ orderId: order.id, orgId: order.orgId, status, payType: 1 }]);

  it('refunds the items not dispensed by itself when auto-refund is on, once however often it is heard', async () => {
    provider.autoRefund = true;
    const { order } = await storeTestOrder(db(), demo);
    expect(order.status).toBe(ORDER_STATUS.partlyDispensed.code);
    await hear(order, order.status);
    await hear(order, order.status);
    await Promise.all([hear(order, order.status), hear(order, order.status)]);
    const records = await db().select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ amount: 4.5, refunder: 'system', reason: 'dispenseFailed', source: 'system' });
    const now = await orderNow(db(), order.id);
    expect(now.order).toMatchObject({ refundedAmount: 4.5, refundStatus: REFUND_STATUS.partlyRefunded.code, abnormalStatus: 0 });
    expect(now.items.map((i) => [i.goodsName, i.refundedAmount])).toEqual([
      ['Latte', 0],
      ['Tea', 4.5],
    ]);
  });

  it('refunds a whole failed order, capped by what it received', async () => {
    provider.autoRefund = true;
    const { order } = await storeTestOrder(db(), demo, {
      amounts: { payment: 10, received: 10, fee: 0, discount: 2.5 },
      items: [
        { goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 8, amount: 8, dispense: 'failed' },
        { goodsCode: 'TEA', goodsName: 'Tea', quantity: 1, price: 4.5, amount: 4.5, dispense: 'not_dispensed' },
      ],
    });
    expect(order.status).toBe(ORDER_STATUS.dispenseFailed.code);
    await hear(order, order.status);
    expect((await orderNow(db(), order.id)).order).toMatchObject({ refundedAmount: 10, refundStatus: REFUND_STATUS.fullyRefunded.code });
  });

  it('becomes an abnormal order for a person when auto-refund is off, and a completed order is left alone', async () => {
    const { order } = await storeTestOrder(db(), demo);
    await hear(order, order.status);
    await hear(order, order.status);
    const now = await orderNow(db(), order.id);
    expect(now.order).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: 'dispenseFailed', refundedAmount: 0 });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(0);

    provider.autoRefund = true;
    const done = await storeTestOrder(db(), demo, {
      items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 12.5, amount: 12.5, dispense: 'success' }],
    });
    await hear(done.order, done.order.status);
    expect((await orderNow(db(), done.order.id)).order).toMatchObject({ abnormalStatus: 0, refundedAmount: 0 });
  });

  it('becomes abnormal when its automatic refund fails', async () => {
    provider.autoRefund = true;
    provider.answer = { status: 'failed', message: 'Provider down' };
    const { order } = await storeTestOrder(db(), demo);
    await hear(order, order.status);
    await hear(order, order.status);
    const now = await orderNow(db(), order.id);
    expect(now.order).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.open.code, refundedAmount: 0 });
    expect(await db().select().from(refunds).where(eq(refunds.orderId, order.id))).toHaveLength(1);
  });
});
