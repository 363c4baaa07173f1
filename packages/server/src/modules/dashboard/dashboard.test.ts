// Runs on both engines: dashboard figures from roll-ups, per currency
import {
  DASHBOARD_API,
  REPORT_API,
  Status,
  type DashboardDevices,
  type DashboardRankings,
  type DashboardMap,
  type DashboardSales,
  type SalesPoint,
} from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { apiAs, demoAccount, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { insertOrderRow } from '../../test/order-rows.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { addDays, calendarDay, localDateTime } from '../../platform/settings/calendar-day.js';
import { createDevice } from '../../test/device-settings-support.js';
import { deviceGrants, devices } from '../devices/index.js';
import { orderItems, recountSales } from '../orders/index.js';
import { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS, salesDaily } from '../reports/index.js';

const t = useTestApp();
const inCurrency = (code: string) => (d: DashboardDevices) => d.today.amounts.find((m) => m.currency === code)?.amount ?? 0;
const cny = inCurrency('CNY');
const usd = inCurrency('USD');
const db = () => t.database.db;

describe('dashboard device figures', () => {
  it('needs a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: DASHBOARD_API.devices });
    expect(res.statusCode).toBe(401);
  });

  it('counts the caller’s devices and sums today’s sales from the roll-up only', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const before = { admin: (await admin('GET', DASHBOARD_API.devices)).data, ops: (await ops('GET', DASHBOARD_API.devices)).data };

    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await createDevice(db(), demo, 'T4DASHA', true);
    const b = await createDevice(db(), demo, 'T4DASHB', false);
    const h = await createDevice(db(), harbor, 'T4DASHH', true);
    await db().update(devices).set({ faultCount: 2, materialState: 1 }).where(eq(devices.id, a));
    await db()
      .update(devices)
      .set({ warningCount: 1 })
      .where(inArray(devices.id, [b, h]));
    const today = calendarDay(await businessTimeZone(db()));
    await db()
      .insert(salesDaily)
      .values([
        { day: today, deviceId: a, orgId: demo, orderCount: 3, cupCount: 5, amount: 40.5 },
        { day: today, deviceId: b, orgId: demo, orderCount: 1, cupCount: 1, amount: 9.9 },
        { day: today, deviceId: h, orgId: harbor, orderCount: 7, cupCount: 7, amount: 70 },
        { day: '2020-01-01', deviceId: a, orgId: demo, orderCount: 100, cupCount: 100, amount: 1000 },
      ]);

    const after = await ops('GET', DASHBOARD_API.devices);
    expect(after.status).toBe(Status.SUCCESS);
    const d = after.data;
    const o = before.ops;
    expect(d.day).toBe(today);
    expect([d.total - o.total, d.online - o.online, d.offline - o.offline]).toEqual([2, 1, 1]);
    expect([d.fault - o.fault, d.warning - o.warning, d.lowMaterial - o.lowMaterial]).toEqual([1, 1, 1]);
    expect(Math.round((cny(d) - cny(o)) * 100) / 100).toBe(50.4);
    const counts = (f: DashboardDevices) => f.today.amounts.find((m) => m.currency === 'CNY') ?? { orders: 0, cups: 0 };
    expect([counts(d).orders - counts(o).orders, counts(d).cups - counts(o).cups]).toEqual([4, 6]);
    // Counts are per currency, like the amounts: the operator's customer sells in CNY only.
    expect(d.today.amounts.map((m: { currency: string }) => m.currency)).toEqual(['CNY']);

    // The platform administrator sees Harbor Drinks Ltd.'s device and sales as well.
    const all = (await admin('GET', DASHBOARD_API.devices)).data;
    expect(all.total - before.admin.total).toBe(3);
    expect(Math.round((cny(all) - cny(before.admin)) * 100) / 100).toBe(50.4);
    expect(Math.round((usd(all) - usd(before.admin)) * 100) / 100).toBe(70);
  });

  it('answers the administrator one sum per currency, never CNY and USD added together', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await createDevice(db(), demo, 'T4CURA', true);
    const h = await createDevice(db(), harbor, 'T4CURH', true);
    const today = calendarDay(await businessTimeZone(db()));
    await db()
      .insert(salesDaily)
      .values([
        { day: today, deviceId: a, orgId: demo, orderCount: 1, cupCount: 1, amount: 12 },
        { day: today, deviceId: h, orgId: harbor, orderCount: 1, cupCount: 1, amount: 3.5 },
      ]);
    const d = (await admin('GET', DASHBOARD_API.devices)).data as DashboardDevices;
    expect(d.today.amounts.map((m) => m.currency)).toEqual(['CNY', 'USD']);
    expect(cny(d)).toBeGreaterThanOrEqual(12);
    expect(usd(d)).toBeGreaterThanOrEqual(3.5);
  });
});

/**
 * A paid order sold now by a device, with one item of `cups` cups dispensed and one that failed;
 * written straight into the order table, so today's hours are recomputed as the roll-up job does.
 */
async function soldNow(code: string, deviceId: number, orgId: number, received: number, cups: number): Promise<void> {
  const orderId = await insertOrderRow(db(), { orderCode: code, deviceId, orgId, payStatus: 5, received, createdAt: new Date() });
  await db()
    .insert(orderItems)
    .values([
      {
        orderId,
        goodsCode: 'G1',
        goodsName: 'Latte',
        quantity: cups,
        price: received,
        amount: received,
        receivedAmount: received,
        status: 1,
        dispense: 'success',
      },
      { orderId, goodsCode: 'G2', goodsName: 'Mocha', quantity: 9, price: 0, amount: 0, status: 2, dispense: 'failed' },
    ]);
  const zone = await businessTimeZone(db());
  const today = calendarDay(zone);
  await recomputeSalesHourly(db(), today, today, zone, addDays(today, 1 - SALES_HOURLY_KEPT_DAYS));
}

const at = (list: SalesPoint[], when: number | string, currency: string) => list.find((p) => p.at === when && p.currency === currency);
const minus = (after: SalesPoint | undefined, before: SalesPoint | undefined) => ({
  amount: Math.round(((after?.amount ?? 0) - (before?.amount ?? 0)) * 100) / 100,
  orders: (after?.orders ?? 0) - (before?.orders ?? 0),
  cups: (after?.cups ?? 0) - (before?.cups ?? 0),
});

describe('dashboard sales charts', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: DASHBOARD_API.sales })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: DASHBOARD_API.map })).statusCode).toBe(401);
  });

  it('answers today per hour and 30 business days per day, per currency, cut to the caller’s data scope', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const read = async (call: typeof admin) => (await call('GET', DASHBOARD_API.sales)).data as DashboardSales;
    const before = { admin: await read(admin), ops: await read(ops) };

    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await createDevice(db(), demo, 'T4SALA', true);
    const h = await createDevice(db(), harbor, 'T4SALH', true);
    const zone = await businessTimeZone(db());
    const today = calendarDay(zone);
    const hour = Number(localDateTime(zone, new Date()).slice(11, 13));
    await soldNow('DASH-S1', a, demo, 12.5, 2);
    await soldNow('DASH-S2', a, demo, 7.5, 1);
    await soldNow('DASH-S3', h, harbor, 4, 1);
    const earlier = addDays(today, -29);
    const tooOld = addDays(today, -30);
    await db()
      .insert(salesDaily)
      .values([
        { day: earlier, deviceId: a, orgId: demo, orderCount: 4, cupCount: 6, amount: 88 },
        { day: earlier, deviceId: h, orgId: harbor, orderCount: 2, cupCount: 2, amount: 5 },
        { day: tooOld, deviceId: a, orgId: demo, orderCount: 1, cupCount: 1, amount: 1 },
      ]);

    const res = await ops('GET', DASHBOARD_API.sales);
    expect(res.status).toBe(Status.SUCCESS);
    const mine = res.data as DashboardSales;
    expect([mine.day, mine.fromDay]).toEqual([today, earlier]);
    // Demo Coffee Co.'s operator: its own orders only, in CNY; the failed item's cups are not counted.
    expect(minus(at(mine.hourly, hour, 'CNY'), at(before.ops.hourly, hour, 'CNY'))).toEqual({ amount: 20, orders: 2, cups: 3 });
    expect(minus(at(mine.daily, earlier, 'CNY'), at(before.ops.daily, earlier, 'CNY'))).toEqual({ amount: 88, orders: 4, cups: 6 });
    expect(mine.hourly.concat(mine.daily).some((p) => p.currency === 'USD')).toBe(false);
    expect(mine.daily.some((p) => p.at === tooOld)).toBe(false);

    // The administrator sees Harbor Drinks Ltd.'s sales too, in their own currency, never added to CNY.
    const all = await read(admin);
    expect(minus(at(all.hourly, hour, 'CNY'), at(before.admin.hourly, hour, 'CNY'))).toEqual({ amount: 20, orders: 2, cups: 3 });
    expect(minus(at(all.hourly, hour, 'USD'), at(before.admin.hourly, hour, 'USD'))).toEqual({ amount: 4, orders: 1, cups: 1 });
    expect(minus(at(all.daily, earlier, 'USD'), at(before.admin.daily, earlier, 'USD'))).toEqual({ amount: 5, orders: 2, cups: 2 });
  });

  it('places only the caller’s devices with coordinates on the map', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await createDevice(db(), demo, 'T4MAPA', true);
    const b = await createDevice(db(), demo, 'T4MAPB', false);
    const h = await createDevice(db(), harbor, 'T4MAPH', false);
    await db().update(devices).set({ lng: 121.47, lat: 31.23, faultCount: 1 }).where(eq(devices.id, a));
    await db().update(devices).set({ lng: -122.42, lat: 37.77 }).where(eq(devices.id, h));

    const mine = ((await ops('GET', DASHBOARD_API.map)).data as DashboardMap).points;
    expect(mine.find((p) => p.id === a)).toEqual({
      id: a,
      deviceCode: 'T4MAPA',
      name: 'Test T4MAPA',
      lng: 121.47,
      lat: 31.23,
      online: true,
      fault: true,
    });
    expect(mine.some((p) => p.id === b)).toBe(false); // no coordinates
    expect(mine.some((p) => p.id === h)).toBe(false); // another customer's
    const all = ((await admin('GET', DASHBOARD_API.map)).data as DashboardMap).points;
    expect(all.find((p) => p.id === h)).toMatchObject({ lng: -122.42, lat: 37.77, online: false, fault: false });
  });

  it('shows a “selected devices” account the sales and map points of its granted machines only', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const userId = await demoAccount(db(), 'dashpicky', 'selected');
    const granted = await createDevice(db(), demo, 'T4PICKA', true);
    const other = await createDevice(db(), demo, 'T4PICKB', true);
    await db().insert(deviceGrants).values({ userId, deviceId: granted });
    await db()
      .update(devices)
      .set({ lng: 116.4, lat: 39.9 })
      .where(inArray(devices.id, [granted, other]));
    const zone = await businessTimeZone(db());
    const today = calendarDay(zone);
    const hour = Number(localDateTime(zone, new Date()).slice(11, 13));
    await soldNow('DASH-P1', granted, demo, 6, 1);
    await soldNow('DASH-P2', other, demo, 50, 5);
    await db()
      .insert(salesDaily)
      .values([
        { day: addDays(today, -3), deviceId: granted, orgId: demo, orderCount: 2, cupCount: 2, amount: 11 },
        { day: addDays(today, -3), deviceId: other, orgId: demo, orderCount: 9, cupCount: 9, amount: 99 },
      ]);

    const picky = await apiAs(t, 'dashpicky', 'pass12345');
    const sales = (await picky('GET', DASHBOARD_API.sales)).data as DashboardSales;
    expect(sales.hourly).toEqual([{ at: hour, currency: 'CNY', amount: 6, orders: 1, cups: 1 }]);
    expect(sales.daily).toEqual([{ at: addDays(today, -3), currency: 'CNY', amount: 11, orders: 2, cups: 2 }]);
    const map = ((await picky('GET', DASHBOARD_API.map)).data as DashboardMap).points;
    expect(map.map((p) => p.id)).toEqual([granted]);
  });

  it('shares one map among callers of the same scope for a few seconds, compressed once, and never with another scope', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const place = async (code: string) => {
      const id = await createDevice(db(), demo, code, true);
      await db().update(devices).set({ lng: 121.5, lat: 31.2 }).where(eq(devices.id, id));
      return id;
    };
    const read = async (username: string, password: string, encoding?: string) => {
      const token = await t.login(username, password);
      const res = await t.app.inject({
        method: 'GET',
        url: DASHBOARD_API.map,
        headers: { token, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      });
      const raw = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
      return { res, points: (JSON.parse(raw) as { data: DashboardMap }).data.points };
    };
    await place('T4SHARE1');
    const first = await read('ops', 'ops12345');
    expect(first.res.headers['content-encoding']).toBeUndefined();
    const later = await place('T4SHARE2');
    // The same scope within the answer's age: the same answer, the new machine not yet on it.
    const again = await read('ops', 'ops12345', 'br;q=1, gzip;q=0.5');
    expect(again.res.headers['content-encoding']).toBe('gzip');
    expect(again.points).toEqual(first.points);
    expect(again.points.some((p) => p.id === later)).toBe(false);
    // A client that refuses gzip gets the plain body.
    expect((await read('ops', 'ops12345', 'gzip;q=0')).res.headers['content-encoding']).toBeUndefined();
    // Harbor's account has a map of its own: none of Demo Coffee Co.'s machines.
    const demoIds = new Set(first.points.map((p) => p.id));
    const harbor = await read('harbor', 'harbor123');
    expect(harbor.points.some((p) => demoIds.has(p.id) || p.id === later)).toBe(false);
  });
});

describe('dashboard rankings', () => {
  it('show today’s and the month’s totals and top 10s of the caller’s devices, as the report rankings', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const d = await createDevice(db(), demo, 'T4RANKD');
    const h = await createDevice(db(), harbor, 'T4RANKH');
    const sold: number[] = [];
    for (const [code, device, org, goods, refunded] of [
      ['RANK-1', d, demo, 'RANK-LATTE', 0],
      ['RANK-2', d, demo, 'RANK-LATTE', 2],
      ['RANK-3', h, harbor, 'RANK-TEA', 0],
    ] as const) {
      const orderId = await insertOrderRow(db(), {
        orderCode: code,
        deviceId: device,
        orgId: org,
        siteId: null,
        payStatus: 5,
        received: 8,
        refundedAmount: refunded,
        createdAt: new Date(),
      });
      await db().insert(orderItems).values({
        orderId,
        goodsCode: goods,
        goodsName: goods,
        quantity: 1,
        price: 8,
        amount: 8,
        receivedAmount: 8,
        refundedAmount: refunded,
        status: 1,
        dispense: 'success',
      });
      sold.push(orderId);
    }
    await recountSales(db(), sold);
    const all = (await admin('GET', DASHBOARD_API.rankings)).data as DashboardRankings;
    const mine = (await ops('GET', DASHBOARD_API.rankings)).data as DashboardRankings;
    expect(all.monthStart).toBe(`${all.day.slice(0, 8)}01`);
    const month = await admin('GET', `${REPORT_API.goodsSaleRanking}?beginDay=${all.monthStart}&endDay=${all.day}`);
    expect(all.goods).toEqual(month.data.rows);
    expect(all.month).toEqual(month.data.totals);
    expect(all.goods.map((g) => g.goodsCode)).toEqual(expect.arrayContaining(['RANK-LATTE', 'RANK-TEA']));
    expect(mine.goods.map((g) => g.goodsCode)).toContain('RANK-LATTE');
    expect(mine.goods.map((g) => g.goodsCode)).not.toContain('RANK-TEA');
    const latte = mine.goods.find((g) => g.goodsCode === 'RANK-LATTE')!;
    expect(latte.money).toEqual([{ currency: 'CNY', received: 16, refunded: 2, revenue: 14 }]);
    expect(all.today.orders).toBeGreaterThanOrEqual(3);
    expect(mine.today.money.map((m) => m.currency)).toEqual(['CNY']);
  });
});
