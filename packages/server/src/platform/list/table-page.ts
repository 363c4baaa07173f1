import { type SQL, and, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/database.js';
import { type KeysetPageQuery, type Page, keysetPageQuery } from './page-query.js';
import { cappedTotal } from './total.js';

/**
 * A keyset-paged list of one table's rows matching `where`: the page's ids read from that table
 * alone in index order, its total counted exactly up to `exactTotal` rows (the planner's estimate
 * above), then the wide rows of those ids (`rows`).
 */
export function tablePage<Row>(
  db: Database,
  q: Omit<KeysetPageQuery<Row>, 'keys' | 'count'> & { table: PgTable; where: SQL | undefined; exactTotal?: number },
): Promise<Page<Row>> {
  const { table, where, exactTotal, ...rest } = q;
  return keysetPageQuery({
    ...rest,
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(table)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: () =>
      cappedTotal(
        db,
        db
          .select({ id: sql`${q.id}` })
          .from(table)
          .where(where),
        exactTotal,
      ),
  });
}
