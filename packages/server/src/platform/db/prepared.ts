import type { Query, SQL, SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { arrayRows, selectMapper } from './drizzle-internals.js';

const dialect = new PgDialect();

/**
 * A statement whose text is built once, on first use, and then run with new values on whichever
 * database or transaction is handed in. Values are `sql.placeholder(name)`s in the template.
 * drizzle's `.prepare()` would bind the statement to the connection it was built on, so a
 * caller's transaction would be bypassed; this binds only the text. On node-postgres the name
 * also makes each pooled connection parse and plan it once.
 */
export function reusableStatement<Row>(name: string, template: SQL): (db: Database, values: Record<string, unknown>) => Promise<Row[]> {
  let query: Query | undefined;
  return async (db, values) => {
    query ??= dialect.sqlToQuery(template);
    const result = (await db._.session.prepareQuery(query, undefined, name, false).execute(values)) as { rows: Row[] };
    return result.rows;
  };
}

/**
 * What a statement or a cached value is bound to: the database's session (a transaction has its
 * own), so a handle that stands for different transactions over time never reuses another's.
 */
export function sessionOf(db: Database): object {
  return db._.session;
}

/** The rows a drizzle select answers. */
type RowsOf<B> = B extends { execute(): Promise<infer R> } ? R : never;

/**
 * A drizzle select built once (its text and its row mapping) and run with new values, given as
 * `sql.placeholder(name)`s in it, on whichever database or transaction is handed in; on PostgreSQL
 * as the named statement `name`, parsed and planned once per connection. Unlike drizzle's
 * `.prepare()`, it is bound to no connection, and its rows are mapped by `rowMapper` (each cell's
 * decoder found once, not for every cell of every row), as drizzle maps them.
 */
export function preparedSelect<B extends SQLWrapper & { execute(): Promise<unknown[]> }>(
  name: string,
  build: (db: Database) => B,
): (db: Database, values: Record<string, unknown>) => Promise<RowsOf<B>> {
  let built: { query: Query; toRow: (row: unknown[]) => unknown } | undefined;
  return async (db, values) => {
    if (!built) {
      const select = build(db);
      built = { query: dialect.sqlToQuery(select.getSQL()), toRow: selectMapper(select).toRow };
    }
    const { query, toRow } = built;
    const raw = await arrayRows(db, query, name, values);
    return raw.map(toRow) as RowsOf<B>;
  };
}
