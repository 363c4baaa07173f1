import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import { addDays } from '../../../platform/settings/calendar-day.js';
import { recomputeProductSiteDays } from './rollup-keys.js';
import { recomputeReportDays } from './rollup-reports.js';
import { salesChanged } from './sales-generation.js';
import { DEVICE_DAYS, keySums, onDays, replaceOnConflict } from './rollup-sql.js';
import { dayOf, dispensedCupsJoin, isSale } from '../../orders/index.js';

export const DAY = /^\d{4}-\d{2}-\d{2}$/;

export interface RollupResult {
  fromDay: string;
  toDay: string;
  /** Device-days written. */
  rows: number;
  /** Device-days removed because no paid order remains for them. */
  removed: number;
}

/**
 * Recomputes rpt_sales_daily for the days `fromDay`..`toDay` (inclusive, business time zone)
 * from ord_order/ord_order_item: one INSERT … SELECT … ON CONFLICT DO UPDATE for the device-days
 * that have sales, and a DELETE of the rows of those days that no longer have any. Repairs
 * whatever the incremental updates of the gateway may have missed; safe to run any time.
 */
export async function recomputeSalesDaily(db: Database, fromDay: string, toDay: string, timeZone: string): Promise<RollupResult> {
  if (!DAY.test(fromDay) || !DAY.test(toDay) || fromDay > toDay) throw new Error(`bad day range ${fromDay}..${toDay}`);
  const endDay = addDays(toDay, 1);
  const result = await db.transaction(async (tx) => {
    // The per-organisation rows (kept by triggers) change in both statements below: lock the
    // range's rows first, in key order, so a concurrent order batch cannot deadlock with us.
    await tx.execute(sql`
      select 1 from rpt_sales_daily_org
       where day >= ${fromDay}::date and day <= ${toDay}::date
       order by day, org_id
         for update`);
    const written = await tx.execute(sql`
      insert into rpt_sales_daily (day, device_id, org_id, order_count, cup_count, amount, updated_at)
      select ${dayOf('o', timeZone)} as day, o.device_id, ${keySums}, now()
        from ord_order o
        ${dispensedCupsJoin(sql.raw('o.id'))}
       where ${isSale('o')} and ${onDays(fromDay, endDay, timeZone)}
       group by 1, 2
      ${replaceOnConflict(DEVICE_DAYS)}
      returning 1`);
    const removed = await tx.execute(sql`
      delete from rpt_sales_daily r
       where r.day >= ${fromDay}::date and r.day <= ${toDay}::date
         and not exists (
           select 1 from ord_order o
            where o.device_id = r.device_id
              and ${isSale('o')}
              and o.created_at >= r.day::timestamp at time zone ${timeZone}
              and o.created_at < (r.day + 1)::timestamp at time zone ${timeZone})
      returning 1`);
    // The same days per product and per point.
    await recomputeProductSiteDays(tx, fromDay, endDay, timeZone);
    // The same days per device, point, payment method and product (the reports).
    await recomputeReportDays(tx, fromDay, endDay, timeZone);
    return { fromDay, toDay, rows: countOf(written), removed: countOf(removed) };
  });
  salesChanged();
  return result;
}

/** Rows of an execute() answer: node-postgres gives `rows`/`rowCount`, PGlite `rows`/`affectedRows`. */
export function countOf(result: unknown): number {
  const r = result as { rows?: unknown[]; rowCount?: number | null; affectedRows?: number };
  return r.rows?.length ?? r.rowCount ?? r.affectedRows ?? 0;
}
