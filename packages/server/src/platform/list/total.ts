import { EXACT_TOTAL_LIMIT } from '@vr/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';

/** The total of a list: exact up to EXACT_TOTAL_LIMIT rows, the planner's estimate above. */
export interface Total {
  total: number;
  totalEstimated?: true;
}

/**
 * Counts the rows of `rows` (a select of the list's matching rows, any columns, no order) but
 * stops after EXACT_TOTAL_LIMIT + 1 of them: a large list is not scanned to the end for a number
 * nobody reads exactly. Above the limit the answer is the planner's row estimate, flagged.
 */
export async function cappedTotal(db: Database, rows: SQLWrapper): Promise<Total> {
  const counted = await rowsOf<{ n: number }>(
    db,
    sql`select cast(count(*) as integer) as n from (${rows} limit ${EXACT_TOTAL_LIMIT + 1}) as r`,
  );
  const n = Number(counted[0]?.n ?? 0);
  if (n <= EXACT_TOTAL_LIMIT) return { total: n };
  return { total: Math.max(await plannedRows(db, rows), n), totalEstimated: true };
}

/** The number of rows the planner expects `rows` to return (statistics, no execution). */
async function plannedRows(db: Database, rows: SQLWrapper): Promise<number> {
  const explained = await rowsOf<{ 'QUERY PLAN': unknown }>(db, sql`explain (format json) ${rows}`);
  const raw = explained[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  return Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
}

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The exact number of rows of `table` that `where` matches (a list's total where the table stays small). */
export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}
