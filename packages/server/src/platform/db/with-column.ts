import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { arrayRows, selectMapper } from './drizzle-internals.js';

const dialect = new PgDialect();

/**
 * Runs a drizzle select with one more value computed beside its rows, in the same statement:
 * `select r.*, <extra> from (<select>) r`. Answers the select's rows exactly as drizzle maps them
 * and the extra value of the first row (undefined when there is no row). The select's own ORDER BY
 * and LIMIT stand: the outer statement only passes its rows through.
 */
export async function selectWithColumn<T, V>(
  db: Database,
  select: PromiseLike<T[]>,
  extra: SQL<V>,
): Promise<{ rows: T[]; extra: V | undefined }> {
  const built = select as unknown as SQLWrapper;
  const { toRow, columns } = selectMapper<T>(built);
  const raw = await arrayRows(db, dialect.sqlToQuery(sql`select r.*, ${extra} from (${built.getSQL()}) r`));
  return { rows: raw.map(toRow), extra: raw.length ? (raw[0]![columns] as V) : undefined };
}
