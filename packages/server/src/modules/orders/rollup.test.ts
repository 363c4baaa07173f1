import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/db/rows.js';
import { orgIdByCode } from '../../test/fixtures.js';
import { useTestApp } from '../../test/harness.js';
import { recountedOrgSales, storedOrgSales } from '../../test/live-aggregates.js';
import { recomputeSalesDaily } from './rollup.js';
import { orderItems, orders, salesDaily } from './schema.js';

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
