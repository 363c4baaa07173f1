import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { addDays, calendarDay } from '../../../platform/settings/calendar-day.js';
import { dispensedCupsJoin, isSale } from '../../orders/index.js';
import { countOf, DAY } from './rollup.js';
import { DEVICE_HOURS, type Tx, dropUncounted, keySums, onDays, sameKey, writeCounted } from './rollup-sql.js';
import { salesChanged } from './sales-generation.js';

/** How many business days of hours the hourly roll-ups keep (today and the two before). */
export const SALES_HOURLY_KEPT_DAYS = 3;

export interface HourlyRollupResult {
  /** Device-hours written. */
  rows: number;
  /** Device-hours removed because no paid order remains for them. */
  removed: number;
  /** Device-hours dropped because they are older than the kept days. */
  purged: number;
}

/** The business hour of order `o` (the start of the hour on the business clock). */
const hourOf = (timeZone: string): SQL => sql`date_trunc('hour', o.created_at at time zone ${timeZone})`;

/** Drops the hours before `keepFromDay` of both hourly roll-ups; the number of device-hours dropped. */
async function purgeHours(db: Database | Tx, keepFromDay: string): Promise<number> {
  const purged = await db.execute(sql`delete from rpt_sales_hourly_device where hour < ${keepFromDay}::timestamp returning 1`);
  // Hours counted before the device-hours existed have no device rows to take them along.
  await db.execute(sql`delete from rpt_sales_hourly_org where hour < ${keepFromDay}::timestamp`);
  return countOf(purged);
}

/**
 * Recomputes the device-hours (rpt_sales_hourly_device, whose organisation rows follow by
 * trigger) of the business days `fromDay`..`toDay` from the orders, by the daily roll-up's rule
 * (paid non-test orders, dispensed cups, received less refunded), and removes the hours of those
 * days without a paid order. Hours before `keepFromDay` are dropped, not recomputed.
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
  if (from > toDay) return { rows: 0, removed: 0, purged: await purgeHours(db, keepFromDay) };
  const recounted = await db.transaction(async (tx) => {
    // Every writer of the sales roll-ups takes the organisation-days first, in key order: so do we.
    await tx.execute(sql`
      select 1 from rpt_sales_daily_org
       where day >= ${from}::date and day < ${endDay}::date
       order by day, org_id
         for update`);
    const result = await tx.execute(sql`
      with counted as (
        select ${hourOf(timeZone)} as hour, o.device_id, ${keySums}
          from ord_order o
          ${dispensedCupsJoin(sql.raw('o.id'))}
         where ${isSale('o')} and ${onDays(from, endDay, timeZone)}
         group by 1, 2
      ),
      ${writeCounted(DEVICE_HOURS)},
      removed as (
        ${dropUncounted(DEVICE_HOURS, sql`where r.hour >= ${from}::timestamp and r.hour < ${endDay}::timestamp`)}
        returning 1
      )
      select (select count(*) from written)::int as rows, (select count(*) from removed)::int as removed`);
    const [counts] = rowsOf<{ rows: number | string; removed: number | string }>(result);
    const purged = await purgeHours(tx, keepFromDay);
    return { rows: Number(counts?.rows ?? 0), removed: Number(counts?.removed ?? 0), purged };
  });
  salesChanged();
  return recounted;
}

/**
 * Recounts, from the orders, the device-hours the given orders fall into (those of the kept
 * days): each device-hour whole, a machine's orders of one hour, so a change never reads an
 * organisation's hour. The caller holds the organisation-days of these orders.
 */
export async function recountHourKeys(tx: Tx, ids: string, timeZone: string): Promise<void> {
  const keepFrom = addDays(calendarDay(timeZone, new Date()), 1 - SALES_HOURLY_KEPT_DAYS);
  // The hour's orders by the device's index on its time, then exactly those of the hour (a
  // range of local hours can be longer or shorter than an hour where the clock changes).
  await tx.execute(sql`
    with keys as (
      select distinct ${hourOf(timeZone)} as hour, o.device_id from ord_order o
       where o.id = any(${ids}::bigint[]) and o.created_at >= (${keepFrom}::date)::timestamp at time zone ${timeZone}
    ),
    counted as (
      select k.hour, k.device_id, ${keySums}
        from keys k
        join ord_order o on o.device_id = k.device_id
         and o.created_at >= (k.hour - interval '1 hour') at time zone ${timeZone}
         and o.created_at < (k.hour + interval '2 hour') at time zone ${timeZone}
         and ${hourOf(timeZone)} = k.hour
        ${dispensedCupsJoin(sql.raw('o.id'))}
       where ${isSale('o')}
       group by k.hour, k.device_id
    ),
    ${writeCounted(DEVICE_HOURS)}
    ${dropUncounted(DEVICE_HOURS, sql`using keys k where ${sameKey(DEVICE_HOURS, 'r', 'k')}`)}`);
}
