import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { recountHourKeys } from './rollup-hourly.js';
import { recountReportKeys } from './rollup-reports.js';
import {
  DEVICE_DAYS,
  PRODUCT_DAYS,
  type Rollup,
  SITE_DAYS,
  type Tx,
  dropUncounted,
  idArray,
  onDays,
  keySums,
  productSums,
  sameKey,
  writeCounted,
} from './rollup-sql.js';
import { dayOf, dispensedCupsJoin, isSale } from '../../orders/index.js';

/** `o.created_at` falls on business day `day` (an SQL date) of `timeZone`. */
const onDay = (day: SQL, timeZone: string): SQL =>
  sql`o.created_at >= ${day}::timestamp at time zone ${timeZone} and o.created_at < (${day} + 1)::timestamp at time zone ${timeZone}`;

/** Cups of order `o`: its items dispensed, as `i.cups`. */
const cupsJoin = dispensedCupsJoin(sql.raw('o.id'));

/**
 * The recount of the roll-up rows `r` of the keys that `keys` selects (the day, then the order
 * column the key matches on): each key's sales of that day, joined with `more` (their cups or the
 * key's items) for `sums`, written, and the keys left without a sale dropped.
 */
function recountOf(r: Rollup, keys: SQL, more: SQL, sums: SQL, timeZone: string): SQL {
  const keyColumns = sql.raw(r.key.map((c) => `k.${c}`).join(', '));
  const byOrder = sql.raw(`o.${r.key[1]} = k.${r.key[1]}`);
  return sql`
      with keys as (${keys}),
      counted as (
        select ${keyColumns}, ${sums}
          from keys k
          join ord_order o on ${byOrder} and ${onDay(sql`k.day`, timeZone)}
          ${more}
         where ${isSale('o')}
         group by ${keyColumns}
      ),
      ${writeCounted(r)}
      ${dropUncounted(r, sql`using keys k where ${sameKey(r, 'r', 'k')}`)}`;
}

/**
 * Recomputes the product and point roll-ups (rpt_sales_product_daily, rpt_sales_site_daily) of
 * the business days from `fromDay` up to (not including) `endDay`: the days' rows are rewritten
 * from the orders and the rows of those days without a sale go.
 */
export async function recomputeProductSiteDays(tx: Tx, fromDay: string, endDay: string, timeZone: string): Promise<void> {
  const range = onDays(fromDay, endDay, timeZone);
  const days = sql`where r.day >= ${fromDay}::date and r.day < ${endDay}::date`;
  await tx.execute(sql`
    with counted as (
      select ${dayOf('o', timeZone)} as day, o.org_id, it.goods_code, ${productSums}
        from ord_order o join ord_order_item it on it.order_id = o.id
       where ${isSale('o')} and ${range}
       group by 1, 2, 3
    ),
    ${writeCounted(PRODUCT_DAYS)}
    ${dropUncounted(PRODUCT_DAYS, days)}`);
  await tx.execute(sql`
    with counted as (
      select ${dayOf('o', timeZone)} as day, o.site_id, ${keySums}
        from ord_order o ${cupsJoin}
       where ${isSale('o')} and o.site_id is not null and ${range}
       group by 1, 2
    ),
    ${writeCounted(SITE_DAYS)}
    ${dropUncounted(SITE_DAYS, days)}`);
}

/**
 * The product-days (an organisation's day of one product) of the orders `ids`, rewritten from the
 * organisation's product rows of the reports (rpt_sales_org_goods_daily, the device rows summed by
 * trigger, just recounted): their revenue is what the items received less their refunds. Reading
 * the organisation's orders of the day instead costs a fleet's day of sales per change.
 */
function productDaysFromOrgGoods(ids: string, timeZone: string): SQL {
  return sql`
    with keys as (
      select distinct ${dayOf('o', timeZone)} as day, o.org_id, it.goods_code
        from ord_order o join ord_order_item it on it.order_id = o.id
       where o.id = any(${ids}::bigint[])
    ),
    counted as (
      select k.day, k.org_id, k.goods_code, g.goods_name, g.order_count, g.cup_count, g.amount - g.refunded_amount as amount
        from keys k
        join rpt_sales_org_goods_daily g on g.day = k.day and g.org_id = k.org_id and g.goods_code = k.goods_code
    ),
    ${writeCounted(PRODUCT_DAYS)}
    ${dropUncounted(PRODUCT_DAYS, sql`using keys k where ${sameKey(PRODUCT_DAYS, 'r', 'k')}`)}`;
}

/**
 * Recounts, from the orders, exactly the roll-up rows the given orders fall into: their
 * device-days (rpt_sales_daily, whose organisation rows follow by trigger), point-days, report
 * rows, product-days and device-hours. Each device or point key is recomputed whole (every order
 * of that device or point on that day or hour), so the result is the same as a rebuild, without
 * reading the day's other keys; an organisation's product-days are its devices' rows summed.
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
    await tx.execute(recountOf(DEVICE_DAYS, sql`select distinct day, device_id from (${deviceKeys}) k`, cupsJoin, keySums, timeZone));
    await tx.execute(
      recountOf(
        SITE_DAYS,
        sql`select distinct ${dayOf('o', timeZone)} as day, o.site_id from ord_order o
         where o.id = any(${ids}::bigint[]) and o.site_id is not null`,
        cupsJoin,
        keySums,
        timeZone,
      ),
    );

    await recountReportKeys(tx, ids, timeZone);
    await tx.execute(productDaysFromOrgGoods(ids, timeZone));
    await recountHourKeys(tx, ids, timeZone);
  });
}
