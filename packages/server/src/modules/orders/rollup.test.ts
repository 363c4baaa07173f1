import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { recountedOrgSales, storedOrgSales } from '../../test/live-aggregates.js';
import type { DeviceOrder } from '@vr/contracts';
import { storeOrders } from '../device-gateway/orders.js';
import { insertTestDevice, sampleOrder } from '../device-gateway/test-devices.js';
import { recomputeSalesDaily } from './rollup.js';
import { recomputeSalesHourly } from './rollup-hourly.js';
import { orderItems, orders, salesDaily, salesHourlyOrg } from './schema.js';

const t = useTestApp();
const db = () => t.database.db;
const TZ = 'Asia/Shanghai';
const DAY = '2026-04-15';

async function order(code: string, deviceId: number, orgId: number, at: string, received: number, payStatus = 5): Promise<void> {
  const [o] = await db()
    .insert(orders)
    .values({
      orderCode: code,
      deviceId,
      orgId,
      status: 5,
      paymentMethod: 'wechat_pay',
      payStatus,
      paymentAmount: received,
      receivedAmount: received,
      createdAt: new Date(at),
    })
    .returning({ id: orders.id });
  await db().insert(orderItems).values({
    orderId: o!.id,
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

interface OrgHourSales {
  org_id: number;
  hour: string;
  order_count: number;
  cup_count: number;
  amount: number;
}
const hourly = (rows: OrgHourSales[]) =>
  rows.map((r) => ({
    org_id: Number(r.org_id),
    hour: String(r.hour),
    order_count: Number(r.order_count),
    cup_count: Number(r.cup_count),
    amount: Number(r.amount),
  }));

/** The stored hourly roll-up of the business days `from`..`to` (local clock). */
async function storedHours(from: string, to: string): Promise<OrgHourSales[]> {
  const r = await db().execute(sql`
    select org_id, to_char(hour, 'YYYY-MM-DD HH24:MI') as hour, order_count, cup_count, amount from rpt_sales_hourly_org
     where hour >= ${from}::timestamp and hour < (${to}::date + 1)::timestamp order by hour, org_id`);
  return hourly(rowsOf<OrgHourSales>(r));
}

/** The same hours counted from the orders: paid ones, their dispensed cups and received amount. */
async function recountedHours(from: string, to: string): Promise<OrgHourSales[]> {
  const r = await db().execute(sql`
    select o.org_id, to_char(o.created_at at time zone ${TZ}, 'YYYY-MM-DD HH24:00') as hour, count(*) as order_count,
           coalesce(sum((select sum(quantity) from ord_order_item it where it.order_id = o.id and it.status = 1)), 0) as cup_count,
           sum(o.received_amount) as amount
      from ord_order o
     where o.pay_status = 5 and (o.created_at at time zone ${TZ})::date between ${from}::date and ${to}::date
     group by 1, 2 order by 2, 1`);
  return hourly(rowsOf<OrgHourSales>(r));
}

describe('hourly sales per organisation', () => {
  const FROM = '2026-04-20';
  const TO = '2026-04-21';

  it('equal the orders after gateway batches and after a rebuild, an order at 23:30 in hour 23 of its day', async () => {
    const demo = await orgIdByCode(db(), 'DEMO');
    const harbor = await orgIdByCode(db(), 'HARBOR');
    const a = await insertTestDevice(db(), demo);
    const h = await insertTestDevice(db(), harbor);
    const sold = (code: string, at: string, received: number) =>
      ({ ...sampleOrder(code), v: 1, ts: Date.parse(at), amounts: { payment: received, received, fee: 0, discount: 0 } }) as DeviceOrder;
    const dev = (d: { id: number }, orgId: number) => ({ id: d.id, orgId, siteId: null });
    await storeOrders(
      db(),
      [
        { device: dev(a, demo), order: sold('HOUR-1', '2026-04-20T15:30:00Z', 10) }, // 23:30 in Shanghai
        { device: dev(h, harbor), order: sold('HOUR-2', '2026-04-20T01:10:00Z', 7) }, // 09:10
      ],
      TZ,
    );
    await storeOrders(
      db(),
      [
        { device: dev(a, demo), order: sold('HOUR-1', '2026-04-20T15:30:00Z', 10) }, // a repeat: counted once
        { device: dev(a, demo), order: sold('HOUR-3', '2026-04-20T15:59:59Z', 5) }, // 23:59:59
        { device: dev(a, demo), order: sold('HOUR-4', '2026-04-20T16:00:00Z', 3) }, // 00:00 of the next day
      ],
      TZ,
    );
    const stored = await storedHours(FROM, TO);
    expect(stored).toEqual(await recountedHours(FROM, TO));
    expect(stored).toEqual([
      { org_id: harbor, hour: '2026-04-20 09:00', order_count: 1, cup_count: 1, amount: 7 },
      { org_id: demo, hour: '2026-04-20 23:00', order_count: 2, cup_count: 2, amount: 15 },
      { org_id: demo, hour: '2026-04-21 00:00', order_count: 1, cup_count: 1, amount: 3 },
    ]);

    // Wrong figures, an hour without sales, an order gone and an old hour: the rebuild repairs them.
    await db().execute(sql`update rpt_sales_hourly_org set order_count = 40, amount = 400 where hour = '2026-04-20 23:00'`);
    await db()
      .insert(salesHourlyOrg)
      .values([
        { hour: '2026-04-20 12:00:00', orgId: demo, orderCount: 3, cupCount: 3, amount: 30 },
        { hour: '2026-04-10 12:00:00', orgId: demo, orderCount: 1, cupCount: 1, amount: 1 },
      ]);
    await db().execute(sql`delete from ord_order where order_code = 'HOUR-2'`);
    const result = await recomputeSalesHourly(db(), FROM, TO, TZ, '2026-04-19');
    expect(result).toMatchObject({ removed: 2, purged: 1 });
    const rebuilt = await storedHours(FROM, TO);
    expect(rebuilt).toEqual(await recountedHours(FROM, TO));
    expect(rebuilt.map((r) => [r.org_id, r.hour, r.order_count, r.amount])).toEqual([
      [demo, '2026-04-20 23:00', 2, 15],
      [demo, '2026-04-21 00:00', 1, 3],
    ]);
    expect(await storedHours('2026-04-10', '2026-04-10')).toEqual([]);
  });
});
