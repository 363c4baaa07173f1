import { type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../../platform/db/database.js';
import { dayOf, dispensedItem, isSale, itemReceivedOf } from '../../orders/index.js';
import { salesDaily, salesDeviceGoodsDaily, salesDevicePayDaily, salesHourlyDevice, salesProductDaily, salesSiteDaily } from '../schema.js';
import { idArray } from './rollup-sql.js';
import { salesChanged } from './sales-generation.js';

/**
 * Every writer of the sales roll-ups (this intake, the recount after a refund or a payment, the
 * nightly rebuild) first locks the organisation-day rows its orders fall into, in (day, org)
 * order, and only then the finer rows (device, hour, product, point, payment). The
 * organisation-day row is the one row all of them share, so whoever holds it meets no other
 * writer of that day's rows: they wait in line instead of deadlocking. A day's first sale of an
 * organisation creates its row (zeros, filled by the trigger below) so there is a row to lock.
 */
async function lockCustomerDays(db: Database, ids: string, timeZone: string): Promise<void> {
  // One statement: a new row is inserted (and so locked), an existing one locked by the no-op update.
  await db.execute(sql`
    insert into rpt_sales_daily_org as r (day, org_id, order_count, cup_count, amount)
    select distinct ${dayOf('o', timeZone)}, o.org_id, 0, 0, 0::numeric
      from ord_order o where o.id = any(${ids}::bigint[]) and ${isSale('o')}
     order by 1, 2
    on conflict (day, org_id) do update set order_count = r.order_count`);
}

/** What a batch adds to a roll-up row; the payment rows count what was received. */
const SALE_SUMS = ['order_count', 'cup_count', 'amount'];
const PAY_SUMS = ['order_count', 'cup_count', 'received_amount'];

/**
 * `on conflict (key) do update` of a batch's rows: their `sums` added to the stored ones, the
 * `replaced` columns and the time taken as they come.
 */
function addOnConflict(table: PgTable, key: string, replaced: string[] = [], sums = SALE_SUMS): SQL {
  const set = [
    ...replaced.map((c) => sql.raw(`${c} = excluded.${c}`)),
    ...sums.map((c) => sql`${sql.raw(c)} = ${table}.${sql.raw(c)} + excluded.${sql.raw(c)}`),
    sql.raw('updated_at = excluded.updated_at'),
  ];
  return sql`on conflict (${sql.raw(key)}) do update set ${sql.join(set, sql`, `)}`;
}

/**
 * Adds orders just stored paid to the daily sales of their device, product, point and payment,
 * and to the hourly sales of their organisation, in one statement of data-modifying CTEs. Rows are
 * aggregated per key and taken in key order, so concurrent batches never deadlock. The recount
 * (`recountSales`) and the daily roll-up job compute the same figures from scratch.
 */
export async function addNewOrdersToSales(db: Database, orderIds: number[], timeZone: string, at: Date): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = idArray(orderIds);
  const stamp = at.toISOString();
  await lockCustomerDays(db, ids, timeZone);
  await db.execute(sql`
    with input as (
      select o.id, o.org_id, o.device_id, o.site_id, o.payment_method, o.received_amount, o.created_at,
        ${dayOf('o', timeZone)} as day,
        coalesce((select sum(it.quantity) from ord_order_item it where it.order_id = o.id and ${dispensedItem('it')}), 0) as cups
      from ord_order o
      where o.id = any(${ids}::bigint[]) and ${isSale('o')}
    ),
    sales as (
      insert into ${salesDaily} (day, device_id, org_id, order_count, cup_count, amount, updated_at)
      select day, device_id, min(org_id), count(*), sum(cups), sum(received_amount), ${stamp}::timestamptz
      from input
      group by day, device_id
      order by day, device_id
      ${addOnConflict(salesDaily, 'day, device_id')}
    ),
    sales_hourly as (
      insert into ${salesHourlyDevice} (hour, device_id, org_id, order_count, cup_count, amount, updated_at)
      select date_trunc('hour', created_at at time zone ${timeZone}), device_id, min(org_id), count(*), sum(cups),
        sum(received_amount), ${stamp}::timestamptz
      from input
      group by 1, 2
      order by 1, 2
      ${addOnConflict(salesHourlyDevice, 'hour, device_id')}
    ),
    sales_device_pay as (
      insert into ${salesDevicePayDaily} (day, device_id, org_id, site_id, payment_method, order_count, cup_count,
        received_amount, refunded_amount, model_id, updated_at)
      select day, device_id, org_id, coalesce(site_id, 0), payment_method, count(*), sum(cups), sum(received_amount), 0,
        coalesce((select d.model_id from dev_device d where d.id = input.device_id), 0), ${stamp}::timestamptz
      from input
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4, 5
      ${addOnConflict(salesDevicePayDaily, 'day, device_id, org_id, site_id, payment_method', ['model_id'], PAY_SUMS)}
    ),
    sale_items as (
      select input.day, input.org_id, input.device_id, coalesce(input.site_id, 0) as site_id, input.id as order_id,
        it.goods_code, it.goods_name, it.quantity, ${itemReceivedOf('it')} as amount, ${dispensedItem('it')} as dispensed
      from ord_order_item it
      join input on input.id = it.order_id
    ),
    sales_product as (
      insert into ${salesProductDaily} (day, org_id, goods_code, goods_name, order_count, cup_count, amount, updated_at)
      select day, org_id, goods_code, max(goods_name), count(distinct order_id),
        coalesce(sum(quantity) filter (where dispensed), 0), sum(amount), ${stamp}::timestamptz
      from sale_items
      group by 1, 2, 3
      order by 1, 2, 3
      ${addOnConflict(salesProductDaily, 'day, org_id, goods_code', ['goods_name'])}
    ),
    sales_device_goods as (
      insert into ${salesDeviceGoodsDaily} (day, device_id, org_id, site_id, goods_code, goods_name, order_count, cup_count,
        amount, refunded_amount, updated_at)
      select day, device_id, org_id, site_id, goods_code, max(goods_name), count(distinct order_id),
        coalesce(sum(quantity) filter (where dispensed), 0), sum(amount), 0, ${stamp}::timestamptz
      from sale_items
      group by 1, 2, 3, 4, 5
      order by 1, 2, 3, 4, 5
      ${addOnConflict(salesDeviceGoodsDaily, 'day, device_id, org_id, site_id, goods_code', ['goods_name'])}
    ),
    sales_site as (
      insert into ${salesSiteDaily} (day, site_id, org_id, order_count, cup_count, amount, updated_at)
      select day, site_id, min(org_id), count(*), sum(cups), sum(received_amount), ${stamp}::timestamptz
      from input
      where site_id is not null
      group by day, site_id
      order by day, site_id
      ${addOnConflict(salesSiteDaily, 'day, site_id')}
    )
    select 1`);
  salesChanged();
}
