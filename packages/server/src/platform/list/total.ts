import { EXACT_TOTAL_LIMIT } from '@vr/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { sessionOf } from '../db/prepared.js';
import type { Database } from '../db/database.js';

/** The total of a list: exact up to EXACT_TOTAL_LIMIT rows, the planner's estimate above. */
export interface Total {
  total: number;
  totalEstimated?: true;
}

/**
 * Counts the rows of `rows` (a select of the list's matching rows, any columns, no order) but
 * stops after `limit` + 1 of them: a large list is not scanned to the end for a number nobody
 * reads exactly. Above the limit the answer is the planner's row estimate, flagged.
 */
export async function cappedTotal(db: Database, rows: SQLWrapper, limit = EXACT_TOTAL_LIMIT): Promise<Total> {
  const counted = await rowsOf<{ n: number }>(db, sql`select ${cappedCount(rows, limit)} as n`);
  return totalOfCount(db, rows, Number(counted[0]?.n ?? 0), limit);
}

/** The number of `rows` (a select, no order), counted up to `limit` + 1 of them (SQL, a value). */
export const cappedCount = (rows: SQLWrapper, limit: number): SQL<number> =>
  sql<number>`(select cast(count(*) as integer) from (${rows} limit ${limit + 1}) as capped)`;

/** The total of a capped count `n` of `rows`: exact up to `limit`, the planner's estimate above. */
export async function totalOfCount(db: Database, rows: SQLWrapper, n: number, limit: number): Promise<Total> {
  if (n <= limit) return { total: n };
  return { total: Math.max(await plannedRows(db, rows), n), totalEstimated: true };
}

/**
 * A list searched by part of a text (ILIKE '%…%') counts its matches exactly only up to this
 * many, the planner's estimate above: a short fragment may match a large share of the table, and
 * no index narrows it, so counting a thousand matches row by row would cost more than the page.
 */
export const SEARCH_EXACT_TOTAL = 100;

/** A list's exact-count limit: `limit`, or SEARCH_EXACT_TOTAL while any of `searches` is given. */
export function exactTotalFor(limit: number, ...searches: Array<string | null | undefined>): number {
  return searches.some((s) => Boolean(s)) ? Math.min(limit, SEARCH_EXACT_TOTAL) : limit;
}

/**
 * A log the planner expects to match more than this many times its exact limit is not counted
 * at all: its total is the estimate at once (no row is read).
 */
const CLEARLY_ABOVE = 10;

/**
 * The total of a large log: the planner's estimate, flagged, when it expects far more rows than
 * `limit` (counting even `limit` + 1 of them costs more than the page); otherwise `cappedTotal`.
 * A page that turns out to be the last tells the exact total itself (`exactOnLastPage`).
 */
export async function logTotal(db: Database, rows: SQLWrapper, limit: number): Promise<Total> {
  const planned = await plannedRows(db, rows);
  if (planned > limit * CLEARLY_ABOVE) return { total: planned, totalEstimated: true };
  return cappedTotal(db, rows, limit);
}

/**
 * A page asked by number that ends the list holds its last rows: the total is the page's offset
 * plus its rows, exact whatever was estimated (a planner's guess far off for an unusual filter).
 */
export function exactOnLastPage<P extends Total & { rows: unknown[]; nextCursor?: string }>(page: P, offset: number, byCursor: boolean): P {
  if (!page.totalEstimated || page.nextCursor !== undefined || byCursor || (page.rows.length === 0 && offset > 0)) return page;
  const exact = { ...page, total: offset + page.rows.length };
  delete exact.totalEstimated;
  return exact;
}

const dialect = new PgDialect();

/**
 * How long a planner's estimate is kept for the same statement and values. It changes only when
 * the table's statistics do (an ANALYZE), so pages of a large list asked again and again need
 * not ask the planner each time.
 */
const ESTIMATE_KEPT_MS = 10_000;
const ESTIMATES_KEPT = 500;
/** Per database (tests open several in one process), by statement text and values. */
const estimates = new WeakMap<object, Map<string, { rows: number; until: number }>>();

/** The number of rows the planner expects `rows` to return (statistics, no execution). */
async function plannedRows(db: Database, rows: SQLWrapper): Promise<number> {
  const explain = sql`explain (format json) ${rows}`;
  const query = dialect.sqlToQuery(explain.getSQL());
  const key = `${query.sql}\u0000${JSON.stringify(query.params)}`;
  let kept = estimates.get(sessionOf(db));
  if (!kept) estimates.set(sessionOf(db), (kept = new Map()));
  const hit = kept.get(key);
  if (hit && hit.until > Date.now()) return hit.rows;
  const explained = await rowsOf<{ 'QUERY PLAN': unknown }>(db, explain);
  const raw = explained[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan?: { 'Plan Rows'?: number } }> | undefined;
  const planned = Math.round(Number(plan?.[0]?.Plan?.['Plan Rows'] ?? 0));
  kept.delete(key);
  if (kept.size >= ESTIMATES_KEPT) kept.delete(kept.keys().next().value!);
  kept.set(key, { rows: planned, until: Date.now() + ESTIMATE_KEPT_MS });
  return planned;
}

/** The rows of a raw statement (both drivers answer `{ rows }`). */
async function rowsOf<T>(db: Database, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The exact number of `rows` (a select, no order) (SQL, a value). */
export const exactCount = (rows: SQLWrapper): SQL<number> => sql<number>`(select cast(count(*) as integer) from (${rows}) as counted)`;

/** The exact number of `rows` (a select, no order). */
export async function countOf(db: Database, rows: SQLWrapper): Promise<number> {
  const counted = await rowsOf<{ n: number }>(db, sql`select ${exactCount(rows)} as n`);
  return Number(counted[0]?.n ?? 0);
}

/** The exact number of rows of `table` that `where` matches (a list's total where the table stays small). */
export async function countWhere(db: Database, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(where);
  return row?.n ?? 0;
}
