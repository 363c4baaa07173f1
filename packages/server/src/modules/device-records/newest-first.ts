import type { ListParams } from '@vr/contracts';
import { type SQL, and, desc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { type Page, keysetPageQuery } from '../../platform/list/page-query.js';
import { cappedTotal } from '../../platform/list/total.js';

/** Above this many matching rows a page's total is the planner's estimate: counting a large log exactly costs more than the page. */
const EXACT_TOTAL = 1000;

/** A log table listed newest first: its id and the time of its rows (indexed together). */
export interface LogTable {
  table: PgTable;
  id: PgColumn;
  time: PgColumn;
}

/**
 * One page, newest first unless the caller sorts oldest first: the page's ids from the log alone
 * in index order (offset, or the previous page's cursor for deep pages), then the rows of those ids.
 */
export function newestFirstPage<Row extends { id: number }>(
  db: Database,
  t: LogTable,
  where: SQL | undefined,
  q: ListParams,
  rows: (ids: number[]) => Promise<Row[]>,
): Promise<Page<Row>> {
  const params = q.orderByColumn ? q : { ...q, orderByColumn: 'time', isAsc: 'desc' as const };
  return keysetPageQuery({
    params,
    sortable: { time: t.time },
    id: t.id,
    // The id follows the time's direction, so either order is one read of the (time, id) index.
    idDirection: params.isAsc === 'desc' || params.isAsc === 'descending' ? 'desc' : 'asc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(t.table)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    rows,
    rowId: (r) => r.id,
    count: () => cappedTotal(db, db.select({ id: t.id }).from(t.table).where(where), EXACT_TOTAL),
  });
}

/** An export's batches, newest first: each starts right after the last row of the one before (keyset), never at an offset. */
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
