import * as drizzle from 'drizzle-orm';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { Database } from './database.js';

/**
 * drizzle's own row mapping, which its typings leave out: the ordered list of a select's fields and
 * the mapping of one array-mode row onto them (column decoders, nested objects, a left-joined
 * table of nulls made null). Using them keeps rows read here identical to drizzle's.
 */
interface OrderedField {
  path: string[];
  field: unknown;
}
const internals = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): OrderedField[];
  mapResultRow<T>(columns: OrderedField[], row: unknown[], joinsNotNullableMap: Record<string, boolean> | undefined): T;
};

/** What a drizzle select builder carries besides its SQL (internal to drizzle, stable across its 0.4x releases). */
interface SelectInternals {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap?: Record<string, boolean>;
}

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
  const built = select as unknown as SQLWrapper & SelectInternals;
  const fields = internals.orderSelectedFields(built.config.fields);
  const statement = dialect.sqlToQuery(sql`select r.*, ${extra} from (${built.getSQL()}) r`);
  const raw = (await db._.session
    .prepareQuery(statement, undefined, undefined, true, (rows: unknown[][]) => rows)
    .execute()) as unknown[][];
  return {
    rows: raw.map((row) => internals.mapResultRow<T>(fields, row, built.joinsNotNullableMap)),
    extra: raw.length ? (raw[0]![fields.length] as V) : undefined,
  };
}
