import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { recountReportKeys } from './rollup-reports.js';
import { dayOf, dispensedItem, isSale, itemRevenueOf, revenueOf } from '../../orders/index.js';

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** `o.created_at` falls on business day `day` (an SQL date) of `timeZone`. */
const onDay = (day: SQL, timeZone: string): SQL =>
  sql`o.created_at >= ${day}::timestamp at time zone ${timeZone} and o.created_at < (${day} + 1)::timestamp at time zone ${timeZone}`;

/** Cups of order `o`: its items dispensed, as `c.cups`. */
const cupsJoin = sql`left join lateral (
    select sum(it.quantity) as cups from ord_order_item it where it.order_id = o.id and ${dispensedItem('it')}
  ) c on true`;

/**
 * Recomputes the product and point roll-ups (rpt_sales_product_daily, rpt_sales_site_daily) of
 * the business days from `fromDay` up to (not including) `endDay`: the days' rows are rewritten
 * from the orders and the rows of those days without a sale go.
 */
export async function recomputeProductSiteDays(tx: Tx, fromDay: string, endDay: string, timeZone: string): Promise<void> {
  const range = sql`o.created_at >= (${fromDay}::date)::timestamp at time zone ${timeZone}
         and o.created_at < (${endDay}::date)::timestamp at time zone ${timeZone}`;
  await tx.execute(sql`
    with counted as (
      select ${dayOf('o', timeZone)} as day, o.org_id, it.goods_code, max(it.goods_name) as goods_name,
             count(distinct o.id)::int as order_count,
             coalesce(sum(it.quantity) filter (where ${dispensedItem('it')}), 0)::int as cup_count,
             coalesce(sum(${itemRevenueOf('it')}), 0) as amount
        from ord_order o join ord_order_item it on it.order_id = o.id
       where ${isSale('o')} and ${range}
       group by 1, 2, 3
    ),
    written as (
      insert into rpt_sales_product_daily (day, org_id, goods_code, goods_name, order_count, cup_count, amount, updated_at)
      select day, org_id, goods_code, goods_name, order_count, cup_count, amount, now() from counted order by 1, 2, 3
      on conflict (day, org_id, goods_code) do update
         set goods_name = excluded.goods_name, order_count = excluded.order_count, cup_count = excluded.cup_count,
             amount = excluded.amount, updated_at = excluded.updated_at
      returning 1
    )
    delete from rpt_sales_product_daily r
     where r.day >= ${fromDay}::date and r.day < ${endDay}::date
       and not exists (select 1 from counted c where c.day = r.day and c.org_id = r.org_id and c.goods_code = r.goods_code)`);
  await tx.execute(sql`
    with counted as (
      select ${dayOf('o', timeZone)} as day, o.site_id,
             (array_agg(o.org_id order by o.created_at desc, o.id desc))[1] as org_id,
             count(*)::int as order_count, coalesce(sum(c.cups), 0)::int as cup_count,
             coalesce(sum(${revenueOf('o')}), 0) as amount
        from ord_order o ${cupsJoin}
       where ${isSale('o')} and o.site_id is not null and ${range}
       group by 1, 2
    ),
    written as (
      insert into rpt_sales_site_daily (day, site_id, org_id, order_count, cup_count, amount, updated_at)
      select day, site_id, org_id, order_count, cup_count, amount, now() from counted order by 1, 2
      on conflict (day, site_id) do update
         set org_id = excluded.org_id, order_count = excluded.order_count, cup_count = excluded.cup_count,
             amount = excluded.amount, updated_at = excluded.updated_at
      returning 1
    )
    delete from rpt_sales_site_daily r
     where r.day >= ${fromDay}::date and r.day < ${endDay}::date
       and not exists (select 1 from counted c where c.day = r.day and c.site_id = r.site_id)`);
}

/** `{1,2,3}`: the ids as a PostgreSQL array literal. */
const idArray = (ids: number[]) => `{${ids.map((id) => Math.trunc(id)).join(',')}}`;

/**
 * Recounts, from the orders, exactly the roll-up rows the given orders fall into: their
 * device-days (rpt_sales_daily, whose organisation rows follow by trigger), product-days and
 * point-days. Each key is recomputed whole (every order of that device, product or point on that
 * day), so the result is the same as a rebuild of the day, without reading the day's other keys.
 * Rows are locked in key order first, like the gateway's batches take them.
 */
export async function recountKeys(db: Database, orderIds: number[], timeZone: string): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = idArray(orderIds);
  await db.transaction(async (tx) => {
    const deviceKeys = sql`select distinct ${dayOf('o', timeZone)} as day, o.device_id, o.org_id
      from ord_order o where o.id = any(${ids}::bigint[])`;
    await tx.execute(sql`
      select 1 from rpt_sales_daily_org r join (${deviceKeys}) k on k.day = r.day and k.org_id = r.org_id
       order by r.day, r.org_id for update of r`);
    await tx.execute(sql`
      select 1 from rpt_sales_daily r join (${deviceKeys}) k on k.day = r.day and k.device_id = r.device_id
       order by r.day, r.device_id for update of r`);
    await tx.execute(sql`
      with keys as (select distinct day, device_id from (${deviceKeys}) k),
      counted as (
        select k.day, k.device_id, (array_agg(o.org_id order by o.created_at desc, o.id desc))[1] as org_id,
               count(*)::int as order_count, coalesce(sum(c.cups), 0)::int as cup_count,
               coalesce(sum(${revenueOf('o')}), 0) as amount
          from keys k
          join ord_order o on o.device_id = k.device_id and ${onDay(sql`k.day`, timeZone)}
          ${cupsJoin}
         where ${isSale('o')}
         group by k.day, k.device_id
      ),
      written as (
        insert into rpt_sales_daily (day, device_id, org_id, order_count, cup_count, amount, updated_at)
        select day, device_id, org_id, order_count, cup_count, amount, now() from counted order by day, device_id
        on conflict (day, device_id) do update
           set org_id = excluded.org_id, order_count = excluded.order_count, cup_count = excluded.cup_count,
               amount = excluded.amount, updated_at = excluded.updated_at
        returning 1
      )
      delete from rpt_sales_daily r using keys k
       where r.day = k.day and r.device_id = k.device_id
         and not exists (select 1 from counted c where c.day = k.day and c.device_id = k.device_id)`);

    await tx.execute(sql`
      with keys as (
        select distinct ${dayOf('o', timeZone)} as day, o.org_id, it.goods_code
          from ord_order o join ord_order_item it on it.order_id = o.id
         where o.id = any(${ids}::bigint[])
      ),
      counted as (
        select k.day, k.org_id, k.goods_code, max(it.goods_name) as goods_name, count(distinct o.id)::int as order_count,
               coalesce(sum(it.quantity) filter (where ${dispensedItem('it')}), 0)::int as cup_count,
               coalesce(sum(${itemRevenueOf('it')}), 0) as amount
          from keys k
          join ord_order o on o.org_id = k.org_id and ${onDay(sql`k.day`, timeZone)}
          join ord_order_item it on it.order_id = o.id and it.goods_code = k.goods_code
         where ${isSale('o')}
         group by k.day, k.org_id, k.goods_code
      ),
      written as (
        insert into rpt_sales_product_daily (day, org_id, goods_code, goods_name, order_count, cup_count, amount, updated_at)
        select day, org_id, goods_code, goods_name, order_count, cup_count, amount, now() from counted order by 1, 2, 3
        on conflict (day, org_id, goods_code) do update
           set goods_name = excluded.goods_name, order_count = excluded.order_count, cup_count = excluded.cup_count,
               amount = excluded.amount, updated_at = excluded.updated_at
        returning 1
      )
      delete from rpt_sales_product_daily r using keys k
       where r.day = k.day and r.org_id = k.org_id and r.goods_code = k.goods_code
         and not exists (select 1 from counted c where c.day = k.day and c.org_id = k.org_id and c.goods_code = k.goods_code)`);

    await tx.execute(sql`
      with keys as (
        select distinct ${dayOf('o', timeZone)} as day, o.site_id from ord_order o
         where o.id = any(${ids}::bigint[]) and o.site_id is not null
      ),
      counted as (
        select k.day, k.site_id, (array_agg(o.org_id order by o.created_at desc, o.id desc))[1] as org_id,
               count(*)::int as order_count, coalesce(sum(c.cups), 0)::int as cup_count,
               coalesce(sum(${revenueOf('o')}), 0) as amount
          from keys k
          join ord_order o on o.site_id = k.site_id and ${onDay(sql`k.day`, timeZone)}
          ${cupsJoin}
         where ${isSale('o')}
         group by k.day, k.site_id
      ),
      written as (
        insert into rpt_sales_site_daily (day, site_id, org_id, order_count, cup_count, amount, updated_at)
        select day, site_id, org_id, order_count, cup_count, amount, now() from counted order by 1, 2
        on conflict (day, site_id) do update
           set org_id = excluded.org_id, order_count = excluded.order_count, cup_count = excluded.cup_count,
               amount = excluded.amount, updated_at = excluded.updated_at
        returning 1
      )
      delete from rpt_sales_site_daily r using keys k
       where r.day = k.day and r.site_id = k.site_id
         and not exists (select 1 from counted c where c.day = k.day and c.site_id = k.site_id)`);

    await recountReportKeys(tx, ids, timeZone);
  });
}
