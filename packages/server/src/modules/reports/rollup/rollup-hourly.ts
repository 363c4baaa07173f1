import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { addDays } from '../../../platform/settings/calendar-day.js';
import { dispensedCupsJoin, isSale } from '../../orders/index.js';
import { countOf, DAY } from './rollup.js';
import { ORG_HOURS, dropUncounted, onDays, orderSums, writeCounted } from './rollup-sql.js';
import { salesChanged } from './sales-generation.js';

/** How many business days of hours the hourly roll-up keeps (today and the two before). */
export const SALES_HOURLY_KEPT_DAYS = 3;

export interface HourlyRollupResult {
  /** Organisation-hours written. */
  rows: number;
  /** Organisation-hours removed because no paid order remains for them. */
  removed: number;
  /** Hours dropped because they are older than the kept days. */
  purged: number;
}

/**
 * Recomputes rpt_sales_hourly_org for the business days `fromDay`..`toDay` from the orders, by
 * the daily roll-up's rule (paid non-test orders, dispensed cups, received less refunded), per organisation and
 * hour of the business clock, and removes the hours of those days without a paid order. Hours
 * before `keepFromDay` are dropped, not recomputed.
 */
export async function recomputeSalesHourly(
  db: Database,
  fromDay: string,
  toDay: string,
  timeZone: string,
  keepFromDay: string,
): Promise<HourlyRollupResult> {
  if (!DAY.test(fromDay) || !DAY.test(toDay) || !DAY.test(keepFromDay) || fromDay > toDay) {
    throw new Error(`bad day range ${fromDay}..${toDay}`);
  }
  const from = fromDay < keepFromDay ? keepFromDay : fromDay;
  const endDay = addDays(toDay, 1);
  if (from > toDay) {
    const purged = await db.execute(sql`delete from rpt_sales_hourly_org where hour < ${keepFromDay}::timestamp returning 1`);
    return { rows: 0, removed: 0, purged: countOf(purged) };
  }
  const recounted = await db.transaction(async (tx) => {
    // Gateway batches add to these rows in key order: take them in the same order first, so a
    // batch in flight finishes before the recount reads the orders, and none deadlocks with us.
    await tx.execute(sql`
      select 1 from rpt_sales_hourly_org
       where hour >= ${from}::timestamp and hour < ${endDay}::timestamp
       order by hour, org_id
         for update`);
    // One statement: the recount is read once, written, and every other hour of the range goes.
    const result = await tx.execute(sql`
      with counted as (
        select date_trunc('hour', o.created_at at time zone ${timeZone}) as hour, o.org_id, ${orderSums}
          from ord_order o
          ${dispensedCupsJoin(sql.raw('o.id'))}
         where ${isSale('o')} and ${onDays(from, endDay, timeZone)}
         group by 1, 2
      ),
      ${writeCounted(ORG_HOURS)},
      removed as (
        ${dropUncounted(ORG_HOURS, sql`where r.hour >= ${from}::timestamp and r.hour < ${endDay}::timestamp`)}
        returning 1
      )
      select (select count(*) from written)::int as rows, (select count(*) from removed)::int as removed`);
    const [counts] = rowsOf<{ rows: number | string; removed: number | string }>(result);
    const purged = await tx.execute(sql`
      delete from rpt_sales_hourly_org where hour < ${keepFromDay}::timestamp returning 1`);
    return { rows: Number(counts?.rows ?? 0), removed: Number(counts?.removed ?? 0), purged: countOf(purged) };
  });
  salesChanged();
  return recounted;
}
