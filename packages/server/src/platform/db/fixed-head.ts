import { type SQL, type SQLWrapper } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';
import { arrayRows, selectMapper } from './drizzle-internals.js';

const dialect = new PgDialect();

/**
 * A select whose head (columns, from and joins) is the same on every call and whose tail (where,
 * order, limit) is not. Building a wide select's text is most of what drizzle spends on it, so the
 * head's text and its row mapping are built once, and each call builds only its tail; the rows
 * come mapped as drizzle maps the head's select. The head takes no values: its text is followed
 * by the tail's, whose values are numbered from $1.
 */
export function fixedHead<Row>(head: (db: Database) => SQLWrapper): (db: Database, tail: SQL) => Promise<Row[]> {
  let built: { text: string; toRow: (row: unknown[]) => Row } | undefined;
  return async (db, tail) => {
    if (!built) {
      const select = head(db);
      const query = dialect.sqlToQuery(select.getSQL());
      if (query.params.length > 0) throw new Error('A fixed head takes no values');
      built = { text: query.sql, toRow: selectMapper<Row>(select).toRow };
    }
    const { text, toRow } = built;
    const end = dialect.sqlToQuery(tail);
    const raw = await arrayRows(db, { sql: `${text} ${end.sql}`, params: end.params });
    return raw.map(toRow);
  };
}
