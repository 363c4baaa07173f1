import { sql } from 'drizzle-orm';
import type { Database } from '../platform/db/database.js';
import { rowsOf } from '../platform/db/rows.js';

export interface OrgDeviceCounts {
  org_id: number;
  total: number;
  online: number;
  fault: number;
  warning: number;
  low_material: number;
}

export interface OrgDaySales {
  org_id: number;
  day: string;
  order_count: number;
  cup_count: number;
  amount: number;
}

const counts = (r: OrgDeviceCounts): OrgDeviceCounts => ({
  org_id: Number(r.org_id),
  total: Number(r.total),
  online: Number(r.online),
  fault: Number(r.fault),
  warning: Number(r.warning),
  low_material: Number(r.low_material),
});
const sales = (r: OrgDaySales): OrgDaySales => ({
  org_id: Number(r.org_id),
  day: String(r.day),
  order_count: Number(r.order_count),
  cup_count: Number(r.cup_count),
  amount: Number(r.amount),
});

/** The stored per-organisation device counters, leaving out organisations with nothing counted. */
export async function storedDeviceCounts(db: Database): Promise<OrgDeviceCounts[]> {
  const r = await db.execute(sql`
    select org_id, total, online, fault, warning, low_material from dev_device_counts
     where (total, online, fault, warning, low_material) <> (0, 0, 0, 0, 0) order by org_id`);
  return rowsOf<OrgDeviceCounts>(r).map(counts);
}

/** The same counters counted from the devices themselves. */
export async function recountedDeviceCounts(db: Database): Promise<OrgDeviceCounts[]> {
  const r = await db.execute(sql`
    select org_id, count(*) as total, count(*) filter (where online = 1) as online,
           count(*) filter (where fault_count > 0) as fault, count(*) filter (where warning_count > 0) as warning,
           count(*) filter (where material_state > 0) as low_material
      from dev_device group by org_id order by org_id`);
  return rowsOf<OrgDeviceCounts>(r).map(counts);
}

/** The stored per-organisation daily sales, leaving out days with nothing sold. */
export async function storedOrgSales(db: Database): Promise<OrgDaySales[]> {
  const r = await db.execute(sql`
    select org_id, day::text as day, order_count, cup_count, amount from rpt_sales_daily_org
     where (order_count, cup_count, amount) <> (0, 0, 0) order by org_id, day`);
  return rowsOf<OrgDaySales>(r).map(sales);
}

/** The same sums taken from the per-device roll-up. */
export async function recountedOrgSales(db: Database): Promise<OrgDaySales[]> {
  const r = await db.execute(sql`
    select org_id, day::text as day, sum(order_count) as order_count, sum(cup_count) as cup_count, sum(amount) as amount
      from rpt_sales_daily group by org_id, day
    having (sum(order_count), sum(cup_count), sum(amount)) <> (0, 0, 0) order by org_id, day`);
  return rowsOf<OrgDaySales>(r).map(sales);
}

export interface OrgHourSales {
  org_id: number;
  hour: string;
  order_count: number;
  cup_count: number;
  amount: number;
}

const hours = (rows: OrgHourSales[]): OrgHourSales[] =>
  rows.map((r) => ({
    org_id: Number(r.org_id),
    hour: String(r.hour),
    order_count: Number(r.order_count),
    cup_count: Number(r.cup_count),
    amount: Number(r.amount),
  }));

/** The stored hourly roll-up of the business days `from`..`to` (hours as 'YYYY-MM-DD HH:MI'). */
export async function storedOrgHours(db: Database, from: string, to: string): Promise<OrgHourSales[]> {
  const r = await db.execute(sql`
    select org_id, to_char(hour, 'YYYY-MM-DD HH24:MI') as hour, order_count, cup_count, amount from rpt_sales_hourly_org
     where hour >= ${from}::timestamp and hour < (${to}::date + 1)::timestamp order by hour, org_id`);
  return hours(rowsOf<OrgHourSales>(r));
}

/** The same hours counted from the orders: paid ones, their dispensed cups and received amount. */
export async function recountedOrgHours(db: Database, from: string, to: string, timeZone: string): Promise<OrgHourSales[]> {
  const r = await db.execute(sql`
    select o.org_id, to_char(o.created_at at time zone ${timeZone}, 'YYYY-MM-DD HH24:00') as hour, count(*) as order_count,
           coalesce(sum((select sum(quantity) from ord_order_item it where it.order_id = o.id and it.status = 1)), 0) as cup_count,
           sum(o.received_amount) as amount
      from ord_order o
     where o.pay_status = 5 and (o.created_at at time zone ${timeZone})::date between ${from}::date and ${to}::date
     group by 1, 2 order by 2, 1`);
  return hours(rowsOf<OrgHourSales>(r));
}
