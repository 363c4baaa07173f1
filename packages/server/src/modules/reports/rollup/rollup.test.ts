// Runs on both engines: roll-ups kept by triggers
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../../platform/db/rows.js';
import { orgIdByCode } from '../../../test/fixtures.js';
import { useTestApp } from '../../../test/harness.js';
import { insertOrderRow } from '../../../test/order-rows.js';
import { recountedOrgHours, recountedOrgSales, storedOrgHours, storedOrgSales } from '../../../test/live-aggregates.js';
import { recomputeSalesDaily } from './rollup.js';
import { recomputeSalesHourly } from './rollup-hourly.js';
import { orderItems } from '../../orders/index.js';
import { salesDaily, salesHourlyDevice } from '../schema.js';

const t = useTestApp();
const db = () => t.database.db;
const TZ = 'Asia/Shanghai';
const DAY = '2026-04-15';

async function order(code: string, deviceId: number, orgId: number, at: string, received: number, payStatus = 5): Promise<void> {
  const orderId = await insertOrderRow(db(), { orderCode: code, deviceId, orgId, payStatus, received, createdAt: new Date(at) });
  await db().insert(orderItems).values({
    orderId,
    goodsCode: 'G1',
    goodsName: 'Latte',
    quantity: 2,
    price: received,
    amount: received,
    status: 1,
    dispense: 'success',
  });
}

/** Paid orders of the day per organisation, counted from the order table itself. */
async function paidByOrg(): Promise<Array<{ org_id: number; orders: number; amount: number }>> {
  const r = await db().execute(sql`
    select org_id, count(*) as orders, sum(received_amount) as amount from ord_order
     where pay_status = 5 and (created_at at time zone ${TZ})::date = ${DAY}::date
     group by org_id order by org_id`);
  return rowsOf<{ org_id: number; orders: number; amount: number }>(r).map((x) => ({
    org_id: Number(x.org_id),
    orders: Number(x.orders),
    amount: Number(x.amount),
  }));
}

describe('per-organisation daily sales under the roll-up job', () => {
  it('equal a recount of the device roll-up and of the paid orders after a day is rebuilt', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    await order('AGG-R1', 9101, demo, '2026-04-15T02:00:00Z', 12.5);
    await order('AGG-R2', 9101, demo, '2026-04-15T05:00:00Z', 7.25);
    await order('AGG-R3', 9102, harbor, '2026-04-15T06:00:00Z', 30);
    await order('AGG-R4', 9102, harbor, '2026-04-15T07:00:00Z', 99, 1); // unpaid: not a sale
    // Wrong figures the rebuild must repair, including a device-day with no sale at all.
    await db()
      .insert(salesDaily)
      .values([
        { day: DAY, deviceId: 9101, orgId: demo, orderCount: 50, cupCount: 50, amount: 500 },
        { day: DAY, deviceId: 9103, orgId: harbor, orderCount: 3, cupCount: 3, amount: 30 },
      ]);
    expect(await storedOrgSales(db())).toEqual(await recountedOrgSales(db()));

    await recomputeSalesDaily(db(), DAY, DAY, TZ);
    const stored = await storedOrgSales(db());
    expect(stored).toEqual(await recountedOrgSales(db()));
    const ofDay = stored.filter((r) => r.day === DAY && (r.org_id === demo || r.org_id === harbor));
    expect(ofDay.map((r) => ({ org_id: r.org_id, orders: r.order_count, amount: r.amount }))).toEqual(
      (await paidByOrg()).filter((r) => r.org_id === demo || r.org_id === harbor),
    );
    expect(ofDay.find((r) => r.org_id === demo)).toMatchObject({ order_count: 2, cup_count: 4, amount: 19.75 });

    // Once the orders are gone, the rebuild removes the day and the organisations' rows follow.
    await db().execute(sql`delete from ord_order where order_code like 'AGG-R%'`);
    await recomputeSalesDaily(db(), DAY, DAY, TZ);
    expect(await storedOrgSales(db())).toEqual(await recountedOrgSales(db()));
    expect((await storedOrgSales(db())).filter((r) => r.day === DAY && (r.org_id === demo || r.org_id === harbor))).toEqual([]);
  });
});

describe('hourly sales per organisation under the roll-up job', () => {
  const FROM = '2026-04-20';
  const TO = '2026-04-21';

  it('equal the orders after a rebuild, an order at 23:30 in hour 23 of its day; old hours are dropped', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    await order('HOUR-R1', 9201, demo, '2026-04-20T15:30:00Z', 10); // 23:30 in Shanghai
    await order('HOUR-R2', 9201, demo, '2026-04-20T15:59:59Z', 5); // 23:59:59
    await order('HOUR-R3', 9201, demo, '2026-04-20T16:00:00Z', 3); // 00:00 of the next day
    await order('HOUR-R4', 9202, harbor, '2026-04-20T01:10:00Z', 7); // 09:10
    await order('HOUR-R5', 9202, harbor, '2026-04-20T01:20:00Z', 70, 1); // unpaid: not a sale
    // Wrong figures, an hour without sales and an hour older than the kept days (the organisation's hours follow by trigger).
    await db()
      .insert(salesHourlyDevice)
      .values([
        { hour: '2026-04-20 23:00:00', deviceId: 9201, orgId: demo, orderCount: 40, cupCount: 40, amount: 400 },
        { hour: '2026-04-20 12:00:00', deviceId: 9201, orgId: demo, orderCount: 3, cupCount: 3, amount: 30 },
        { hour: '2026-04-10 12:00:00', deviceId: 9201, orgId: demo, orderCount: 1, cupCount: 1, amount: 1 },
      ]);
    expect(await storedOrgHours(db(), '2026-04-20', '2026-04-20')).toContainEqual({
      org_id: demo,
      hour: '2026-04-20 23:00',
      order_count: 40,
      cup_count: 40,
      amount: 400,
    });

    const result = await recomputeSalesHourly(db(), FROM, TO, TZ, '2026-04-19');
    expect(result).toMatchObject({ removed: 1, purged: 1 });
    const rebuilt = await storedOrgHours(db(), FROM, TO);
    expect(rebuilt).toEqual(await recountedOrgHours(db(), FROM, TO, TZ));
    expect(rebuilt).toEqual([
      { org_id: harbor, hour: '2026-04-20 09:00', order_count: 1, cup_count: 2, amount: 7 },
      { org_id: demo, hour: '2026-04-20 23:00', order_count: 2, cup_count: 4, amount: 15 },
      { org_id: demo, hour: '2026-04-21 00:00', order_count: 1, cup_count: 2, amount: 3 },
    ]);
    expect(await storedOrgHours(db(), '2026-04-10', '2026-04-10')).toEqual([]);

    // Once an hour's orders are gone, the rebuild removes it.
    await db().execute(sql`delete from ord_order where order_code = 'HOUR-R4'`);
    await recomputeSalesHourly(db(), FROM, TO, TZ, '2026-04-19');
    expect((await storedOrgHours(db(), FROM, TO)).map((r) => [r.org_id, r.hour])).toEqual([
      [demo, '2026-04-20 23:00'],
      [demo, '2026-04-21 00:00'],
    ]);
  });
});
