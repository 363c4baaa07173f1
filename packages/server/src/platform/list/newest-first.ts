import { type ListParams, resolvePaging } from '@vr/contracts';
import { type SQL, type SQLWrapper, and, desc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { type KeyedRow, type Page, keyedPageQuery, writtenLimit } from './page-query.js';
import { cappedTotal, exactOnLastPage, logTotal } from './total.js';

/**
 * Above this many matching rows a page's total is the planner's estimate: counting a large log
 * exactly for every page costs more than the page itself.
 */
const EXACT_TOTAL = 1000;

/**
 * A table of things that happened at a time (a log), listed newest first. Its id and time are
 * indexed together, (time, id), so either direction of the time order is one read of that index.
 */
export interface LogTable {
  table: PgTable;
  id: PgColumn;
  time: PgColumn;
  /** The field name the client sorts by the time with. */
  timeField: string;
  /** Other columns the client may sort by, keyed by field name; rows of an equal key stay newest first. */
  sortable?: Record<string, PgColumn>;
}

/**
 * Where the wide rows of one page of a log lie: their ids (a select of them from the log's table
 * alone, ordered and cut to the page, for an `id in (…)` condition), the order to return them in,
 * and the sort key each row carries for the next page's cursor (an expression over the log's
 * table; the same for the same sort field).
 */
export interface LogPage {
  ids: SQLWrapper;
  orderBy: SQL[];
  key: SQL<string | null>;
  sortField: string;
}

/**
 * One page, newest first unless another sort is asked, in one statement: the wide rows (`rows`)
 * of the page's ids, which a sub-select reads from the table alone in index order (offset, or the
 * previous page's cursor for deep pages). The total: the planner's estimate when it expects far
 * more rows than EXACT_TOTAL, else counted up to it; a last page asked by number makes it exact.
 */
export async function newestFirstPage<Row>(
  db: Database,
  t: LogTable,
  where: SQL | undefined,
  q: ListParams,
  rows: (page: LogPage) => Promise<Array<KeyedRow<Row>>>,
): Promise<Page<Row>> {
  const params = q.orderByColumn ? q : { ...q, orderByColumn: t.timeField, isAsc: 'desc' as const };
  const byTime = params.orderByColumn === t.timeField;
  const ascending = params.isAsc !== 'desc' && params.isAsc !== 'descending';
  const page = await keyedPageQuery({
    params,
    sortable: { ...t.sortable, [t.timeField]: t.time },
    id: t.id,
    // Sorted by time, the id follows the time's direction (one read of the (time, id) index);
    // by another column, rows of an equal key stay newest first.
    idDirection: byTime && ascending ? 'asc' : 'desc',
    rows: ({ after, orderBy, limit, offset, key, field }) =>
      rows({
        ids: db
          .select({ id: t.id })
          .from(t.table)
          .where(and(where, after))
          .orderBy(...orderBy)
          .limit(writtenLimit(limit))
          .offset(offset),
        orderBy,
        key,
        sortField: field,
      }),
    count: () => logTotal(db, db.select({ id: t.id }).from(t.table).where(where), EXACT_TOTAL),
  });
  return exactOnLastPage(page, resolvePaging(params).offset, Boolean(params.cursor));
}

/**
 * An export's batches, newest first. Batches are asked for in order, so each starts right after
 * the last row of the one before (keyset on time and id), never at an offset.
 */
export function newestFirstBatches<Row extends { id: number }>(
  db: Database,
  t: LogTable,
  where: SQL | undefined,
  rows: (ids: number[]) => Promise<Row[]>,
) {
  let last: { time: Date; id: number } | null = null;
  return async ({ offset, limit }: { offset: number; limit: number }): Promise<Row[]> => {
    if (offset === 0) last = null;
    const after = last ? sql`(${t.time}, ${t.id}) < (${last.time.toISOString()}::timestamptz, ${last.id})` : undefined;
    const keys = (await db
      .select({ id: t.id, time: t.time })
      .from(t.table)
      .where(and(where, after))
      .orderBy(desc(t.time), desc(t.id))
      .limit(limit)) as Array<{ id: number; time: Date }>;
    last = keys.length ? keys[keys.length - 1]! : last;
    const byId = new Map((await rows(keys.map((r) => r.id))).map((r) => [r.id, r]));
    return keys.flatMap((r) => byId.get(r.id) ?? []);
  };
}

/**
 * What an export of a log answers beside its columns: the batches newest first, their size, and
 * the number of rows (capped, as a list's total).
 */
export function newestFirstExport<Row extends { id: number }>(
  db: Database,
  t: LogTable,
  where: SQL | undefined,
  rows: (ids: number[]) => Promise<Row[]>,
) {
  return {
    batch: newestFirstBatches(db, t, where, rows),
    batchSize: 1000,
    total: async (): Promise<number> => (await cappedTotal(db, db.select({ id: t.id }).from(t.table).where(where))).total,
  };
}
