// Runs on both engines: money figures of both drivers: every order, refund, report, bill and export total reconciled to the cent
/*
 * One reconciliation suite for every money figure (docs/requirements.md, "The money figures: one
 * definition each"). fast-check generates business days (fixed seed, a few runs, a few dozen
 * orders each) of two new customers, one billing in CNY and one in USD; each day is driven through
 * the real intake paths (the device gateway's order and pay-request handling, the sandbox
 * provider's pay page and notifications, the refunds API, the sharing subscribers and settlement),
 * its expected figures are worked out in the test from the activity alone (reconciliation/model.ts),
 * and every place a figure appears must agree to the cent, per currency: the stored rows, the
 * order list, its totals and details, the refund records, the device list and detail, the
 * dashboard, the reports (read per organisation and per device), the sharing orders and bills,
 * and the export centre's files. A second test keeps the list of money routes and export kinds
 * complete: a new one must join the suite or be exempted with its reason.
 */
import {
  DASHBOARD_API,
  DEVICE_API,
  DEVICE_DETAIL_API,
  EXPORT_KINDS,
  EXPORT_TASK_STATE,
  ORDER_API,
  REFUND_API,
  REPORT_API,
  REPORT_EXPORT_KINDS,
  SHARING_API,
  SHARING_EXPORT_KINDS,
  type SharingOrderRow,
} from '@vr/contracts';
import { inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rowsOfXlsx } from './excel.js';
import { exportThroughCentre } from './exports.js';
import { useTestApp } from './harness.js';
import { orderItems, orders } from '../modules/orders/index.js';
import { refunds } from '../modules/refunds/index.js';
import { shrOrders } from '../modules/sharing/index.js';
import { type GenDay, dayArbitrary, KINDS } from './reconciliation/activity.js';
import { type Caller, called, exported, qs, signIn } from './reconciliation/calls.js';
import { COVERED, EXEMPT, moneyExportKinds, moneyRoutes } from './reconciliation/coverage.js';
import {
  type DeviceSales,
  billOf,
  byKey,
  cents,
  expectedItems,
  expectedKinds,
  expectedOrder,
  expectedOrderTotals,
  expectedRows,
  expectedSeries,
  expectedShareRows,
  expectedTotals,
  gotBill,
  gotGoodsRows,
  gotOrder,
  gotOrderTotals,
  gotSeries,
  gotSiteRows,
  gotTotals,
  salesOf,
} from './reconciliation/figures.js';
import {
  type OrderState,
  type World,
  addDays,
  between,
  businessClock,
  goodsRanked,
  lastMonthStartOf,
  monthStartOf,
  refundedOf,
  sales,
  settledRefundedOf,
  sharesNow,
  sitesRanked,
  statusOf,
} from './reconciliation/model.js';
import { type Viewers, buildWorld, driveDay, refundLeftUnderWay } from './reconciliation/world.js';

const SEED = 20_261_129;
const RUNS = 4;
const TOP = 10;

const t = useTestApp();
const db = () => t.database.db;

interface Run {
  n: number;
  day: GenDay;
  world: World;
  viewers: Viewers;
  ledger: OrderState[];
  /** The business days the orders fall on. */
  from: string;
  to: string;
}
const runs: Run[] = [];
let today = '';

const viewersOf = (r: Run): Array<[string, Caller]> => [
  ['all devices', r.viewers.all],
  ['granted devices', r.viewers.selected],
];

beforeAll(async () => {
  const admin = await signIn(t, 'admin', 'admin123');
  const days = fc.sample(dayArbitrary, { seed: SEED, numRuns: RUNS });
  for (const [n, day] of days.entries()) {
    const { world, viewers } = await buildWorld(t, admin, n);
    const ledger = await driveDay(t, world, day, n, viewers.all);
    const daysSold = ledger.map((o) => o.day).sort();
    runs.push({ n, day, world, viewers, ledger, from: daysSold[0]!, to: daysSold[daysSold.length - 1]! });
  }
  for (const r of runs) await refundLeftUnderWay(r.viewers.all, r.ledger, r.day.pendingTail);
  today = businessClock(new Date(), runs[0]!.world.timeZone).day;
}, 240_000);

const label = (r: Run, what: string) => `run ${r.n}: ${what}`;

/** A run's sold orders that carry shares now; those of one customer or one device. */
const sharedSales = (r: Run) => {
  const shared = sales(r.ledger).filter((o) => sharesNow(o).length > 0);
  return {
    shared,
    ofCustomer: (c: World['customers'][number]) => shared.filter((o) => o.customer === c),
    ofDevice: (d: World['devices'][number]) => shared.filter((o) => o.device === d),
  };
};

/** A test that failed stopped before asking all its routes: the check that every covered route was asked then says nothing. */
let aTestFailed = false;
beforeEach((context) => {
  context.onTestFailed(() => {
    aTestFailed = true;
  });
});

describe('reconciliation: every money figure agrees with its one definition, per currency', () => {
  it('the stored rows: orders, items, refund records and shares as the activity makes them', async () => {
    for (const r of runs) {
      const ids = r.ledger.map((o) => o.id!);
      const rows = await db().select().from(orders).where(inArray(orders.id, ids));
      const items = await db().select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id);
      const records = await db().select().from(refunds).where(inArray(refunds.orderId, ids));
      const shares = await db().select().from(shrOrders).where(inArray(shrOrders.orderId, ids));
      for (const o of r.ledger) {
        const row = rows.find((x) => x.id === o.id)!;
        expect(
          {
            payment: cents(row.paymentAmount),
            received: cents(row.receivedAmount),
            fee: cents(row.feeAmount),
            discount: cents(row.discountAmount),
            refunded: cents(row.refundedAmount),
            kinds: {
              points: cents(row.pointsDiscount),
              coupon: cents(row.couponDiscount),
              fullReduction: cents(row.fullReductionDiscount),
              limitedTime: cents(row.limitedTimeDiscount),
              employee: cents(row.employeeDiscount),
            },
            status: row.status,
            payStatus: row.payStatus,
          },
          label(r, `ord_order ${o.code}`),
        ).toEqual({
          payment: o.paymentCents,
          received: o.receivedCents,
          fee: o.feeCents,
          discount: o.discountCents,
          refunded: refundedOf(o),
          kinds: Object.fromEntries(KINDS.map((k) => [k, o.kinds[k]])),
          status: statusOf(o),
          payStatus: o.paid ? 5 : 1,
        });
        expect(
          items.filter((i) => i.orderId === o.id).map((i) => [cents(i.receivedAmount), cents(i.refundedAmount)]),
          label(r, `ord_order_item shares and refunds of ${o.code}`),
        ).toEqual(o.items.map((i) => [i.shareCents, i.refundedCents]));
        expect(
          records
            .filter((x) => x.orderId === o.id)
            .map((x) => [cents(x.amount), x.source, x.status])
            .sort(),
          label(r, `ord_refund of ${o.code}`),
        ).toEqual(o.refunds.map((x) => [x.amountCents, x.source, x.settled ? 2 : 1]).sort());
        expect(
          shares
            .filter((s) => s.orderId === o.id)
            .sort((a, b) => a.splitIndex - b.splitIndex)
            .map((s) => [s.applyId, s.orderCents, s.feeCents, s.shareCents, s.reversedCents, s.refundedCents]),
          label(r, `shr_order of ${o.code}`),
        ).toEqual(
          sharesNow(o).map((s) => [s.joiner.applyId, o.receivedCents, s.feeCents, s.shareCents, s.reversedCents, settledRefundedOf(o)]),
        );
      }
    }
  });

  it('the order list, its totals (paid orders only, per currency) and each order’s detail', async () => {
    for (const r of runs) {
      const all = r.viewers.all;
      const list = await all.get(`${ORDER_API.list}?limit=1000`);
      expect(list.total, label(r, 'GET /api/Order/list total')).toBe(r.ledger.length);
      const rows = new Map((list.data as Array<{ orderCode: string }>).map((x) => [x.orderCode, x]));
      for (const o of r.ledger) expect(gotOrder(rows.get(o.code)), label(r, `GET /api/Order/list row ${o.code}`)).toEqual(expectedOrder(o));

      expect(gotOrderTotals((await all.get(ORDER_API.totals)).data), label(r, 'GET /api/Order/totals')).toEqual(
        expectedOrderTotals(r.ledger),
      );
      const paidOnly = gotOrderTotals((await all.get(`${ORDER_API.totals}?payStatus=5`)).data);
      expect(paidOnly, label(r, 'GET /api/Order/totals?payStatus=5')).toEqual(expectedOrderTotals(sales(r.ledger)));
      for (const line of paidOnly) expect(line.count, label(r, 'paid filter: count = paid orders')).toBe(line.paidCount);
      for (const c of r.world.customers) {
        expect(gotOrderTotals((await all.get(`${ORDER_API.totals}?orgId=${c.orgId}`)).data), label(r, `totals of ${c.currency}`)).toEqual(
          expectedOrderTotals(r.ledger.filter((o) => o.customer === c)),
        );
      }
      const device = r.world.devices[0]!;
      expect(gotOrderTotals((await all.get(`${ORDER_API.totals}?deviceId=${device.id}`)).data), label(r, 'totals of one device')).toEqual(
        expectedOrderTotals(r.ledger.filter((o) => o.device === device)),
      );
      expect(
        gotOrderTotals((await all.get(`${ORDER_API.totals}?${qs({ beginTime: today, endTime: today })}`)).data),
        label(r, 'totals of today (business day)'),
      ).toEqual(expectedOrderTotals(r.ledger.filter(between(today, today))));

      for (const o of r.ledger) {
        const d = (await all.get(`${ORDER_API.detail}?id=${o.id}`)).data;
        const what = label(r, `GET /api/Order/detail ${o.code}`);
        expect(gotOrder(d), what).toEqual(expectedOrder(o));
        const kinds = Object.fromEntries(Object.entries(d.discounts as Record<string, number>).map(([k, v]) => [k, cents(v)]));
        expect(kinds, `${what}: discounts by kind`).toEqual(expectedKinds(o));
        expect(
          Object.values(kinds).reduce((n, v) => n + v, 0),
          `${what}: the kinds add up to the discount`,
        ).toBe(cents(d.discountAmount));
        expect(
          (d.items as Array<Record<string, unknown>>).map((i) => ({
            goodsCode: i['goodsCode'],
            cupSize: i['cupSize'],
            quantity: i['quantity'],
            price: cents(i['price'] as number),
            amount: cents(i['amount'] as number),
            status: i['status'],
            dispense: i['dispense'],
            refunded: cents(i['refundedAmount'] as number),
            refundStatus: i['refundStatus'],
          })),
          `${what}: items`,
        ).toEqual(expectedItems(o));
        expect(
          (d.refunds as Array<{ amount: number }>).map((x) => cents(x.amount)).sort((a, b) => a - b),
          `${what}: refund history`,
        ).toEqual(o.refunds.map((x) => x.amountCents).sort((a, b) => a - b));
      }

      // The other order lists: abnormal orders are the failed dispenses nobody refunded; no order of the day is free, a cart's or a test.
      const abnormal = await all.get(`${ORDER_API.abnormalList}?limit=1000`);
      expect(
        (abnormal.data as Array<{ orderCode: string }>).map((x) => x.orderCode).sort(),
        label(r, 'GET /api/Order/abnormal/list'),
      ).toEqual(
        r.ledger
          .filter((o) => o.abnormal)
          .map((o) => o.code)
          .sort(),
      );
      for (const x of abnormal.data)
        expect(gotOrder(x), label(r, `abnormal row ${x.orderCode}`)).toEqual(expectedOrder(r.ledger.find((o) => o.code === x.orderCode)!));
      for (const url of [ORDER_API.freeList, ORDER_API.cartList, ORDER_API.testList]) {
        expect((await all.get(`${url}?limit=10`)).total, label(r, `GET ${url}`)).toBe(0);
      }
    }
  });

  it('the refund records, their totals per currency and the refund form', async () => {
    for (const r of runs) {
      const all = r.viewers.all;
      const list = await all.get(`${REFUND_API.list}?limit=1000`);
      const codeOf = new Map(r.ledger.map((o) => [o.id, o]));
      expect(
        byKey(
          (list.data as Array<{ orderId: number; amount: number; status: number; source: string; currency: string }>).map((x) => ({
            order: codeOf.get(x.orderId)?.code,
            amount: cents(x.amount),
            status: x.status,
            source: x.source,
            currency: x.currency,
          })),
          (x) => `${x.order}|${x.amount}|${x.source}|${x.status}`,
        ),
        label(r, 'GET /api/order/refund/list'),
      ).toEqual(
        byKey(
          r.ledger.flatMap((o) =>
            o.refunds.map((x) => ({
              order: o.code,
              amount: x.amountCents,
              status: x.settled ? 2 : 1,
              source: x.source,
              currency: o.customer.currency,
            })),
          ),
          (x) => `${x.order}|${x.amount}|${x.source}|${x.status}`,
        ),
      );
      const totals = (await all.get(REFUND_API.totals)).data as Array<{ currency: string; count: number; amount: number }>;
      expect(
        totals.map((x) => ({ currency: x.currency, count: x.count, amount: cents(x.amount) })),
        label(r, 'GET /api/order/refund/totals'),
      ).toEqual(
        r.world.customers
          .map((c) => {
            const list = r.ledger.filter((o) => o.customer === c).flatMap((o) => o.refunds);
            return { currency: c.currency, count: list.length, amount: list.reduce((n, x) => n + x.amountCents, 0) };
          })
          .filter((x) => x.count > 0),
      );
      for (const o of sales(r.ledger).filter((x) => x.refunds.length > 0)) {
        const form = (await all.get(`${REFUND_API.order}?orderId=${o.id}`)).data;
        expect(
          {
            received: cents(form.receivedAmount),
            refunded: cents(form.refundedAmount),
            refundable: cents(form.refundableAmount),
            items: (form.items as Array<{ refundedAmount: number; refundableAmount: number }>).map((i) => [
              cents(i.refundedAmount),
              cents(i.refundableAmount),
            ]),
          },
          label(r, `GET /api/order/refund/order ${o.code}`),
        ).toEqual({
          received: o.receivedCents,
          refunded: refundedOf(o),
          refundable: o.receivedCents - refundedOf(o),
          items: o.items.map((i) => [i.refundedCents, i.shareCents - i.refundedCents]),
        });
      }
    }
  });

  /** A device's sales today, yesterday, this month and last month. */
  const deviceSales = (r: Run, deviceId: number) => {
    const mine = r.ledger.filter((o) => o.device.id === deviceId);
    const of = (from: string, to: string) => salesOf(mine.filter(between(from, to)));
    return {
      today: of(today, today),
      yesterday: of(addDays(today, -1), addDays(today, -1)),
      thisMonth: of(monthStartOf(today), today),
      lastMonth: of(lastMonthStartOf(today), addDays(monthStartOf(today), -1)),
    };
  };
  const listFields = (s: ReturnType<typeof deviceSales>) => ({
    salesToday: s.today.cups,
    amountToday: s.today.amount,
    salesYesterday: s.yesterday.cups,
    amountYesterday: s.yesterday.amount,
    salesMonth: s.thisMonth.cups,
    amountMonth: s.thisMonth.amount,
    salesLastMonth: s.lastMonth.cups,
    amountLastMonth: s.lastMonth.amount,
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a device row
  const gotListFields = (d: any) => ({
    salesToday: d.salesToday,
    amountToday: cents(d.amountToday),
    salesYesterday: d.salesYesterday,
    amountYesterday: cents(d.amountYesterday),
    salesMonth: d.salesMonth,
    amountMonth: cents(d.amountMonth),
    salesLastMonth: d.salesLastMonth,
    amountLastMonth: cents(d.amountLastMonth),
  });

  it('the device list, a device’s row and its detail summary: cups and revenue today, yesterday, this and last month', async () => {
    for (const r of runs) {
      for (const [who, viewer] of viewersOf(r)) {
        const list = await viewer.get(`${DEVICE_API.list}?limit=100`);
        expect(list.total, label(r, `${who}: GET ${DEVICE_API.list} total`)).toBe(r.world.devices.length);
        for (const d of r.world.devices) {
          const expected = deviceSales(r, d.id);
          const row = (list.data as Array<{ id: number }>).find((x) => x.id === d.id);
          expect(gotListFields(row), label(r, `${who}: GET ${DEVICE_API.list} ${d.code}`)).toEqual(listFields(expected));
          const one = (await viewer.get(`${DEVICE_API.detail}?id=${d.id}`)).data;
          expect(gotListFields(one), label(r, `${who}: GET ${DEVICE_API.detail} ${d.code}`)).toEqual(listFields(expected));
          expect(one.currency, label(r, `${who}: currency of ${d.code}`)).toBe(r.world.customers[d.customer].currency);
          const summary = (await viewer.get(`${DEVICE_DETAIL_API.summary}?id=${d.id}`)).data;
          const got = Object.fromEntries(
            Object.entries(summary.sales as Record<string, DeviceSales>).map(([k, v]) => [
              k,
              { cups: v.cups, orders: v.orders, amount: cents(v.amount) },
            ]),
          );
          expect(got, label(r, `${who}: GET ${DEVICE_DETAIL_API.summary} ${d.code}`)).toEqual(expected);
        }
      }
    }
  });

  it('the device detail tabs: the orders of the range and the sales per product', async () => {
    for (const r of runs) {
      const all = r.viewers.all;
      const range = qs({ startTime: r.from, endTime: r.to, limit: 1000 });
      for (const d of r.world.devices) {
        const mine = r.ledger.filter((o) => o.device.id === d.id);
        const tab = await all.get(`${DEVICE_DETAIL_API.orders}?id=${d.id}&${range}`);
        expect(tab.total, label(r, `GET ${DEVICE_DETAIL_API.orders} total of ${d.code}`)).toBe(mine.length);
        expect(
          byKey(
            (tab.data as Array<Record<string, unknown>>).map((x) => ({
              code: x['orderCode'] as string,
              status: x['status'],
              payStatus: x['payStatus'],
              refundStatus: x['refundStatus'],
              payment: cents(x['paymentAmount'] as number),
              received: cents(x['receivedAmount'] as number),
            })),
            (x) => x.code,
          ),
          label(r, `GET ${DEVICE_DETAIL_API.orders} of ${d.code}`),
        ).toEqual(
          byKey(
            mine.map((o) => {
              const e = expectedOrder(o);
              return {
                code: o.code,
                status: e.status,
                payStatus: e.payStatus,
                refundStatus: e.refundStatus,
                payment: e.payment,
                received: e.received,
              };
            }),
            (x) => x.code,
          ),
        );
        // Sales per product: the product's cups dispensed, its orders, its revenue (its items' shares less their refunds).
        const products = await all.get(`${DEVICE_DETAIL_API.products}?id=${d.id}&${range}`);
        expect(
          byKey(
            (products.data as Array<{ goodsCode: string; cups: number; amount: number; orders: number }>).map((p) => ({
              key: p.goodsCode,
              cups: p.cups,
              orders: p.orders,
              amount: cents(p.amount),
            })),
            (p) => p.key,
          ),
          label(r, `GET ${DEVICE_DETAIL_API.products} of ${d.code}`),
        ).toEqual(
          byKey(
            goodsRanked(mine).map((g) => ({
              key: g.key,
              cups: g.perCurrency[0]!.cups,
              orders: g.perCurrency[0]!.orders,
              amount: g.perCurrency[0]!.received - g.perCurrency[0]!.refunded,
            })),
            (p) => p.key,
          ),
        );
      }
    }
  });

  it('the dashboard: today’s figures, the sales per hour and per day, today’s and the month’s totals and top 10s', async () => {
    for (const r of runs) {
      for (const [who, viewer] of viewersOf(r)) {
        const devices = (await viewer.get(DASHBOARD_API.devices)).data;
        expect(devices.day, label(r, 'the business day')).toBe(today);
        const perCurrency = expectedTotals(r.ledger.filter(between(today, today)));
        // Each currency with its own amount, orders and cups: counts of two currencies are not added either.
        expect(
          (devices.today.amounts as Array<{ currency: string; amount: number; orders: number; cups: number }>).map((m) => ({
            currency: m.currency,
            amount: cents(m.amount),
            orders: m.orders,
            cups: m.cups,
          })),
          label(r, `${who}: GET ${DASHBOARD_API.devices} today`),
        ).toEqual(
          perCurrency.money.map((m, i) => ({
            currency: m.currency,
            amount: m.revenue,
            orders: perCurrency.counts[i]!.orders,
            cups: perCurrency.counts[i]!.cups,
          })),
        );
        expect(devices.total, label(r, `${who}: devices counted`)).toBe(r.world.devices.length);

        const chart = (await viewer.get(DASHBOARD_API.sales)).data;
        const point = (p: { at: number | string; currency: string; amount: number; orders: number; cups: number }) => ({
          key: String(p.at),
          currency: p.currency,
          orders: p.orders,
          cups: p.cups,
          revenue: cents(p.amount),
        });
        const strip = (p: { key: string; currency: string; orders: number; cups: number; revenue: number }) => ({
          key: p.key,
          currency: p.currency,
          orders: p.orders,
          cups: p.cups,
          revenue: p.revenue,
        });
        expect(
          byKey((chart.hourly as Parameters<typeof point>[0][]).map(point), (p) => `${p.key}|${p.currency}`),
          label(r, `${who}: GET ${DASHBOARD_API.sales} hourly`),
        ).toEqual(expectedSeries(r.ledger.filter(between(today, today)), (o) => String(o.hour)).map(strip));
        expect(
          byKey((chart.daily as Parameters<typeof point>[0][]).map(point), (p) => `${p.key}|${p.currency}`),
          label(r, `${who}: GET ${DASHBOARD_API.sales} daily`),
        ).toEqual(expectedSeries(r.ledger.filter(between(chart.fromDay, today)), (o) => o.day).map(strip));

        const rankings = (await viewer.get(DASHBOARD_API.rankings)).data;
        const month = r.ledger.filter(between(monthStartOf(today), today));
        expect(gotTotals(rankings.today), label(r, `${who}: GET ${DASHBOARD_API.rankings} today`)).toEqual(
          expectedTotals(r.ledger.filter(between(today, today))),
        );
        expect(gotTotals(rankings.month), label(r, `${who}: GET ${DASHBOARD_API.rankings} month`)).toEqual(expectedTotals(month));
        expect(gotGoodsRows(rankings.goods), label(r, `${who}: GET ${DASHBOARD_API.rankings} goods top 10`)).toEqual(
          expectedRows(goodsRanked(month).slice(0, TOP)),
        );
        expect(gotSiteRows(rankings.sites), label(r, `${who}: GET ${DASHBOARD_API.rankings} points top 10`)).toEqual(
          expectedRows(sitesRanked(month).slice(0, TOP)),
        );
      }
    }
  });

  it('the reports: goods and point rankings and summaries and the statistics, read by organisation and by device, filtered or not', async () => {
    for (const r of runs) {
      // The whole of the days sold, and the last two days (whose previous period, two days before, may hold sales too).
      const periods = [
        { name: 'all days', from: r.from, to: r.to },
        { name: 'the last two days', from: addDays(today, -1), to: today },
      ];
      for (const [who, viewer] of viewersOf(r)) {
        const point = r.world.devices[0]!.siteId!;
        const cuts: Array<{ name: string; query: Record<string, number>; keep: (o: OrderState) => boolean }> = [
          { name: 'everything', query: {}, keep: () => true },
          ...r.world.customers.map((c) => ({
            name: `customer ${c.currency}`,
            query: { orgId: c.orgId },
            keep: (o: OrderState) => o.customer === c,
          })),
          { name: 'one point', query: { siteId: point }, keep: (o: OrderState) => o.device.siteId === point },
          { name: 'one device', query: { deviceId: r.world.devices[5]!.id }, keep: (o: OrderState) => o.device === r.world.devices[5] },
        ];
        for (const p of periods) {
          for (const cut of cuts) {
            const query = qs({ beginDay: p.from, endDay: p.to, ...cut.query });
            const kept = r.ledger.filter(cut.keep);
            const mine = kept.filter(between(p.from, p.to));
            const what = (route: string) => label(r, `${who}, ${p.name}, ${cut.name}: GET ${route}`);
            const goods = (await viewer.get(`${REPORT_API.goodsSaleRanking}?${query}`)).data;
            expect(gotTotals(goods.totals), what(`${REPORT_API.goodsSaleRanking} totals`)).toEqual(expectedTotals(mine));
            expect(gotGoodsRows(goods.rows), what(`${REPORT_API.goodsSaleRanking} top 10`)).toEqual(
              expectedRows(goodsRanked(mine).slice(0, TOP)),
            );
            const goodsAll = await viewer.get(`${REPORT_API.goodsSaleSummary}?${query}&limit=1000`);
            expect(goodsAll.total, what(`${REPORT_API.goodsSaleSummary} total`)).toBe(goodsRanked(mine).length);
            expect(gotGoodsRows(goodsAll.data), what(REPORT_API.goodsSaleSummary)).toEqual(expectedRows(goodsRanked(mine)));
            const site = (await viewer.get(`${REPORT_API.siteSaleRanking}?${query}`)).data;
            expect(gotTotals(site.totals), what(`${REPORT_API.siteSaleRanking} totals`)).toEqual(expectedTotals(mine));
            expect(gotSiteRows(site.rows), what(`${REPORT_API.siteSaleRanking} top 10`)).toEqual(
              expectedRows(sitesRanked(mine).slice(0, TOP)),
            );
            const sitesAll = await viewer.get(`${REPORT_API.siteSaleSummary}?${query}&limit=1000`);
            expect(gotSiteRows(sitesAll.data), what(REPORT_API.siteSaleSummary)).toEqual(expectedRows(sitesRanked(mine)));

            const stats = (await viewer.get(`${REPORT_API.statistics}?${query}`)).data;
            const length = Math.round((Date.parse(p.to) - Date.parse(p.from)) / 86_400_000) + 1;
            const before = kept.filter(between(addDays(p.from, -length), addDays(p.from, -1)));
            expect([stats.previousBeginDay, stats.previousEndDay], what(`${REPORT_API.statistics} previous period`)).toEqual([
              addDays(p.from, -length),
              addDays(p.from, -1),
            ]);
            expect(gotTotals(stats.totals), what(`${REPORT_API.statistics} totals`)).toEqual(expectedTotals(mine));
            expect(gotTotals(stats.previousTotals), what(`${REPORT_API.statistics} previous totals`)).toEqual(expectedTotals(before));
            expect(gotSeries(stats.byDay), what(`${REPORT_API.statistics} by day`)).toEqual(expectedSeries(mine, (o) => o.day));
            expect(gotSeries(stats.previousByDay), what(`${REPORT_API.statistics} previous by day`)).toEqual(
              expectedSeries(before, (o) => String(Math.round((Date.parse(o.day) - Date.parse(addDays(p.from, -length))) / 86_400_000))),
            );
            expect(gotSeries(stats.byPaymentMethod), what(`${REPORT_API.statistics} by payment method`)).toEqual(
              expectedSeries(mine, (o) => o.method),
            );
            expect(gotSeries(stats.byModel), what(`${REPORT_API.statistics} by model`)).toEqual(
              expectedSeries(mine, (o) => o.device.modelName),
            );
            // Hours are kept per customer for today and the two days before; not per point or device.
            const hoursKept =
              p.from >= addDays(today, -2) && who === 'all devices' && !('siteId' in cut.query) && !('deviceId' in cut.query);
            expect(stats.byHourShown, what(`${REPORT_API.statistics} hours shown`)).toBe(hoursKept);
            expect(gotSeries(stats.byHour), what(`${REPORT_API.statistics} by hour`)).toEqual(
              hoursKept ? expectedSeries(mine, (o) => String(o.hour).padStart(2, '0'), false) : [],
            );
          }
        }
      }
    }
  });

  it('profit sharing: the sharing orders, the merchant bill and the device bill, with their totals per currency', async () => {
    // Totals per currency (in no particular order).
    const inCurrencyOrder = (list: unknown[]) => byKey(list.map(gotBill), (x) => x.currency);
    // Bill lines by their key (a joiner or a device).
    const byLine = <L extends { key: number }>(lines: L[]) => byKey(lines, (l) => String(l.key));
    const gotLines = (data: unknown) => byLine((data as Array<{ key: number }>).map((l) => ({ key: l.key, ...gotBill(l) })));
    for (const r of runs) {
      const { shared, ofCustomer, ofDevice } = sharedSales(r);
      for (const [who, viewer] of viewersOf(r)) {
        const list = await viewer.get(`${SHARING_API.orderList}?limit=1000`);
        expect(
          byKey(
            (list.data as SharingOrderRow[]).map((x) => ({
              orderCode: x.orderCode,
              applyId: x.applyId,
              currency: x.currency,
              rate: Math.round(x.rate * 100),
              order: x.orderCents,
              fee: x.feeCents,
              share: x.shareCents,
              reversed: x.reversedCents,
            })),
            (x) => `${x.orderCode}|${x.applyId}`,
          ),
          label(r, `${who}: GET ${SHARING_API.orderList}`),
        ).toEqual(expectedShareRows(r.ledger));

        const merchant = await viewer.get(`${SHARING_API.merchantBill}?limit=100`);
        const joiners = r.world.customers.flatMap((c) => c.configs.flatMap((x) => x.joiners.map((j) => ({ c, j }))));
        const lines = joiners
          .map(({ c, j }) => ({
            key: j.applyId,
            ...billOf(c.currency, ofCustomer(c), j.applyId),
          }))
          .filter((l) => l.orders > 0);
        expect(gotLines(merchant.data), label(r, `${who}: GET ${SHARING_API.merchantBill} lines`)).toEqual(byLine(lines));
        const totals = r.world.customers.map((c) => billOf(c.currency, ofCustomer(c))).filter((x) => x.orders > 0);
        expect(inCurrencyOrder(merchant.result.totals), label(r, `${who}: GET ${SHARING_API.merchantBill} totals`)).toEqual(totals);
        for (const l of merchant.data as Array<{ netCents: number; byStatus: Record<string, number> }>) {
          expect(
            Object.values(l.byStatus).reduce((n, x) => n + x, 0),
            label(r, `${who}: merchant bill net by status adds up to net`),
          ).toBe(l.netCents);
        }
        const sharedDays = shared.map((o) => o.day).sort();
        expect(merchant.result.period, label(r, `${who}: GET ${SHARING_API.merchantBill} period`)).toEqual({
          from: sharedDays[0],
          to: sharedDays[sharedDays.length - 1],
          timeZone: r.world.timeZone,
        });
        const one = joiners[0]!;
        const oneBill = await viewer.get(`${SHARING_API.merchantBill}?applyId=${one.j.applyId}`);
        const oneExpected = billOf(one.c.currency, ofCustomer(one.c), one.j.applyId);
        expect(
          (oneBill.result.totals as unknown[]).map(gotBill),
          label(r, `${who}: GET ${SHARING_API.merchantBill}?applyId (one joiner) totals`),
        ).toEqual(oneExpected.orders > 0 ? [oneExpected] : []);

        const device = await viewer.get(`${SHARING_API.deviceBill}?limit=100`);
        const deviceLines = r.world.devices
          .map((d) => ({
            key: d.id,
            ...billOf(r.world.customers[d.customer].currency, ofDevice(d)),
          }))
          .filter((l) => l.orders > 0);
        expect(gotLines(device.data), label(r, `${who}: GET ${SHARING_API.deviceBill} lines`)).toEqual(byLine(deviceLines));
        expect(inCurrencyOrder(device.result.totals), label(r, `${who}: GET ${SHARING_API.deviceBill} totals`)).toEqual(totals);
      }
    }
  });

  it('the export centre’s files hold the figures the lists show', async () => {
    for (const r of runs) {
      const all = r.viewers.all;
      const run = async (kind: string, query: Record<string, unknown>, columns: string[]) => {
        exported.add(kind);
        const { created, task, file } = await exportThroughCentre(t, all.token, { kind, query, columns });
        expect(created.status, label(r, `export ${kind} queued: ${JSON.stringify(created)}`)).toBe(1001);
        expect(task?.state, label(r, `export ${kind} done`)).toBe(EXPORT_TASK_STATE.done.code);
        const [head, ...rows] = await rowsOfXlsx(file!.rawPayload);
        expect(head, label(r, `export ${kind} columns`)).toHaveLength(columns.length);
        return rows;
      };
      const money = (v: unknown) => cents(v as number);

      const orderRows = await run(EXPORT_KINDS.orders, {}, [
        'orderCode',
        'currency',
        'paymentAmount',
        'receivedAmount',
        'feeAmount',
        'discountAmount',
        'refundedAmount',
      ]);
      expect(
        byKey(
          orderRows.map((x) => [x[0], x[1], money(x[2]), money(x[3]), money(x[4]), money(x[5]), money(x[6])]),
          (x) => String(x[0]),
        ),
        label(r, 'export orders'),
      ).toEqual(
        byKey(
          r.ledger.map((o) => {
            const e = expectedOrder(o);
            return [o.code, e.currency, e.payment, e.received, e.fee, e.discount, e.refunded];
          }),
          (x) => String(x[0]),
        ),
      );

      const period = { beginDay: r.from, endDay: r.to };
      const flat = (rows: ReturnType<typeof expectedRows>) =>
        rows.flatMap((x) =>
          x.money.map((m) => {
            const c = x.counts.find((k) => k.currency === m.currency)!;
            return [x.key, m.currency, c.orders, c.cups, m.received, m.refunded, m.revenue];
          }),
        );
      // The goods and point rankings: a product's code or a point's name, then the same figures.
      const rankingColumns = ['currency', 'orders', 'cups', 'received', 'refunded', 'revenue'];
      const gotRanking = (rows: unknown[][]) => rows.map((x) => [x[0], x[1], x[2], x[3], money(x[4]), money(x[5]), money(x[6])]);
      const goodsRows = await run(REPORT_EXPORT_KINDS.goodsSaleSummary, period, ['code', ...rankingColumns]);
      expect(gotRanking(goodsRows), label(r, 'export goodsSaleSummary')).toEqual(flat(expectedRows(goodsRanked(r.ledger))));
      const siteRows = await run(REPORT_EXPORT_KINDS.siteSaleSummary, period, ['name', ...rankingColumns]);
      const siteNames = new Map(r.world.devices.map((d) => [String(d.siteId), d.siteName]));
      expect(gotRanking(siteRows), label(r, 'export siteSaleSummary')).toEqual(
        flat(expectedRows(sitesRanked(r.ledger))).map((x) => [siteNames.get(String(x[0])), ...x.slice(1)]),
      );

      const shareRows = await run(SHARING_EXPORT_KINDS.orders, {}, [
        'orderCode',
        'currency',
        'orderCents',
        'feeCents',
        'shareCents',
        'reversedCents',
      ]);
      expect(
        byKey(
          shareRows.map((x) => [x[0], x[1], money(x[2]), money(x[3]), money(x[4]), money(x[5])]),
          (x) => JSON.stringify(x),
        ),
        label(r, 'export sharingOrders'),
      ).toEqual(
        byKey(
          expectedShareRows(r.ledger).map((x) => [x.orderCode, x.currency, x.order, x.fee, x.share, x.reversed]),
          (x) => JSON.stringify(x),
        ),
      );
      const billColumns = ['name', 'currency', 'orders', 'orderCents', 'feeCents', 'sharedCents', 'reversedCents', 'netCents'];
      const { ofCustomer, ofDevice } = sharedSales(r);
      const billRow = (name: string, b: ReturnType<typeof billOf>) => [
        name,
        b.currency,
        b.orders,
        b.order,
        b.fee,
        b.shared,
        b.reversed,
        b.net,
      ];
      const gotBillRows = (rows: unknown[][]) =>
        byKey(
          rows.map((x) => [x[0], x[1], x[2], money(x[3]), money(x[4]), money(x[5]), money(x[6]), money(x[7])]),
          (x) => String(x[0]),
        );
      const merchantRows = await run(SHARING_EXPORT_KINDS.merchantBill, {}, billColumns);
      expect(gotBillRows(merchantRows), label(r, 'export sharingMerchantBill')).toEqual(
        byKey(
          r.world.customers
            .flatMap((c) => c.configs.flatMap((x) => x.joiners.map((j) => billRow(j.name, billOf(c.currency, ofCustomer(c), j.applyId)))))
            .filter((x) => (x[2] as number) > 0),
          (x) => String(x[0]),
        ),
      );
      const deviceRows = await run(SHARING_EXPORT_KINDS.deviceBill, {}, billColumns);
      expect(gotBillRows(deviceRows), label(r, 'export sharingDeviceBill')).toEqual(
        byKey(
          r.world.devices
            .map((d) => billRow(d.name, billOf(r.world.customers[d.customer].currency, ofDevice(d))))
            .filter((x) => (x[2] as number) > 0),
          (x) => String(x[0]),
        ),
      );

      const deviceColumns = [
        'deviceCode',
        'salesToday',
        'amountToday',
        'salesYesterday',
        'amountYesterday',
        'salesMonth',
        'amountMonth',
        'salesLastMonth',
        'amountLastMonth',
      ];
      const devicesFile = await run('devices', {}, deviceColumns);
      expect(
        byKey(
          devicesFile.map((x) => [x[0], x[1], money(x[2]), x[3], money(x[4]), x[5], money(x[6]), x[7], money(x[8])]),
          (x) => String(x[0]),
        ),
        label(r, 'export devices'),
      ).toEqual(
        byKey(
          r.world.devices.map((d) => {
            const f = listFields(deviceSales(r, d.id));
            return [
              d.code,
              f.salesToday,
              f.amountToday,
              f.salesYesterday,
              f.amountYesterday,
              f.salesMonth,
              f.amountMonth,
              f.salesLastMonth,
              f.amountLastMonth,
            ];
          }),
          (x) => String(x[0]),
        ),
      );
    }
  });

  it('called every route and ran every export the coverage list says the suite covers', () => {
    const missing = Object.keys(COVERED).filter((k) => (k.startsWith('export ') ? !exported.has(k.slice(7)) : !called.has(k)));
    if (!aTestFailed) expect(missing, 'listed as covered but never asked by the suite').toEqual([]);
    // The days held what the suite is about.
    for (const r of runs) {
      const refundsOf = r.ledger.flatMap((o) => o.refunds);
      expect(r.ledger.filter((o) => !o.paid).length, label(r, 'orders asked for and never paid')).toBeGreaterThan(0);
      expect(sales(r.ledger).filter((o) => o.online).length, label(r, 'orders paid online')).toBeGreaterThan(2);
      expect(sales(r.ledger).filter((o) => statusOf(o) !== 5).length, label(r, 'failed dispenses')).toBeGreaterThan(0);
      expect(refundsOf.filter((x) => x.source === 'pc').length, label(r, 'refunds through the API')).toBeGreaterThan(0);
      expect(r.ledger.filter((o) => o.shares.length > 0).length, label(r, 'shared orders')).toBeGreaterThan(0);
    }
    const all = runs.flatMap((r) => r.ledger);
    expect(all.filter((o) => o.shares.length > 0 && refundedOf(o) > 0).length, 'shared orders refunded').toBeGreaterThan(0);
    expect(all.flatMap((o) => o.refunds).filter((x) => x.source === 'system').length, 'automatic refunds').toBeGreaterThan(0);
    expect(all.flatMap((o) => o.refunds).filter((x) => !x.settled).length, 'refunds under way').toBeGreaterThan(0);
    expect(all.filter((o) => o.abnormal).length, 'abnormal orders').toBeGreaterThan(0);
    expect(
      all.filter((o) => o.discountCents > 0 && KINDS.every((k) => o.kinds[k] === 0)).length,
      'discounts without kinds',
    ).toBeGreaterThan(0);
    expect(new Set(all.map((o) => o.day)).size, 'business days').toBeGreaterThan(2);
    expect(
      runs.some((r) => r.day.askSharesFirst),
      'a day whose shares were asked of the provider before its refunds',
    ).toBe(true);
  });
});

describe('coverage guard', () => {
  it('every GET route and export kind of the money areas is covered by the suite or exempt with its reason', async () => {
    const routes = await moneyRoutes({ db: db(), saleDb: db(), config: { jobsEnabled: false } as never, deviceLink: {} as never });
    const keys = [...routes.map((r) => r.route), ...moneyExportKinds().map((e) => `export ${e.kind}`)];
    const neither = keys.filter((k) => !(k in COVERED) && !(k in EXEMPT));
    expect(neither, 'money routes or exports neither in the reconciliation suite (COVERED) nor exempt with a reason (EXEMPT)').toEqual([]);
    const both = keys.filter((k) => k in COVERED && k in EXEMPT);
    expect(both, 'listed as covered and exempt').toEqual([]);
    const stale = [...Object.keys(COVERED), ...Object.keys(EXEMPT)].filter((k) => !keys.includes(k));
    expect(stale, 'listed but no longer declared by a money area').toEqual([]);
    for (const [k, why] of Object.entries(EXEMPT)) expect(why.trim().length, `the reason ${k} is exempt`).toBeGreaterThan(10);
  });
});
