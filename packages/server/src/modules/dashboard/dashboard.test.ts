import { DASHBOARD_API, Status, type DashboardDevices } from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiAs, orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { calendarDay } from '../../platform/settings/calendar-day.js';
import { createDevice } from '../../test/device-settings-support.js';
import { devices } from '../devices/index.js';
import { salesDaily } from '../orders/index.js';

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
    expect([d.today.orders - o.today.orders, d.today.cups - o.today.cups]).toEqual([4, 6]);

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
