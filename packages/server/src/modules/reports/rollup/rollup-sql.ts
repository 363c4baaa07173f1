import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { dispensedItem, itemRevenueOf, revenueOf } from '../../orders/index.js';

export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

export { idArray } from '../../../platform/sql/id-array.js';

/** Order `o` was placed on the business days `fromDay` up to (not including) `endDay` of `timeZone`. */
export const onDays = (fromDay: string, endDay: string, timeZone: string): SQL =>
  sql`o.created_at >= (${fromDay}::date)::timestamp at time zone ${timeZone}
         and o.created_at < (${endDay}::date)::timestamp at time zone ${timeZone}`;

/** The organisation of a row counted from orders `o`: that of its latest order. */
export const latestOrgOf = sql`(array_agg(o.org_id order by o.created_at desc, o.id desc))[1] as org_id`;

/** The sums of orders `o` (cups `i.cups` from `dispensedCupsJoin`). */
export const orderSums = sql`count(*)::int as order_count, coalesce(sum(i.cups), 0)::int as cup_count,
             coalesce(sum(${revenueOf('o')}), 0) as amount`;

/** The figures of a device's or a point's row counted from orders `o`: its latest order's organisation and the orders' sums. */
export const keySums = sql`${latestOrgOf}, ${orderSums}`;

/** The sums of a product over orders `o` and their items `it`. */
export const productSums = sql`max(it.goods_name) as goods_name, count(distinct o.id)::int as order_count,
             coalesce(sum(it.quantity) filter (where ${dispensedItem('it')}), 0)::int as cup_count,
             coalesce(sum(${itemRevenueOf('it')}), 0) as amount`;

/** A roll-up table recounted from the orders: its key columns and the values a recount replaces. */
export interface Rollup {
  table: string;
  key: readonly string[];
  values: readonly string[];
}

export const DEVICE_DAYS: Rollup = {
  table: 'rpt_sales_daily',
  key: ['day', 'device_id'],
  values: ['org_id', 'order_count', 'cup_count', 'amount'],
};
export const PRODUCT_DAYS: Rollup = {
  table: 'rpt_sales_product_daily',
  key: ['day', 'org_id', 'goods_code'],
  values: ['goods_name', 'order_count', 'cup_count', 'amount'],
};
export const SITE_DAYS: Rollup = {
  table: 'rpt_sales_site_daily',
  key: ['day', 'site_id'],
  values: ['org_id', 'order_count', 'cup_count', 'amount'],
};
export const DEVICE_HOURS: Rollup = {
  table: 'rpt_sales_hourly_device',
  key: ['hour', 'device_id'],
  values: ['org_id', 'order_count', 'cup_count', 'amount'],
};

/** `on conflict (key) do update`: the stored row takes the recounted values and the time of the recount. */
export const replaceOnConflict = (r: Rollup): SQL =>
  sql.raw(`on conflict (${r.key.join(', ')}) do update
         set ${[...r.values, 'updated_at'].map((c) => `${c} = excluded.${c}`).join(', ')}`);

/** `a.key = b.key and …` over the roll-up's key columns. */
export const sameKey = (r: Rollup, a: string, b: string): SQL => sql.raw(r.key.map((c) => `${a}.${c} = ${b}.${c}`).join(' and '));

/** The CTE `written`: the rows of the CTE `counted` (the key columns, then the values) stored in the roll-up, in key order. */
export function writeCounted(r: Rollup): SQL {
  const columns = [...r.key, ...r.values].join(', ');
  return sql`written as (
      insert into ${sql.raw(r.table)} (${sql.raw(columns)}, updated_at)
      select ${sql.raw(columns)}, now() from counted order by ${sql.raw(r.key.join(', '))}
      ${replaceOnConflict(r)}
      returning 1
    )`;
}

/** Deletes the roll-up rows `r` that `where` picks (a `where …`, or `using … where …`) and that nothing was `counted` for. */
export const dropUncounted = (r: Rollup, where: SQL): SQL =>
  sql`delete from ${sql.raw(r.table)} r ${where}
       and not exists (select 1 from counted c where ${sameKey(r, 'c', 'r')})`;
