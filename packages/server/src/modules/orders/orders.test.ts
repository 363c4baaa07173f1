// Runs on both engines: keyset pages, money as numeric and business days in SQL
import {
  ABNORMAL_STATUS,
  type DeviceOrder,
  EXPORT_TASK_API,
  ORDER_API,
  ORDER_PERMS,
  ORDER_ABNORMAL_PERMS,
  ORDER_STATUS,
  SHIP_STATUS,
  type OrderDetail,
  type OrderRow,
  type OrderTotals,
  type PayRequest,
  orderSchema,
  payRequestSchema,
} from '@vr/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { calendarDay } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { rowsOfXlsx } from '../../test/excel.js';
import { exportThroughCentre, exportedRows } from '../../test/exports.js';
import { type ApiCall, apiAs, grantToRole, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { insertTestDevice, sampleOrder, storeOrders } from '../../test/device-machines.js';
import { sites } from '../points/index.js';
import { products } from '../products/index.js';
import { recomputeSalesDaily, settleSales } from '../reports/index.js';
import { markOrderPaid } from './order-state.js';
import { applyDispenseResults, openPayOrder } from './pay-orders.js';
import { recountSales } from './sales-rollup.js';
import { orderItems, orders } from './schema.js';

const t = useTestApp();
const db = () => t.database.db;
let admin: ApiCall;
let harbor: ApiCall;

const P = 'ORDT-';
let demoDevice: { id: number; code: string };
let harborDevice: { id: number; code: string };
let demoSite: number;
let demo: number;
let harborOrg: number;
let timeZone: string;

/** An order through the gateway's intake, then the columns the intake does not set. */
async function sell(
  code: string,
  device: { id: number },
  orgId: number,
  at: string,
  order: Partial<DeviceOrder> = {},
  extra: Partial<typeof orders.$inferInsert> = {},
  siteId: number | null = null,
): Promise<number> {
  await storeOrders(db(), [
    { device: { id: device.id, orgId, siteId }, order: { ...sampleOrder(code, order), v: 1, ts: Date.parse(at) } as DeviceOrder },
  ]);
  const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code));
  if (Object.keys(extra).length) await db().update(orders).set(extra).where(eq(orders.id, row!.id));
  return row!.id;
}

/** A machine's pay-request: items of 31.98, a discount of 1.98 (by kind when given), 30 to pay. */
const payRequest = (orderCode: string, discounts?: PayRequest['discounts']): PayRequest => ({
  v: 1,
  ts: Date.parse('2026-03-04T02:00:00Z'),
  orderCode,
  paymentMethod: 'wechat_pay',
  type: 'ordinary',
  amounts: { payment: 30, discount: 1.98 },
  ...(discounts ? { discounts } : {}),
  items: [{ goodsCode: 'LATTE', goodsName: 'Latte', quantity: 2, price: 15.99, amount: 31.98 }],
});

const list = async (call: ApiCall, url: string, query = ''): Promise<{ rows: OrderRow[]; total: number; status: number }> => {
  const r = await call('GET', `${url}?limit=100&orderCode=${P}${query}`);
  return { rows: (r.data ?? []) as OrderRow[], total: r.total as number, status: r.status as number };
};
const codes = (rows: OrderRow[]) => rows.map((r) => r.orderCode).sort();

beforeAll(async () => {
  admin = await apiAs(t, 'admin', 'admin123');
  timeZone = await businessTimeZone(db());
  demo = await orgIdByCode(db(), 'DEMO');
  harborOrg = await orgIdByCode(db(), 'HARBOR');
  demoDevice = await insertTestDevice(db(), demo);
  harborDevice = await insertTestDevice(db(), harborOrg);
  const [site] = await db().insert(sites).values({ orgId: demo, name: 'Order test point' }).returning({ id: sites.id });
  demoSite = site!.id;
  await sell(
    `${P}A1`,
    demoDevice,
    demo,
    '2026-03-01T02:00:00Z',
    {
      transactionCode: 'TX-A1',
      pickupCode: '1234',
      amounts: { payment: 20, received: 18, fee: 0.11, discount: 2 },
      discounts: { coupon: 2 },
    },
    { phone: '13800000001' },
    demoSite,
  );
  await sell(
    `${P}A2`,
    demoDevice,
    demo,
    '2026-03-02T02:00:00Z',
    {
      type: 'marketing',
      paymentMethod: 'alipay',
      items: [{ goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 2, price: 6, amount: 12, dispense: 'failed' }],
      amounts: { payment: 12, received: 12, fee: 0, discount: 0 },
    },
    { abnormalStatus: ABNORMAL_STATUS.open.code, abnormalReason: 'dispense failed', abnormalAt: new Date('2026-03-02T02:01:00Z') },
  );
  await sell(`${P}A3`, demoDevice, demo, '2026-03-03T02:00:00Z', {}, { freePayment: true, source: 2 });
  await sell(`${P}T1`, demoDevice, demo, '2026-03-03T03:00:00Z', {}, { isTest: true });
  await sell(`${P}H1`, harborDevice, harborOrg, '2026-03-01T04:00:00Z', { amounts: { payment: 9, received: 9, fee: 0, discount: 0 } });
  await grantToRole(db(), 'maintenance', [...Object.values(ORDER_PERMS), ...Object.values(ORDER_ABNORMAL_PERMS)]);
  harbor = await apiAs(t, 'harbor', 'harbor123');
});

describe('transaction orders', () => {
  it('list every order but the tests, newest first, with names and currency', async () => {
    const { rows, total } = await list(admin, ORDER_API.list);
    expect(rows.map((r) => r.orderCode)).toEqual([`${P}A3`, `${P}A2`, `${P}H1`, `${P}A1`]);
    expect(total).toBe(4);
    const a1 = rows.find((r) => r.orderCode === `${P}A1`)!;
    expect(a1).toMatchObject({ deviceCode: demoDevice.code, siteName: 'Order test point', currency: 'CNY', cups: 2 });
    expect(a1.goods.split(', ').sort()).toEqual(['Latte', 'Tea']);
    expect(a1.customerName).toBeTruthy();
    expect(rows.find((r) => r.orderCode === `${P}H1`)!.currency).toBe('USD');
  });

  it.each([
    ['time range (business days)', '&beginTime=2026-03-02&endTime=2026-03-02', ['A2']],
    ['time range with times', '&beginTime=2026-03-01 10:00:00&endTime=2026-03-01 12:00:00', ['A1', 'H1']],
    ['product code', '&goods=MOCHA', ['A2']],
    ['product name', '&goods=latt', ['A1', 'A3', 'H1']],
    ['transaction code', '&transactionCode=TX-A1', ['A1']],
    ['pickup code', '&pickupCode=1234', ['A1']],
    ['order type', '&type=2', ['A2']],
    ['status', '&status=10', ['A2']],
    ['payment method', '&paymentMethod=alipay', ['A2']],
    ['pay status', '&payStatus=5', ['A1', 'A2', 'A3', 'H1']],
    ['refund status', '&refundStatus=2', []],
    ['ship status', '&shipStatus=4', ['A1', 'A2', 'A3', 'H1']],
    ['phone', '&phone=13800000001', ['A1']],
  ])('filter by %s', async (_name, query, expected) => {
    expect(codes((await list(admin, ORDER_API.list, query)).rows)).toEqual(expected.map((c) => `${P}${c}`));
  });

  it('filter by customer, point and device', async () => {
    expect(codes((await list(admin, ORDER_API.list, `&orgId=${harborOrg}`)).rows)).toEqual([`${P}H1`]);
    expect(codes((await list(admin, ORDER_API.list, `&siteId=${demoSite}`)).rows)).toEqual([`${P}A1`]);
    expect(codes((await list(admin, ORDER_API.list, `&deviceId=${harborDevice.id}`)).rows)).toEqual([`${P}H1`]);
    expect(codes((await list(admin, ORDER_API.list, `&deviceCode=${demoDevice.code.slice(1, 7)}`)).rows)).toEqual([
      `${P}A1`,
      `${P}A2`,
      `${P}A3`,
    ]);
  });

  it('refuse a time that is none, and a sort outside the whitelist, with 400s on the field', async () => {
    const bad = await admin('GET', `${ORDER_API.list}?beginTime=2026-02-30`);
    expect(bad.status).toBe(400);
    const sort = await admin('GET', `${ORDER_API.list}?orderByColumn=secret`);
    expect(sort.status).toBe(400);
  });

  it('pages deep by cursor without repeating a row', async () => {
    const first = await admin('GET', `${ORDER_API.list}?orderCode=${P}&limit=2`);
    expect(first.nextCursor).toBeTruthy();
    const second = await admin('GET', `${ORDER_API.list}?orderCode=${P}&limit=2&cursor=${first.nextCursor as string}`);
    expect([...first.data, ...second.data].map((r: OrderRow) => r.orderCode)).toEqual([`${P}A3`, `${P}A2`, `${P}H1`, `${P}A1`]);
    // Page 2000 by number would walk 40 000 rows: refused on the page field, whatever the filter.
    const deep = await admin('GET', `${ORDER_API.list}?paymentMethod=alipay&page=2000&limit=20`);
    expect(deep.status).toBe(400);
    expect((deep.data as { errors: Array<{ field: string }> }).errors.map((e) => e.field)).toEqual(['page']);
  });

  it('totals of the filtered set per currency, tests left out; the amounts are those of the paid orders only', async () => {
    // An order a machine asked a payment for and that was never paid: counted, not summed.
    await openPayOrder(db(), { id: demoDevice.id, orgId: demo, siteId: null }, payRequest(`${P}U1`), 1, new Date('2026-03-04T02:10:00Z'));
    const r = await admin('GET', `${ORDER_API.totals}?orderCode=${P}`);
    const totals = r.data as OrderTotals[];
    expect(totals).toEqual([
      {
        currency: 'CNY',
        count: 4,
        paidCount: 3,
        paymentAmount: 44.5,
        receivedAmount: 42.5,
        feeAmount: 0.11,
        discountAmount: 2,
        refundedAmount: 0,
      },
      {
        currency: 'USD',
        count: 1,
        paidCount: 1,
        paymentAmount: 9,
        receivedAmount: 9,
        feeAmount: 0,
        discountAmount: 0,
        refundedAmount: 0,
      },
    ]);
    // The paid orders' totals are the sums of the rows the list shows with the paid filter.
    const paid = await list(admin, ORDER_API.list, '&payStatus=5');
    const cny = paid.rows.filter((o) => o.currency === 'CNY');
    const sumCents = (key: 'paymentAmount' | 'receivedAmount' | 'feeAmount' | 'discountAmount') =>
      cny.reduce((n, o) => n + Math.round(o[key] * 100), 0) / 100;
    expect(cny.length).toBe(totals[0]!.paidCount);
    expect([sumCents('paymentAmount'), sumCents('receivedAmount'), sumCents('feeAmount'), sumCents('discountAmount')]).toEqual([
      totals[0]!.paymentAmount,
      totals[0]!.receivedAmount,
      totals[0]!.feeAmount,
      totals[0]!.discountAmount,
    ]);
  });

  it('another customer sees only its own orders, in lists, totals and detail', async () => {
    expect(codes((await list(harbor, ORDER_API.list)).rows)).toEqual([`${P}H1`]);
    const totals = (await harbor('GET', `${ORDER_API.totals}?orderCode=${P}`)).data as OrderTotals[];
    expect(totals.map((x) => x.count)).toEqual([1]);
    const [a1] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderCode, `${P}A1`));
    expect((await harbor('GET', `${ORDER_API.detail}?id=${a1!.id}`)).status).toBe(404);
  });
});

describe('order detail', () => {
  it('items with tastes and cup size, discounts by kind, payments, refunds and dispenses', async () => {
    const [a1] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderCode, `${P}A1`));
    await db()
      .update(orderItems)
      .set({ tastes: [{ category: 'Sugar', option: 'Half sugar' }] })
      .where(sql`${orderItems.orderId} = ${a1!.id} and ${orderItems.goodsCode} = 'LATTE'`);
    const d = (await admin('GET', `${ORDER_API.detail}?id=${a1!.id}`)).data as OrderDetail;
    expect(d.items.map((i) => [i.goodsName, i.cupSize, i.tastes]).sort()).toEqual([
      ['Latte', 'M', [{ category: 'Sugar', option: 'Half sugar' }]],
      ['Tea', null, []],
    ]);
    expect(d.discounts).toEqual({ points: 0, coupon: 2, fullReduction: 0, limitedTime: 0, employee: 0, other: 0 });
    expect(d.payments).toEqual([expect.objectContaining({ transactionCode: 'TX-A1', amount: 18, paymentMethod: 'wechat_pay' })]);
    expect(d.refunds).toEqual([]);
    expect(d.dispenses.map((x) => x.dispense).sort()).toEqual(['failed', 'success']);
  });
});

describe('discounts by kind', () => {
  const detailOf = async (code: string) => {
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.orderCode, code));
    return (await admin('GET', `${ORDER_API.detail}?id=${row!.id}`)).data as OrderDetail;
  };
  const kindsTotal = (d: OrderDetail) => Object.values(d.discounts).reduce((n, x) => n + Math.round(x * 100), 0) / 100;

  it('a pay-request order keeps the kinds the machine sent, and they add up to the discount total', async () => {
    await openPayOrder(
      db(),
      { id: demoDevice.id, orgId: demo, siteId: null },
      payRequest(`${P}K1`, { limitedTime: 1.98 }),
      1,
      new Date('2026-03-04T02:10:00Z'),
    );
    const d = await detailOf(`${P}K1`);
    expect(d.discountAmount).toBe(1.98);
    expect(d.discounts).toEqual({ points: 0, coupon: 0, fullReduction: 0, limitedTime: 1.98, employee: 0, other: 0 });
    expect(kindsTotal(d)).toBe(d.discountAmount);
  });

  it('a pay-request order without kinds takes them from its dispense report when they add up to its total', async () => {
    const device = { id: demoDevice.id, orgId: demo, siteId: null };
    const opened = await openPayOrder(db(), device, payRequest(`${P}K2`), 1, new Date('2026-03-04T02:10:00Z'));
    await markOrderPaid(db(), opened!.orderId, {
      paidAt: new Date('2026-03-04T02:01:00Z'),
      transactionCode: 'TX-K2',
      receivedAmount: 30,
      feeAmount: 0,
      late: false,
    });
    expect((await detailOf(`${P}K2`)).discounts).toEqual({
      points: 0,
      coupon: 0,
      fullReduction: 0,
      limitedTime: 0,
      employee: 0,
      other: 1.98,
    });
    const report = orderSchema.parse({
      ...sampleOrder(`${P}K2`),
      v: 1,
      ts: Date.parse('2026-03-04T02:00:00Z'),
      amounts: { payment: 30, received: 30, discount: 1.98 },
      discounts: { limitedTime: 1.98 },
    });
    await applyDispenseResults(db(), [{ device, order: report }]);
    const d = await detailOf(`${P}K2`);
    expect(d.discounts).toEqual({ points: 0, coupon: 0, fullReduction: 0, limitedTime: 1.98, employee: 0, other: 0 });
    expect(kindsTotal(d)).toBe(d.discountAmount);
  });

  it('stores the dispense results of a batch of pay-request orders, each order and item its own result', async () => {
    const device = { id: demoDevice.id, orgId: demo, siteId: null };
    const cart = [
      { goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 10, amount: 10 },
      { goodsCode: 'MOCHA', goodsName: 'Mocha', quantity: 1, price: 10, amount: 10 },
      { goodsCode: 'LATTE', goodsName: 'Latte', quantity: 1, price: 10, amount: 10 },
    ];
    const open = (code: string) =>
      openPayOrder(
        db(),
        device,
        { ...payRequest(code), amounts: { payment: 30, discount: 0 }, items: cart },
        1,
        new Date('2026-03-04T02:10:00Z'),
      );
    const paid = await open(`${P}B1`);
    const partly = await open(`${P}B2`);
    await open(`${P}B3`); // never paid
    for (const [o, tx] of [
      [paid, 'TX-B1'],
      [partly, 'TX-B2'],
    ] as const) {
      await markOrderPaid(db(), o!.orderId, {
        paidAt: new Date('2026-03-04T02:01:00Z'),
        transactionCode: tx,
        receivedAmount: 30,
        feeAmount: 0,
        late: false,
      });
    }
    const report = (code: string, results: Array<[string, 'success' | 'failed']>) =>
      orderSchema.parse({
        ...sampleOrder(code),
        v: 1,
        ts: Date.parse('2026-03-04T02:00:00Z'),
        amounts: { payment: 30, received: 30, discount: 0 },
        items: results.map(([goodsCode, dispense]) => ({ goodsCode, goodsName: goodsCode, quantity: 1, price: 10, amount: 10, dispense })),
      });
    const heard = await applyDispenseResults(db(), [
      {
        device,
        order: report(`${P}B1`, [
          ['LATTE', 'success'],
          ['MOCHA', 'success'],
          ['LATTE', 'success'],
        ]),
      },
      // The machine reports its cart in another order: matched by goods code, in turn.
      {
        device,
        order: report(`${P}B2`, [
          ['MOCHA', 'failed'],
          ['LATTE', 'success'],
          ['LATTE', 'failed'],
        ]),
      },
      {
        device,
        order: report(`${P}B3`, [
          ['LATTE', 'success'],
          ['MOCHA', 'success'],
          ['LATTE', 'success'],
        ]),
      },
    ]);
    // Only paid orders are heard of, in the batch's order.
    expect(heard.map((h) => h.orderId)).toEqual([paid!.orderId, partly!.orderId]);
    const stored = await db()
      .select({ code: orders.orderCode, status: orders.status, shipStatus: orders.shipStatus, abnormal: orders.abnormalStatus })
      .from(orders)
      .where(inArray(orders.orderCode, [`${P}B1`, `${P}B2`, `${P}B3`]))
      .orderBy(orders.orderCode);
    expect(stored).toEqual([
      { code: `${P}B1`, status: ORDER_STATUS.completed.code, shipStatus: SHIP_STATUS.success.code, abnormal: ABNORMAL_STATUS.none.code },
      {
        code: `${P}B2`,
        status: ORDER_STATUS.partlyDispensed.code,
        shipStatus: SHIP_STATUS.failed.code,
        abnormal: ABNORMAL_STATUS.none.code,
      },
      // Dispensed but never paid: left for a person, its status that of an unpaid order.
      { code: `${P}B3`, status: stored[2]!.status, shipStatus: SHIP_STATUS.success.code, abnormal: ABNORMAL_STATUS.open.code },
    ]);
    expect(stored[2]!.status).not.toBe(ORDER_STATUS.completed.code);
    const itemsOf = async (orderId: number) =>
      (
        await db()
          .select({ goodsCode: orderItems.goodsCode, dispense: orderItems.dispense })
          .from(orderItems)
          .where(eq(orderItems.orderId, orderId))
          .orderBy(orderItems.id)
      ).map((i) => `${i.goodsCode}:${i.dispense}`);
    expect(await itemsOf(paid!.orderId)).toEqual(['LATTE:success', 'MOCHA:success', 'LATTE:success']);
    expect(await itemsOf(partly!.orderId)).toEqual(['LATTE:success', 'MOCHA:failed', 'LATTE:failed']);
    // A result reported again changes nothing and is heard of by nobody.
    expect(
      await applyDispenseResults(db(), [
        {
          device,
          order: report(`${P}B2`, [
            ['LATTE', 'success'],
            ['MOCHA', 'success'],
            ['LATTE', 'success'],
          ]),
        },
      ]),
    ).toEqual([]);
    expect(await itemsOf(partly!.orderId)).toEqual(['LATTE:success', 'MOCHA:failed', 'LATTE:failed']);
  });

  it('a paid order counts in the sales as soon as it is paid, before its dispense is reported', async () => {
    const device = await insertTestDevice(db(), demo);
    const day = async () => {
      await settleSales(db());
      return rowsOf<{ order_count: number; cup_count: number; amount: string }>(
        await db().execute(sql`select order_count, cup_count, amount from rpt_sales_daily where device_id = ${device.id}`),
      ).map((r) => [Number(r.order_count), Number(r.cup_count), Number(r.amount)]);
    };
    const opened = await openPayOrder(
      db(),
      { id: device.id, orgId: demo, siteId: null },
      payRequest(`${P}PD1`),
      1,
      new Date('2026-03-04T02:10:00Z'),
    );
    expect(await day()).toEqual([]);
    await markOrderPaid(db(), opened!.orderId, {
      paidAt: new Date('2026-03-04T02:01:00Z'),
      transactionCode: 'TX-PD1',
      receivedAmount: 30,
      feeAmount: 0,
      late: false,
    });
    // One order, what it received; no cup until the machine says it dispensed one.
    expect(await day()).toEqual([[1, 0, 30]]);
  });

  it('a discount total the machine sent without kinds shows as "other"', async () => {
    await sell(`${P}K3`, demoDevice, demo, '2026-03-04T03:00:00Z', {
      amounts: { payment: 10.52, received: 10.52, fee: 0, discount: 1.98 },
      discounts: {},
    });
    const d = await detailOf(`${P}K3`);
    expect(d.discounts).toEqual({ points: 0, coupon: 0, fullReduction: 0, limitedTime: 0, employee: 0, other: 1.98 });
    expect(kindsTotal(d)).toBe(d.discountAmount);
  });

  it('refuses an order or a pay-request whose kinds do not add up to its discount total', () => {
    const order = { ...sampleOrder(`${P}K4`), v: 1, ts: Date.now() };
    const amounts = { payment: 10.52, received: 10.52, fee: 0, discount: 1.98 };
    expect(orderSchema.safeParse({ ...order, amounts, discounts: { coupon: 1, points: 0.98 } }).success).toBe(true);
    expect(orderSchema.safeParse({ ...order, amounts, discounts: { coupon: 1 } }).success).toBe(false);
    expect(orderSchema.safeParse({ ...order, amounts: { ...amounts, discount: 0 }, discounts: { coupon: 1 } }).success).toBe(false);
    expect(payRequestSchema.safeParse({ ...payRequest(`${P}K4`), discounts: { coupon: 2 } }).success).toBe(false);
    expect(payRequestSchema.safeParse(payRequest(`${P}K4`, { coupon: 1.98 })).success).toBe(true);
  });
});

describe('the other order lists', () => {
  it('password-free, cart, test and abnormal orders each list their own', async () => {
    expect(codes((await list(admin, ORDER_API.freeList)).rows)).toEqual([`${P}A3`]);
    expect(codes((await list(admin, ORDER_API.cartList)).rows)).toEqual([`${P}A3`]);
    expect(codes((await list(admin, ORDER_API.testList)).rows)).toEqual([`${P}T1`]);
    expect(codes((await list(admin, ORDER_API.abnormalList)).rows)).toEqual([`${P}A2`]);
  });

  it('lifting an exception records who and when, and is refused the second time', async () => {
    const [a2] = await db()
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.orderCode, `${P}A2`));
    const other = await harbor('POST', ORDER_API.abnormalLift, { id: a2!.id });
    expect(other.status).toBe(404);
    const first = await admin('POST', ORDER_API.abnormalLift, { id: a2!.id });
    expect(first.status).toBe(1001);
    expect(first.data).toMatchObject({ abnormalStatus: ABNORMAL_STATUS.lifted.code, abnormalLiftedBy: 'admin' });
    expect(first.data.abnormalLiftedTime).toBeTruthy();
    // Another session (the same one is refused as a repeated submit before it reaches the rule).
    const again = await apiAs(t, 'admin', 'admin123');
    const second = await again('POST', ORDER_API.abnormalLift, { id: a2!.id }, 'zh');
    expect(second.status).toBe(400);
    expect(second.result).toContain('异常');
    expect(codes((await list(admin, ORDER_API.abnormalList, `&abnormalStatus=${ABNORMAL_STATUS.lifted.code}`)).rows)).toEqual([`${P}A2`]);
  });
});

describe('order export', () => {
  it('writes the filtered orders in batches with labels, formulas neutralised, scoped, through the export centre', async () => {
    // More than two batches of the export (500 rows each).
    const many = Array.from({ length: 1101 }, (_, i) => ({
      orderCode: `${P}X${String(i).padStart(4, '0')}`,
      deviceId: demoDevice.id,
      orgId: demo,
      status: 5,
      paymentMethod: 'wechat_pay',
      payStatus: 5,
      paymentAmount: 1,
      receivedAmount: 1,
      userNickname: i === 0 ? '=HYPERLINK("x")' : null,
      createdAt: new Date(Date.parse('2026-02-01T00:00:00Z') + i * 60_000),
    }));
    await db().insert(orders).values(many);
    const token = await t.login('admin', 'admin123');
    const { file: res } = await exportThroughCentre(t, token, { orderCode: `${P}X` }, { url: EXPORT_TASK_API.createOrder, lang: 'zh' });
    expect(res!.headers['content-type']).toContain('spreadsheetml');
    const rows = await rowsOfXlsx(res!.rawPayload);
    expect(rows.length).toBe(1 + 1101);
    expect(rows[0]).toContain('订单编号');
    expect(new Set(rows.slice(1).map((r) => r[0])).size).toBe(1101);
    expect(rows[1]![0]).toBe(`${P}X1100`);
    const statusColumn = (rows[0] as unknown[]).indexOf('订单状态');
    expect(rows[1]![statusColumn]).toBe('已完成');
    expect(rows.flat()).toContain(`'=HYPERLINK("x")`);
    const htoken = await t.login('harbor', 'harbor123');
    const theirs = await exportedRows(t, htoken, { orderCode: P }, { url: EXPORT_TASK_API.createOrder });
    expect(theirs.slice(1).map((r) => r[0])).toEqual([`${P}H1`]);
    await db()
      .delete(orders)
      .where(sql`${orders.orderCode} like ${`${P}X%`}`);
  });
});

describe('sales roll-ups per device, product and point', () => {
  const DAY = '2026-05-10';
  const at = '2026-05-10T03:00:00Z';
  const product = async (code: string) => {
    await settleSales(db());
    return rowsOf<{ order_count: number; cup_count: number; amount: string }>(
      await db().execute(
        sql`select order_count, cup_count, amount from rpt_sales_product_daily where day = ${DAY} and org_id = ${demo} and goods_code = ${code}`,
      ),
    ).map((r) => ({ orders: Number(r.order_count), cups: Number(r.cup_count), amount: Number(r.amount) }));
  };
  const site = async () => {
    await settleSales(db());
    return rowsOf<{ order_count: number; cup_count: number; amount: string }>(
      await db().execute(sql`select order_count, cup_count, amount from rpt_sales_site_daily where day = ${DAY} and site_id = ${demoSite}`),
    ).map((r) => ({ orders: Number(r.order_count), cups: Number(r.cup_count), amount: Number(r.amount) }));
  };
  const device = async () => {
    await settleSales(db());
    return rowsOf<{ order_count: number; cup_count: number; amount: string }>(
      await db().execute(
        sql`select order_count, cup_count, amount from rpt_sales_daily where day = ${DAY} and device_id = ${demoDevice.id}`,
      ),
    ).map((r) => ({ orders: Number(r.order_count), cups: Number(r.cup_count), amount: Number(r.amount) }));
  };

  it('follow the orders as they arrive, a refund, and a test order', async () => {
    const r1 = await sell(`${P}R1`, demoDevice, demo, at, {}, {}, demoSite);
    await sell(`${P}R2`, demoDevice, demo, at, {}, {}, demoSite);
    // Each order: Latte (8, dispensed) and Tea (4.5, failed); received 12.5.
    expect(await device()).toEqual([{ orders: 2, cups: 2, amount: 25 }]);
    expect(await product('LATTE')).toEqual([{ orders: 2, cups: 2, amount: 16 }]);
    expect(await product('TEA')).toEqual([{ orders: 2, cups: 0, amount: 9 }]);
    expect(await site()).toEqual([{ orders: 2, cups: 2, amount: 25 }]);

    // A refund of the latte of R1 lowers the day's revenue.
    await db().update(orders).set({ refundedAmount: 8, refundStatus: 2 }).where(eq(orders.id, r1));
    await db()
      .update(orderItems)
      .set({ refundedAmount: 8, refundStatus: 3 })
      .where(sql`${orderItems.orderId} = ${r1} and ${orderItems.goodsCode} = 'LATTE'`);
    await recountSales(db(), [r1]);
    expect(await device()).toEqual([{ orders: 2, cups: 2, amount: 17 }]);
    expect(await product('LATTE')).toEqual([{ orders: 2, cups: 2, amount: 8 }]);
    expect(await site()).toEqual([{ orders: 2, cups: 2, amount: 17 }]);

    // An order marked as a staff test is no sale.
    const test = await sell(`${P}R3`, demoDevice, demo, at, {}, {}, demoSite);
    await db().update(orders).set({ isTest: true }).where(eq(orders.id, test));
    await recountSales(db(), [test]);
    expect(await device()).toEqual([{ orders: 2, cups: 2, amount: 17 }]);
    expect(await product('TEA')).toEqual([{ orders: 2, cups: 0, amount: 9 }]);

    // The nightly rebuild repairs broken rows and removes rows without a sale.
    await db().execute(sql`update rpt_sales_product_daily set amount = 999, cup_count = 99 where day = ${DAY} and goods_code = 'LATTE'`);
    await db().execute(sql`update rpt_sales_site_daily set order_count = 77 where day = ${DAY}`);
    await db().execute(
      sql`insert into rpt_sales_product_daily (day, org_id, goods_code, goods_name, order_count, cup_count, amount) values (${DAY}, ${demo}, 'GHOST', 'Ghost', 1, 1, 1)`,
    );
    await recomputeSalesDaily(db(), DAY, DAY, timeZone);
    expect(await product('LATTE')).toEqual([{ orders: 2, cups: 2, amount: 8 }]);
    expect(await product('GHOST')).toEqual([]);
    expect(await site()).toEqual([{ orders: 2, cups: 2, amount: 17 }]);
    expect(await device()).toEqual([{ orders: 2, cups: 2, amount: 17 }]);
    expect(calendarDay(timeZone, new Date(at))).toBe(DAY);
    await db()
      .delete(orders)
      .where(inArray(orders.orderCode, [`${P}R1`, `${P}R2`, `${P}R3`]));
    await recomputeSalesDaily(db(), DAY, DAY, timeZone);
    expect(await device()).toEqual([]);
  });

  it('count a product at its share of what a discounted order received, to the cent', async () => {
    // Items of 3.33, 3.33 and 3.34 with 1.00 off: shares of 9.00 are 2.997, 2.997 and 3.006, rounded
    // down to 2.99 + 2.99 + 3.00 = 8.98; the two cents left go to the largest remainders (the first two).
    const id = await sell(`${P}S1`, demoDevice, demo, at, {
      amounts: { payment: 9, received: 9, fee: 0, discount: 1 },
      discounts: { coupon: 1 },
      items: ['SHARE-A', 'SHARE-B', 'SHARE-C'].map((goodsCode, i) => ({
        goodsCode,
        goodsName: goodsCode,
        quantity: 1,
        price: i === 2 ? 3.34 : 3.33,
        amount: i === 2 ? 3.34 : 3.33,
        dispense: 'success' as const,
      })),
    });
    const items = await db().select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
    expect(items.map((i) => Number(i.receivedAmount))).toEqual([3, 3, 3]);
    expect(await product('SHARE-A')).toEqual([{ orders: 1, cups: 1, amount: 3 }]);
    expect(await product('SHARE-C')).toEqual([{ orders: 1, cups: 1, amount: 3 }]);
    // The nightly rebuild counts the same.
    await recomputeSalesDaily(db(), DAY, DAY, timeZone);
    expect(await product('SHARE-C')).toEqual([{ orders: 1, cups: 1, amount: 3 }]);
    await db().delete(orders).where(eq(orders.id, id));
    await recomputeSalesDaily(db(), DAY, DAY, timeZone);
  });
});

describe('product names at the time of sale', () => {
  it('keep the product in every language: each reader sees and finds it in their own, a later rename aside', async () => {
    const [latte] = await db()
      .select()
      .from(products)
      .where(and(eq(products.orgId, demo), eq(products.code, 'C-LATTE')));
    expect(latte?.nameEn).toBeTruthy();
    const item = { goodsCode: 'C-LATTE', goodsName: 'as the machine says', quantity: 1, price: 8, amount: 8, dispense: 'success' as const };
    const id = await sell(`${P}N1`, demoDevice, demo, '2026-05-11T03:00:00Z', { items: [item] });
    const [stored] = await db().select().from(orderItems).where(eq(orderItems.orderId, id));
    expect(stored?.goodsNames).toMatchObject({ name: latte!.name, nameEn: latte!.nameEn });
    // Renamed in the catalogue afterwards: the order keeps the names it was sold under.
    await db().update(products).set({ name: '改名拿铁', nameEn: 'Renamed latte' }).where(eq(products.id, latte!.id));
    const zh = await admin('GET', `${ORDER_API.detail}?id=${id}`, undefined, 'zh');
    expect(zh.data.items[0].goodsName).toBe(latte!.name);
    const en = await admin('GET', `${ORDER_API.detail}?id=${id}`, undefined, 'en');
    expect(en.data.items[0].goodsName).toBe(latte!.nameEn);
    expect(en.data.dispenses[0].goodsName).toBe(latte!.nameEn);
    // The list names it in the reader's language, and finds it by the name in any language.
    for (const [lang, name] of [
      ['zh', latte!.name],
      ['en', latte!.nameEn!],
    ] as const) {
      const found = await admin('GET', `${ORDER_API.list}?orderCode=${P}N1&goods=${encodeURIComponent(name)}`, undefined, lang);
      expect(found.data.map((r: OrderRow) => r.goods)).toEqual([name]);
    }
    // An item whose code the catalogue does not hold keeps the machine's name.
    const other = await sell(`${P}N2`, demoDevice, demo, '2026-05-11T03:00:00Z', { items: [{ ...item, goodsCode: 'NOT-IN-CATALOGUE' }] });
    const detail = await admin('GET', `${ORDER_API.detail}?id=${other}`, undefined, 'zh');
    expect(detail.data.items[0].goodsName).toBe('as the machine says');
  });
});
