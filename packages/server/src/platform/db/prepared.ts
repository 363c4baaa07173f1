import type { Query, SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

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
