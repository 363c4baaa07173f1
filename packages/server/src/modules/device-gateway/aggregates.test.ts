// Runs on both engines: roll-up tables kept by hand-written SQL, against a recount
import { DASHBOARD_API, DEVICE_API, type DashboardDevices, type DeviceCounts, type DeviceOrder } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { addDays, calendarDay } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { type ApiCall, apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import {
  recountedDeviceCounts,
  recountedOrgHours,
  recountedOrgSales,
  storedDeviceCounts,
  storedOrgHours,
  storedOrgSales,
} from '../../test/live-aggregates.js';
import { deviceContainers, devices } from '../devices/index.js';
import { storeOrders } from '../orders/index.js';
import { recomputeSalesDaily, settleSales } from '../reports/index.js';
import { applyPresence, flushSeen, markAllOffline, markSilentDevicesOffline } from './presence.js';
import { applyEvent, flushTelemetry } from './state.js';
import { insertTestDevice, sampleOrder } from '../../test/test-devices.js';

/**
 * The gateway's batch writes keep the live aggregates exact: after each kind of message the
 * stored per-organisation rows equal a recount, and the endpoints answer the same figures.
 */
const t = useTestApp();
const db = () => t.database.db;

async function expectCountersExact(admin: ApiCall): Promise<void> {
  const recount = await recountedDeviceCounts(db());
  expect(await storedDeviceCounts(db())).toEqual(recount);
  const total = recount.reduce((n, r) => n + r.total, 0);
  const online = recount.reduce((n, r) => n + r.online, 0);
  const counts = (await admin('GET', DEVICE_API.counts)).data as DeviceCounts;
  expect([counts.total, counts.online, counts.offline]).toEqual([total, online, total - online]);
  expect(counts.fault).toBe(recount.reduce((n, r) => n + r.fault, 0));
  expect(counts.warning).toBe(recount.reduce((n, r) => n + r.warning, 0));
  expect(counts.lowMaterial).toBe(recount.reduce((n, r) => n + r.low_material, 0));
  const dashboard = (await admin('GET', DASHBOARD_API.devices)).data as DashboardDevices;
  expect(dashboard).toMatchObject({ total, online, offline: total - online, fault: counts.fault, lowMaterial: counts.lowMaterial });
}

const event = (eventId: string, kind: 'fault' | 'warning', state: 'raised' | 'released') => ({
  v: 1 as const,
  ts: Date.now(),
  eventId,
  kind,
  state,
  code: 'E1',
  level: 1,
});

describe('live aggregates under gateway writes', () => {
  it('presence, heartbeats, telemetry and events keep the device counters exact', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await insertTestDevice(db(), demo);
    const b = await insertTestDevice(db(), demo);
    const h = await insertTestDevice(db(), harbor);
    await expectCountersExact(admin);

    const now = new Date();
    await applyPresence(db(), [
      { id: a.id, online: true, at: now, event: 'connect', detail: 'test' },
      { id: b.id, online: true, at: now, event: 'connect', detail: 'test' },
      { id: h.id, online: true, at: now, event: 'connect', detail: 'test' },
      { id: b.id, online: false, at: now, event: 'disconnect', detail: 'test' },
    ]);
    expect((await db().select({ online: devices.online }).from(devices).where(eq(devices.id, a.id)))[0]!.online).toBe(1);
    await expectCountersExact(admin);

    // Heartbeats change no counted value; one of b brings it back online.
    const seen = new Date(now.getTime() + 1000).toISOString();
    await flushSeen(
      db(),
      [a, b, h].map((d) => ({ id: d.id, seen, signal: 4 })),
      [],
    );
    await expectCountersExact(admin);

    for (const d of [a, h]) {
      await db()
        .insert(deviceContainers)
        .values({ deviceId: d.id, no: 1, materialCode: 'MILK', capacity: 100, warnValue: 30, alarmValue: 10 });
    }
    const telemetry = (level: number) => ({
      v: 1 as const,
      ts: Date.now(),
      materials: [{ no: 1, material: 'MILK', level }],
      temperatures: {},
    });
    const changed = await flushTelemetry(db(), [
      { deviceId: a.id, telemetry: telemetry(20) },
      { deviceId: h.id, telemetry: telemetry(5) },
    ]);
    expect(changed).toHaveLength(2);
    await expectCountersExact(admin);

    await applyEvent(db(), { id: a.id, orgId: demo }, event('f1', 'fault', 'raised'), now);
    await applyEvent(db(), { id: a.id, orgId: demo }, event('f2', 'fault', 'raised'), now);
    await applyEvent(db(), { id: h.id, orgId: harbor }, event('w1', 'warning', 'raised'), now);
    await expectCountersExact(admin);
    await applyEvent(db(), { id: a.id, orgId: demo }, event('f1', 'fault', 'released'), now);
    await applyEvent(db(), { id: h.id, orgId: harbor }, event('w1', 'warning', 'released'), now);
    await expectCountersExact(admin);

    await flushTelemetry(db(), [{ deviceId: a.id, telemetry: telemetry(90) }]);
    await markSilentDevicesOffline(db(), new Date(now.getTime() + 3_600_000));
    await expectCountersExact(admin);
    await flushSeen(db(), [{ id: a.id, seen: new Date(now.getTime() + 3_700_000).toISOString(), signal: null }], []);
    await markAllOffline(db(), new Date(now.getTime() + 3_800_000), 'restart');
    await expectCountersExact(admin);
  });

  it('order batches keep the per-organisation daily sales equal to the roll-up, and the dashboard sums them', async () => {
    const admin = await apiAs(t, 'admin', 'admin123');
    const ops = await apiAs(t, 'ops', 'ops12345');
    const before = {
      admin: ((await admin('GET', DASHBOARD_API.devices)).data as DashboardDevices).today,
      ops: ((await ops('GET', DASHBOARD_API.devices)).data as DashboardDevices).today,
    };
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await insertTestDevice(db(), demo);
    const h = await insertTestDevice(db(), harbor);
    const timeZone = await businessTimeZone(db());
    const now = new Date();
    const order = (code: string, at: number, received: number) =>
      ({ ...sampleOrder(code), v: 1, ts: at, amounts: { payment: received, received, fee: 0, discount: 0 } }) as DeviceOrder;
    const dev = (d: { id: number }, orgId: number) => ({ id: d.id, orgId, siteId: null });
    const yesterday = now.getTime() - 86_400_000;
    const first = await storeOrders(db(), [
      { device: dev(a, demo), order: order('AGG-1', now.getTime(), 10) },
      { device: dev(a, demo), order: order('AGG-2', now.getTime(), 5.5) },
      { device: dev(h, harbor), order: order('AGG-3', now.getTime(), 7) },
      { device: dev(a, demo), order: order('AGG-4', yesterday, 3) },
    ]);
    await settleSales(db());
    expect(first.size).toBe(4);
    // A repeat is stored once and counted once; a new order adds to the existing rows.
    await storeOrders(db(), [
      { device: dev(a, demo), order: order('AGG-1', now.getTime(), 10) },
      { device: dev(h, harbor), order: order('AGG-5', now.getTime(), 2.25) },
    ]);
    await settleSales(db());
    expect(await storedOrgSales(db())).toEqual(await recountedOrgSales(db()));
    // The reports' roll-ups (per device, point, payment method and product) equal a rebuild of the same days.
    const reportRows = async () =>
      rowsOf(
        await db().execute(sql`
          select 'pay' as t, day::text, device_id, org_id, site_id, payment_method as k, order_count, cup_count,
                 received_amount::text as a, refunded_amount::text as r
            from rpt_sales_device_pay_daily where device_id in (${a.id}, ${h.id})
          union all
          select 'goods', day::text, device_id, org_id, site_id, goods_code, order_count, cup_count, amount::text, refunded_amount::text
            from rpt_sales_device_goods_daily where device_id in (${a.id}, ${h.id})
          order by 1, 2, 3, 4, 5, 6`),
      );
    // The organisation-level report roll-ups of the same organisations, which follow the device rows.
    const orgReportRows = async () =>
      rowsOf(
        await db().execute(sql`
          select 'pay' as t, day::text, org_id, payment_method as k, order_count, cup_count,
                 received_amount::text as a, refunded_amount::text as r
            from rpt_sales_org_pay_daily where org_id in (${demo}, ${harbor})
          union all
          select 'site', day::text, org_id, site_id::text, order_count, cup_count, received_amount::text, refunded_amount::text
            from rpt_sales_org_site_daily where org_id in (${demo}, ${harbor})
          union all
          select 'goods', day::text, org_id, goods_code, order_count, cup_count, amount::text, refunded_amount::text
            from rpt_sales_org_goods_daily where org_id in (${demo}, ${harbor})
          order by 1, 2, 3, 4`),
      );
    const live = await reportRows();
    const liveOrg = await orgReportRows();
    expect(live.length).toBeGreaterThan(0);
    expect(liveOrg.length).toBeGreaterThan(0);
    await recomputeSalesDaily(db(), calendarDay(timeZone, new Date(yesterday)), calendarDay(timeZone, now), timeZone);
    expect(await reportRows()).toEqual(live);
    expect(await orgReportRows()).toEqual(liveOrg);

    const today = calendarDay(timeZone, now);
    const sum = rowsOf<{ amount: string; orders: string; cups: string }>(
      await db().execute(
        sql`select coalesce(sum(amount), 0) as amount, coalesce(sum(order_count), 0) as orders, coalesce(sum(cup_count), 0) as cups
              from rpt_sales_daily where day = ${today}::date`,
      ),
    )[0]!;
    const all = (await admin('GET', DASHBOARD_API.devices)).data as DashboardDevices;
    expect(all.day).toBe(today);
    const total = (f: DashboardDevices['today']) => f.amounts.reduce((n, m) => n + m.amount, 0);
    const inCurrency = (f: DashboardDevices['today'], code: string) => f.amounts.find((m) => m.currency === code)?.amount ?? 0;
    const count = (f: DashboardDevices['today'], key: 'orders' | 'cups') => f.amounts.reduce((n, m) => n + m[key], 0);
    expect({
      amount: Math.round(total(all.today) * 100) / 100,
      orders: count(all.today, 'orders'),
      cups: count(all.today, 'cups'),
    }).toEqual({
      amount: Number(sum.amount),
      orders: Number(sum.orders),
      cups: Number(sum.cups),
    });
    // Demo Coffee Co. bills in CNY, Harbor Drinks Ltd. in USD: each sum grew by its own orders.
    expect(Math.round((inCurrency(all.today, 'CNY') - inCurrency(before.admin, 'CNY')) * 100) / 100).toBe(15.5);
    expect(Math.round((inCurrency(all.today, 'USD') - inCurrency(before.admin, 'USD')) * 100) / 100).toBe(9.25);
    // The one-customer operator's sales grew by its own device's orders only (Harbor's are not its).
    const mine = ((await ops('GET', DASHBOARD_API.devices)).data as DashboardDevices).today;
    expect(mine.amounts.map((m) => m.currency)).toEqual(['CNY']);
    expect(Math.round((inCurrency(mine, 'CNY') - inCurrency(before.ops, 'CNY')) * 100) / 100).toBe(15.5);
    expect(count(mine, 'orders') - count(before.ops, 'orders')).toBe(2);
  });

  it('order batches keep the hourly sales per organisation equal to the orders, an order at 23:30 in hour 23 of its day', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await insertTestDevice(db(), demo);
    const h = await insertTestDevice(db(), harbor);
    const zone = 'Asia/Shanghai';
    const sold = (code: string, at: string, received: number) =>
      ({ ...sampleOrder(code), v: 1, ts: Date.parse(at), amounts: { payment: received, received, fee: 0, discount: 0 } }) as DeviceOrder;
    const dev = (d: { id: number }, orgId: number) => ({ id: d.id, orgId, siteId: null });
    // Yesterday and today in Shanghai: the hours kept (older ones are not counted by the hour).
    const day = calendarDay(zone, new Date(Date.now() - 86_400_000));
    const next = addDays(day, 1);
    await storeOrders(db(), [
      { device: dev(a, demo), order: sold('HOUR-G1', `${day}T15:30:00Z`, 10) }, // 23:30 in Shanghai
      { device: dev(h, harbor), order: sold('HOUR-G2', `${day}T01:10:00Z`, 7) }, // 09:10
    ]);
    await settleSales(db());
    await storeOrders(db(), [
      { device: dev(a, demo), order: sold('HOUR-G1', `${day}T15:30:00Z`, 10) }, // a repeat: counted once
      { device: dev(a, demo), order: sold('HOUR-G3', `${day}T15:59:59Z`, 5) }, // 23:59:59
      { device: dev(a, demo), order: sold('HOUR-G4', `${day}T16:00:00Z`, 3) }, // 00:00 of the next day
    ]);
    await settleSales(db());
    const stored = await storedOrgHours(db(), day, next);
    expect(stored).toEqual(await recountedOrgHours(db(), day, next, zone));
    // The sample order dispenses one cup of its two items.
    expect(stored).toEqual([
      { org_id: harbor, hour: `${day} 09:00`, order_count: 1, cup_count: 1, amount: 7 },
      { org_id: demo, hour: `${day} 23:00`, order_count: 2, cup_count: 2, amount: 15 },
      { org_id: demo, hour: `${next} 00:00`, order_count: 1, cup_count: 1, amount: 3 },
    ]);
  });
});
