import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { rowsOf } from '../../../platform/db/rows.js';
import { businessTimeZone } from '../../../platform/settings/time-zone.js';
import { addDays, calendarDay } from '../../../platform/settings/calendar-day.js';
import { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS } from './rollup-hourly.js';
import { recountKeys } from './rollup-keys.js';
import { idArray } from './rollup-sql.js';
import { salesChanged } from './sales-generation.js';

/**
 * Recounts the sales roll-ups the given orders fall into, from the order rows: called after an
 * order changes in a way that moves its sales (paid, dispensed, refunded, marked as a test).
 * The device-day, product-day and point-day rows of those orders are recounted key by key; the
 * organisation hours of their days (kept for the last few days only) are recounted whole.
 */
export async function recountSales(db: Database, orderIds: number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const timeZone = await businessTimeZone(db);
  await recountKeys(db, orderIds, timeZone);
  salesChanged();
  const today = calendarDay(timeZone, new Date());
  const keepFrom = addDays(today, 1 - SALES_HOURLY_KEPT_DAYS);
  const rows = rowsOf<{ from_day: string | null; to_day: string | null }>(
    await db.execute(sql`
      select min((created_at at time zone ${timeZone})::date)::text as from_day,
             max((created_at at time zone ${timeZone})::date)::text as to_day
        from ord_order where id = any(${idArray(orderIds)}::bigint[])`),
  );
  const range = rows[0];
  if (!range?.from_day || !range.to_day || range.to_day < keepFrom) return;
  await recomputeSalesHourly(db, range.from_day, range.to_day, timeZone, keepFrom);
}
