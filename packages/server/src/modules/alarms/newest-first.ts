import type { ListParams } from '@vr/contracts';
import { type SQL, and, desc, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../platform/db/database.js';
import { type Page, keysetPageQuery } from '../../platform/list/page-query.js';
import { cappedTotal } from '../../platform/list/total.js';

/**
 * Above this many matching rows a page's total is the planner's estimate: counting a large log
 * exactly for every page costs more than the page itself.
 */
const EXACT_TOTAL = 1000;

/** A table of things raised at a time (the alarm log, device abnormal): listed newest first. */
interface RaisedTable {
  table: PgTable;
  id: PgColumn;
  raisedAt: PgColumn;
  level: PgColumn;
}

/**
 * One page, newest first unless another sort is asked: the page's ids from the table alone in
 * index order (offset, or the previous page's cursor for deep pages), then the rows of those ids.
 */
export function newestFirstPage<Row extends { id: number }>(
  db: Database,
  t: RaisedTable,
  where: SQL | undefined,
  q: ListParams,
  rows: (ids: number[]) => Promise<Row[]>,
): Promise<Page<Row>> {
  const params = q.orderByColumn ? q : { ...q, orderByColumn: 'raisedTime', isAsc: 'desc' as const };
  return keysetPageQuery({
    params,
    sortable: { raisedTime: t.raisedAt, level: t.level },
    id: t.id,
    idDirection: 'desc',
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

/**
 * An export's batches, newest first. Batches are asked for in order, so each starts right after
 * the last row of the one before (keyset on raised time and id), never at an offset.
 */
export function newestFirstBatches<Row extends { id: number }>(
  db: Database,
  t: RaisedTable,
  where: SQL | undefined,
  rows: (ids: number[]) => Promise<Row[]>,
) {
  let last: { raisedAt: Date; id: number } | null = null;
  return async ({ offset, limit }: { offset: number; limit: number }): Promise<Row[]> => {
    if (offset === 0) last = null;
    const after = last ? sql`(${t.raisedAt}, ${t.id}) < (${last.raisedAt.toISOString()}::timestamptz, ${last.id})` : undefined;
    const keys = (await db
      .select({ id: t.id, raisedAt: t.raisedAt })
      .from(t.table)
      .where(and(where, after))
      .orderBy(desc(t.raisedAt), desc(t.id))
      .limit(limit)) as Array<{ id: number; raisedAt: Date }>;
    last = keys.length ? keys[keys.length - 1]! : last;
    const byId = new Map((await rows(keys.map((r) => r.id))).map((r) => [r.id, r]));
    return keys.flatMap((r) => byId.get(r.id) ?? []);
  };
}
