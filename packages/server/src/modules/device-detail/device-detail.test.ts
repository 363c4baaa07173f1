// Runs on both engines: row order of an order’s items (once differed between the engines)
import { DEVICE_DETAIL_API as API, DEVICE_DETAIL_PERMS, Status } from '@vr/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { roleMenus } from '../../platform/identity/schema.js';
import { type ApiCall, apiAs, grantThroughNewButtons, orgIdByCode, roleIdByKey } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { insertOrderRow } from '../../test/order-rows.js';
import { deviceAlarms } from '../alarms/index.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { createDevice } from '../../test/device-settings-support.js';
import { orderItems, orders } from '../orders/index.js';
import { salesDaily } from '../reports/index.js';
import { calendarDay } from '../../platform/settings/calendar-day.js';

const t = useTestApp();
const db = () => t.database.db;

/** Replaces the maintenance role's rights (ops) with exactly these permissions. */
let grants = 0;
async function opsWith(permissions: string[]): Promise<ApiCall> {
  grants += 1;
  const roleId = await roleIdByKey(db(), 'maintenance');
  await db().delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  await grantThroughNewButtons(db(), 'maintenance', permissions, (perm) => `t4-${grants}-${perm}`);
  return apiAs(t, 'ops', 'ops12345');
}

const shift = (day: string, days: number) => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

async function fixture() {
  const deviceId = await createDevice(db(), await orgIdByCode(db(), 'DEMO-SH-01'), `T4D${Math.floor(Math.random() * 1e6)}`);
  const orgId = await orgIdByCode(db(), 'DEMO-SH-01');
  const today = calendarDay(await businessTimeZone(db()));
  // Roll-up rows: the summary's figures come from here only.
  await db()
    .insert(salesDaily)
    .values([
      { day: today, deviceId, orgId, orderCount: 3, cupCount: 4, amount: 45.5 },
      { day: shift(today, -1), deviceId, orgId, orderCount: 2, cupCount: 2, amount: 20 },
    ]);
  // Orders: two in March 2026, one in May 2026.
  const order = async (code: string, at: string, items: Array<[string, string, number, number]>) => {
    const orderId = await insertOrderRow(db(), { orderCode: code, deviceId, orgId, received: 10, createdAt: new Date(at) });
    await db()
      .insert(orderItems)
      .values(
        items.map(([goodsCode, goodsName, quantity, amount]) => ({
          orderId,
          goodsCode,
          goodsName,
          quantity,
          price: amount / quantity,
          amount,
          // No discount: each item's share of what its order received is its own amount.
          receivedAmount: amount,
          status: 1,
          dispense: 'success',
        })),
      );
  };
  await order(`T4O1-${deviceId}`, '2026-03-02T02:00:00Z', [['LATTE', 'Latte', 2, 30]]);
  await order(`T4O2-${deviceId}`, '2026-03-03T02:00:00Z', [
    ['LATTE', 'Latte', 1, 15],
    ['AMER', 'Americano', 1, 10],
  ]);
  await order(`T4O3-${deviceId}`, '2026-05-03T02:00:00Z', [['AMER', 'Americano', 1, 10]]);
  await db()
    .insert(deviceAlarms)
    .values([
      { deviceId, orgId, eventId: 'e1', kind: 'fault', code: 'E101', level: 2, state: 0, raisedAt: new Date('2026-03-05T01:00:00Z') },
      { deviceId, orgId, eventId: 'e2', kind: 'fault', code: 'E102', level: 1, state: 1, raisedAt: new Date('2026-03-06T01:00:00Z') },
      { deviceId, orgId, eventId: 'e3', kind: 'warning', code: 'W201', level: 0, state: 0, raisedAt: new Date('2026-03-07T01:00:00Z') },
    ]);
  return { deviceId, today };
}

describe('device detail', () => {
  it('summary: status, versions, location and sales from the daily roll-up', async () => {
    const { deviceId } = await fixture();
    const admin = await apiAs(t, 'admin', 'admin123');
    const res = await admin('GET', `${API.summary}?id=${deviceId}`);
    expect(res.status).toBe(Status.SUCCESS);
    expect(res.data).toMatchObject({
      id: deviceId,
      online: true,
      orgName: 'Shanghai Jing’an Store',
      rights: { material: true, fault: true, warning: true },
    });
    expect(res.data.sales.today).toEqual({ amount: 45.5, orders: 3, cups: 4 });
    expect(res.data.sales.yesterday).toEqual({ amount: 20, orders: 2, cups: 2 });
    // This month includes today (and yesterday when it is in the same month).
    expect(res.data.sales.thisMonth.amount).toBeGreaterThanOrEqual(45.5);
    expect(res.data.sales.thisMonth.amount + res.data.sales.lastMonth.amount).toBe(65.5);
  });

  it('tabs answer the route range: orders, products, faults and warnings', async () => {
    const { deviceId } = await fixture();
    const admin = await apiAs(t, 'admin', 'admin123');
    const march = `id=${deviceId}&startTime=2026-03-01&endTime=2026-03-31`;
    const ordersRes = await admin('GET', `${API.orders}?${march}`);
    expect(ordersRes.total).toBe(2);
    expect(ordersRes.data.map((o: { orderCode: string }) => o.orderCode)).toEqual([`T4O2-${deviceId}`, `T4O1-${deviceId}`]);
    expect(ordersRes.data[0]).toMatchObject({ goods: 'Latte, Americano', cups: 2 });

    const products = await admin('GET', `${API.products}?${march}`);
    expect(products.data).toEqual([
      { goodsCode: 'LATTE', goodsName: 'Latte', cups: 3, amount: 45, orders: 2 },
      { goodsCode: 'AMER', goodsName: 'Americano', cups: 1, amount: 10, orders: 1 },
    ]);
    const all = await admin('GET', `${API.products}?id=${deviceId}&startTime=2026-03-01&endTime=2026-05-31`);
    expect(all.data.find((p: { goodsCode: string }) => p.goodsCode === 'AMER').cups).toBe(2);

    // A code of one of the machine's customer's products reads in the reader's language; another as the machine sent it.
    await t.database.db
      .update(orderItems)
      .set({ goodsCode: 'C-LATTE' })
      .where(
        and(
          eq(orderItems.goodsCode, 'LATTE'),
          inArray(orderItems.orderId, t.database.db.select({ id: orders.id }).from(orders).where(eq(orders.deviceId, deviceId))),
        ),
      );
    expect((await admin('GET', `${API.orders}?${march}`, undefined, 'zh')).data[0]).toMatchObject({ goods: '拿铁, Americano' });
    expect((await admin('GET', `${API.products}?${march}`, undefined, 'zh')).data.map((p: { goodsName: string }) => p.goodsName)).toEqual([
      '拿铁',
      'Americano',
    ]);

    const faults = await admin('GET', `${API.faults}?${march}`);
    expect(faults.data.map((a: { code: string }) => a.code)).toEqual(['E102', 'E101']);
    const open = await admin('GET', `${API.faults}?${march}&state=0`);
    expect(open.data.map((a: { code: string }) => a.code)).toEqual(['E101']);
    const warnings = await admin('GET', `${API.warnings}?${march}`);
    expect(warnings.data.map((a: { code: string }) => a.code)).toEqual(['W201']);
    const april = await admin('GET', `${API.faults}?id=${deviceId}&startTime=2026-04-01&endTime=2026-04-30`);
    expect(april.total).toBe(0);

    const reversed = await admin('GET', `${API.orders}?id=${deviceId}&startTime=2026-04-01&endTime=2026-03-01`);
    expect(reversed.status).toBe(Status.BAD_REQUEST);
    const badSort = await admin('GET', `${API.orders}?${march}&orderByColumn=secretHash`);
    expect(badSort.status).toBe(Status.BAD_REQUEST);
  });

  it('each right refuses with its own message, in the request language', async () => {
    const { deviceId } = await fixture();
    const none = await opsWith([]);
    const summary = await none('GET', `${API.summary}?id=${deviceId}`);
    expect([summary.status, summary.result]).toEqual([Status.FORBIDDEN, 'You do not have the right to view device details.']);

    const viewer = await opsWith([DEVICE_DETAIL_PERMS.query]);
    const ok = await viewer('GET', `${API.summary}?id=${deviceId}`);
    expect(ok.data.rights).toEqual({ material: false, fault: false, warning: false });
    const range = `id=${deviceId}&startTime=2026-03-01&endTime=2026-03-31`;
    expect((await viewer('GET', `${API.materials}?id=${deviceId}`)).result).toBe('You do not have the right to view material information.');
    expect((await viewer('GET', `${API.faults}?${range}`)).result).toBe('You do not have the right to view fault records.');
    expect((await viewer('GET', `${API.warnings}?${range}`)).result).toBe('You do not have the right to view warning records.');
    expect((await viewer('GET', `${API.warnings}?${range}`, undefined, 'zh')).result).toBe('您没有查看预警记录的权限');

    const full = await opsWith(Object.values(DEVICE_DETAIL_PERMS));
    const materials = await full('GET', `${API.materials}?id=${deviceId}`);
    expect(materials.data.map((c: { containerNo: number }) => c.containerNo)).toEqual([1, 2]);
    expect((await full('GET', `${API.warnings}?${range}`)).total).toBe(1);
  });

  it('a device outside the caller’s scope is not found', async () => {
    const harbor = await createDevice(db(), await orgIdByCode(db(), 'HARBOR'), `T4H${Math.floor(Math.random() * 1e6)}`);
    const ops = await opsWith(Object.values(DEVICE_DETAIL_PERMS));
    expect((await ops('GET', `${API.summary}?id=${harbor}`)).status).toBe(Status.NOT_FOUND);
    expect((await ops('GET', `${API.orders}?id=${harbor}`)).status).toBe(Status.NOT_FOUND);
  });
});
