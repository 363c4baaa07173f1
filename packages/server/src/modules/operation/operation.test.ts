import {
  OPERATION_API,
  OPERATION_PERMS,
  type OperationRow,
  type OperationTotals,
  REPORT_API,
  type ReportRanking,
  type ReportStatistics,
  type ReportTotals,
  type SiteSaleRow,
  Status,
  fromCents,
  toCents,
} from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { calendarDay, monthStart } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { createDevice } from '../../test/device-settings-support.js';
import { type ApiCall, apiAs, grantToRole, orgIdByCode, revokeFromRole, userIdByName } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { devices } from '../devices/index.js';
import { orderItems, orders, shareReceived } from '../orders/index.js';
import { routes, sites, zones } from '../points/index.js';
import { repairs } from '../repairs/index.js';
import { recomputeSalesDaily } from '../reports/index.js';

const t = useTestApp();
const db = () => t.database.db;

let admin: ApiCall;
let ops: ApiCall;
let harbor: ApiCall;
let demo: number;
let day: string;
let fromDay: string;
const ids = { zone: 0, route: 0, siteA: 0, siteB: 0, harborSite: 0, d1: 0, d2: 0, d3: 0, h1: 0 };

/** A paid order sold now on `deviceId` at `siteId`: `cups` cups of one product for `amount`, `refund` of it refunded. */
async function sell(code: string, deviceId: number, orgId: number, siteId: number | null, cups: number, amount: number, refund = 0) {
  const [o] = await db()
    .insert(orders)
    .values({
      orderCode: code,
      deviceId,
      orgId,
      siteId,
      status: 5,
      paymentMethod: 'cash',
      payStatus: 5,
      isTest: false,
      paymentAmount: amount,
      receivedAmount: amount,
      refundedAmount: refund,
      createdAt: new Date(),
    })
    .returning({ id: orders.id });
  await db()
    .insert(orderItems)
    .values({
      orderId: o!.id,
      goodsCode: 'OPS-G1',
      goodsName: 'Ops latte',
      quantity: cups,
      price: amount / cups,
      amount,
      refundedAmount: refund,
      status: 1,
      dispense: 'success',
    });
  return o!.id;
}

const list = async (call: ApiCall, query: string) => {
  const res = await call('GET', `${OPERATION_API.overview}?limit=1000&${query}`);
  expect(res.status, JSON.stringify(res)).toBe(Status.SUCCESS);
  return res as { data: OperationRow[]; total: number };
};
const totalsOf = async (call: ApiCall, query: string): Promise<OperationTotals> => {
  const res = await call('GET', `${OPERATION_API.totals}?${query}`);
  expect(res.status, JSON.stringify(res)).toBe(Status.SUCCESS);
  return res.data as OperationTotals;
};

/** The rows' sales added up per currency, as the totals must show them. */
function summed(rows: ReportTotals[]): Array<{ currency: string; orders: number; cups: number; revenue: number }> {
  const by = new Map<string, { orders: number; cups: number; cents: number }>();
  for (const r of rows) {
    for (const c of r.counts) {
      const e = by.get(c.currency) ?? { orders: 0, cups: 0, cents: 0 };
      e.orders += c.orders;
      e.cups += c.cups;
      by.set(c.currency, e);
    }
    for (const m of r.money) by.get(m.currency)!.cents += toCents(m.revenue);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, e]) => ({ currency, orders: e.orders, cups: e.cups, revenue: fromCents(e.cents) }));
}
const flat = (r: ReportTotals) =>
  r.money.map((m, i) => ({ currency: m.currency, orders: r.counts[i]!.orders, cups: r.counts[i]!.cups, revenue: m.revenue }));

beforeAll(async () => {
  const tz = await businessTimeZone(db());
  day = calendarDay(tz);
  fromDay = monthStart(day);
  demo = await orgIdByCode(db(), 'DEMO');
  const harborOrg = await orgIdByCode(db(), 'HARBOR');
  const opsUser = await userIdByName(db(), 'ops');
  const [zone] = await db().insert(zones).values({ orgId: demo, name: 'Ops North' }).returning({ id: zones.id });
  ids.zone = zone!.id;
  const [route] = await db()
    .insert(routes)
    .values({ orgId: demo, name: 'Ops Route 1', zoneId: ids.zone, userId: opsUser })
    .returning({ id: routes.id });
  ids.route = route!.id;
  const [a] = await db()
    .insert(sites)
    .values({ orgId: demo, name: 'Ops Point A', zoneId: ids.zone, routeId: ids.route })
    .returning({ id: sites.id });
  const [b] = await db().insert(sites).values({ orgId: demo, name: 'Ops Point B' }).returning({ id: sites.id });
  const [h] = await db().insert(sites).values({ orgId: harborOrg, name: 'Ops Harbor Point' }).returning({ id: sites.id });
  ids.siteA = a!.id;
  ids.siteB = b!.id;
  ids.harborSite = h!.id;
  ids.d1 = await createDevice(db(), demo, 'OPS-D1');
  ids.d2 = await createDevice(db(), demo, 'OPS-D2', false);
  ids.d3 = await createDevice(db(), demo, 'OPS-D3');
  ids.h1 = await createDevice(db(), harborOrg, 'OPS-H1');
  await db().update(devices).set({ siteId: ids.siteA, faultCount: 2, warningCount: 1 }).where(eq(devices.id, ids.d1));
  await db().update(devices).set({ siteId: ids.siteB, materialState: 1 }).where(eq(devices.id, ids.d2));
  await db().update(devices).set({ siteId: ids.harborSite }).where(eq(devices.id, ids.h1));
  await db()
    .insert(repairs)
    .values([
      { orgId: demo, deviceId: ids.d1, raisedAt: new Date(), state: 'pending' },
      { orgId: demo, deviceId: ids.d1, raisedAt: new Date(), state: 'processed' },
    ]);
  const sold = [
    await sell('OPS-1', ids.d1, demo, ids.siteA, 2, 12.5),
    await sell('OPS-2', ids.d1, demo, ids.siteA, 1, 7.3, 2.1),
    await sell('OPS-3', ids.d3, demo, null, 3, 20),
    await sell('OPS-4', ids.h1, harborOrg, ids.harborSite, 1, 30),
  ];
  await shareReceived(db(), sold);
  await recomputeSalesDaily(db(), fromDay, day, tz);
  admin = await apiAs(t, 'admin', 'admin123');
  ops = await apiAs(t, 'ops', 'ops12345');
  harbor = await apiAs(t, 'harbor', 'harbor123');
});

describe('operating overview', () => {
  it('shows a point’s machines, alarms, repairs, replenishment due, maintenance person and sales', async () => {
    const { data } = await list(admin, `orgId=${demo}`);
    const a = data.find((r) => r.groupId === ids.siteA)!;
    expect(a).toMatchObject({
      name: 'Ops Point A',
      zoneName: 'Ops North',
      routeName: 'Ops Route 1',
      maintainerName: 'Olivia Ops',
      devices: 1,
      online: 1,
      offline: 0,
      fault: 1,
      warning: 1,
      openAlarms: 3,
      openRepairs: 1,
      lowMaterial: 0,
    });
    expect(a.today.orders).toBe(2);
    expect(a.today.cups).toBe(3);
    expect(a.today.money).toHaveLength(1);
    expect(a.today.money[0]!.revenue).toBe(17.7);
    const b = data.find((r) => r.groupId === ids.siteB)!;
    expect(b).toMatchObject({ devices: 1, online: 0, offline: 1, lowMaterial: 1, openRepairs: 0 });
    // The machines at no point are a row of their own.
    const none = data.find((r) => r.groupId === 0)!;
    expect(none).toMatchObject({ name: null, devices: 1, today: expect.objectContaining({ cups: 3 }) });
    expect(data.some((r) => r.groupId === ids.harborSite)).toBe(false);
  });

  it('adds up to the reports’ figures of the same day, month and customer, per currency, and the totals to the rows', async () => {
    for (const groupBy of ['site', 'route', 'zone']) {
      const query = `orgId=${demo}&groupBy=${groupBy}`;
      const [{ data }, totals] = await Promise.all([list(admin, query), totalsOf(admin, query)]);
      expect(totals.rows).toBe(data.length);
      expect(flat(totals.today)).toEqual(summed(data.map((r) => r.today)));
      expect(flat(totals.month)).toEqual(summed(data.map((r) => r.month)));
      for (const f of ['devices', 'online', 'offline', 'fault', 'lowMaterial', 'openAlarms', 'openRepairs'] as const) {
        expect(totals[f], f).toBe(data.reduce((n, r) => n + r[f], 0));
      }
      const ranking = await admin('GET', `${REPORT_API.siteSaleRanking}?orgId=${demo}&beginDay=${day}&endDay=${day}`);
      expect(flat(totals.today)).toEqual(flat((ranking.data as ReportRanking<SiteSaleRow>).totals));
      const month = await admin('GET', `${REPORT_API.statistics}?orgId=${demo}&beginDay=${fromDay}&endDay=${day}`);
      expect(flat(totals.month)).toEqual(flat((month.data as ReportStatistics).totals));
    }
  });

  it('groups points by route and partition, filters and sorts', async () => {
    const byRoute = await list(admin, `orgId=${demo}&groupBy=route`);
    const route = byRoute.data.find((r) => r.groupId === ids.route)!;
    expect(route).toMatchObject({ name: 'Ops Route 1', sites: 1, devices: 1, maintainerName: 'Olivia Ops', zoneName: 'Ops North' });
    // Point B (no route) and the machine at no point share the "none" row, with the demo machines of no route.
    expect(byRoute.data.find((r) => r.groupId === 0)!.devices).toBeGreaterThanOrEqual(2);
    const byZone = await list(admin, `orgId=${demo}&groupBy=zone&zoneId=${ids.zone}`);
    expect(byZone.data.map((r) => r.groupId)).toEqual([ids.zone]);
    expect(byZone.data[0]!.today.cups).toBe(3);
    const onRoute = await list(admin, `orgId=${demo}&routeId=${ids.route}`);
    expect(onRoute.data.map((r) => r.groupId)).toEqual([ids.siteA]);
    const sorted = await list(admin, `orgId=${demo}&orderByColumn=todayCups&isAsc=desc`);
    const cups = sorted.data.map((r) => r.today.cups);
    expect(cups).toEqual([...cups].sort((x, y) => y - x));
    const page = await admin('GET', `${OPERATION_API.overview}?orgId=${demo}&limit=1&page=2`);
    expect(page.data).toHaveLength(1);
    expect(page.total).toBe(sorted.total);
  });

  it('refuses a grouping it does not know with a field error', async () => {
    const res = await admin('GET', `${OPERATION_API.overview}?groupBy=city`);
    expect(res.status).toBe(Status.BAD_REQUEST);
    expect(JSON.stringify(res)).toContain('groupBy');
  });

  it('shows another customer nothing of this one, and refuses an account without the permission', async () => {
    const theirs = await list(harbor, 'groupBy=site');
    expect(theirs.data.some((r) => [ids.siteA, ids.siteB].includes(r.groupId))).toBe(false);
    expect(theirs.data.find((r) => r.groupId === ids.harborSite)?.today.cups).toBe(1);
    const asked = await list(harbor, `orgId=${demo}`);
    expect(asked.data).toEqual([]);
    const totals = await totalsOf(harbor, `orgId=${demo}`);
    expect(totals).toMatchObject({ devices: 0, rows: 0, today: { orders: 0 } });
    await revokeFromRole(db(), 'maintenance', Object.values(OPERATION_PERMS));
    try {
      const fresh = await apiAs(t, 'ops', 'ops12345');
      expect((await fresh('GET', OPERATION_API.overview)).status).toBe(403);
      expect((await fresh('GET', OPERATION_API.totals)).status).toBe(403);
    } finally {
      await grantToRole(db(), 'maintenance', Object.values(OPERATION_PERMS));
    }
    expect((await list(ops, 'groupBy=site')).data.some((r) => r.groupId === ids.siteA)).toBe(true);
  });
});
