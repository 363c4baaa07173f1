import { type SQL, sql } from 'drizzle-orm';
import { dayOf, dispensedCupsJoin, dispensedItem, isSale, itemReceivedOf } from '../../orders/index.js';
import { type Tx, onDays } from './rollup-sql.js';

/** The report roll-ups: per device, day and payment method, and per device, day and product. */
const REPORT_TABLES = ['rpt_sales_device_pay_daily', 'rpt_sales_device_goods_daily'];

/** A point of an order as the report roll-ups key it: 0 when the machine stood at none. */
export const siteKeyOf = (o: string): SQL => sql`coalesce(${sql.raw(o)}.site_id, 0)`;

/**
 * The report roll-ups' rows of the orders `o` that match `orders` (a condition on `o`): per
 * business day, device, organisation, point and payment method (with the device's model of the
 * moment), and per business day, device,
 * organisation, point and product. The one statement of what the reports count (the sale rule of
 * sale.ts): paid non-test orders; cups are dispensed quantities; refunds kept apart from what
 * was received.
 */
function payRows(timeZone: string, where: SQL): SQL {
  return sql`
    select ${dayOf('o', timeZone)} as day, o.device_id, o.org_id, ${siteKeyOf('o')} as site_id, o.payment_method,
           count(*)::int as order_count, coalesce(sum(i.cups), 0)::int as cup_count,
           sum(o.received_amount) as received_amount, sum(o.refunded_amount) as refunded_amount,
           coalesce((select d.model_id from dev_device d where d.id = o.device_id), 0) as model_id
      from ord_order o ${dispensedCupsJoin(sql.raw('o.id'))}
     where ${isSale('o')} and ${where}
     group by 1, 2, 3, 4, 5`;
}

function goodsRows(timeZone: string, where: SQL): SQL {
  return sql`
    select ${dayOf('o', timeZone)} as day, o.device_id, o.org_id, ${siteKeyOf('o')} as site_id, it.goods_code,
           max(it.goods_name) as goods_name, count(distinct o.id)::int as order_count,
           coalesce(sum(it.quantity) filter (where ${dispensedItem('it')}), 0)::int as cup_count,
           sum(${itemReceivedOf('it')}) as amount, sum(it.refunded_amount) as refunded_amount
      from ord_order o join ord_order_item it on it.order_id = o.id
     where ${isSale('o')} and ${where}
     group by 1, 2, 3, 4, 5`;
}

/**
 * Rewrites the report roll-up rows of the device-days `keys` (a query of `day`, `device_id`)
 * from the orders: each device-day is deleted and counted whole again (every order of that device
 * on that day), so the result equals a rebuild. Rows are locked in key order first, like the
 * gateway's batches take them.
 */
async function rewriteDeviceDays(tx: Tx, keys: SQL, timeZone: string): Promise<void> {
  const onKeys = (t: string) => sql`(${sql.raw(t)}.day, ${sql.raw(t)}.device_id) in (select day, device_id from (${keys}) k)`;
  const ordersOnKeys = sql`(${dayOf('o', timeZone)}, o.device_id) in (select day, device_id from (${keys}) k)
    and o.device_id in (select device_id from (${keys}) k)
    and o.created_at >= (select min(day) from (${keys}) k)::timestamp at time zone ${timeZone}
    and o.created_at < ((select max(day) from (${keys}) k) + 1)::timestamp at time zone ${timeZone}`;
  for (const table of REPORT_TABLES) {
    const t = sql.raw(table);
    await tx.execute(sql`select 1 from ${t} r where ${onKeys('r')} order by 1 for update of r`);
    await tx.execute(sql`delete from ${t} r where ${onKeys('r')}`);
  }
  await insertDeviceRows(tx, timeZone, ordersOnKeys);
}

/** Writes the device-level report rows counted from the orders `ordersWhere` selects (the caller has deleted the rows they replace). */
async function insertDeviceRows(tx: Tx, timeZone: string, ordersWhere: SQL): Promise<void> {
  await tx.execute(sql`
    insert into rpt_sales_device_pay_daily
      (day, device_id, org_id, site_id, payment_method, order_count, cup_count, received_amount, refunded_amount, model_id, updated_at)
    select *, now() from (${payRows(timeZone, ordersWhere)}) counted order by 1, 2, 3, 4, 5`);
  await tx.execute(sql`
    insert into rpt_sales_device_goods_daily
      (day, device_id, org_id, site_id, goods_code, goods_name, order_count, cup_count, amount, refunded_amount, updated_at)
    select *, now() from (${goodsRows(timeZone, ordersWhere)}) counted order by 1, 2, 3, 4, 5`);
}

/** Recounts the report roll-up rows of the device-days the given orders fall into. */
export async function recountReportKeys(tx: Tx, ids: string, timeZone: string): Promise<void> {
  await rewriteDeviceDays(
    tx,
    sql`select distinct ${dayOf('o', timeZone)} as day, o.device_id from ord_order o where o.id = any(${ids}::bigint[])`,
    timeZone,
  );
}

/** Rebuilds the report roll-ups of the business days `fromDay` up to (not including) `endDay` from the orders. */
export async function recomputeReportDays(tx: Tx, fromDay: string, endDay: string, timeZone: string): Promise<void> {
  const range = onDays(fromDay, endDay, timeZone);
  for (const table of REPORT_TABLES) {
    const t = sql.raw(table);
    await tx.execute(sql`select 1 from ${t} where day >= ${fromDay}::date and day < ${endDay}::date order by day, device_id for update`);
    await tx.execute(sql`delete from ${t} where day >= ${fromDay}::date and day < ${endDay}::date`);
  }
  await insertDeviceRows(tx, timeZone, range);
}
