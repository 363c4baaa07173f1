import * as drizzle from 'drizzle-orm';
import { Column, type Query, SQL, type SQLWrapper, Subquery, getTableName, is } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * What drizzle's row mapping reads, which its typings leave out: the ordered list of a select's
 * fields, and each field's decoder. Rows read around drizzle's builders are mapped from them as
 * drizzle maps its own (`rowMapper`); the tests of the lists read so (both engines) compare them
 * with drizzle's and fail should these move.
 */
export interface OrderedField {
  path: string[];
  field: unknown;
}

export const { orderSelectedFields } = drizzle as unknown as {
  orderSelectedFields(fields: Record<string, unknown>): OrderedField[];
};

/** What a drizzle select builder carries besides its SQL (internal to drizzle, stable across its 0.4x releases). */
export interface SelectInternals {
  config: { fields: Record<string, unknown> };
  joinsNotNullableMap?: Record<string, boolean>;
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** The decoder of a selected field, as drizzle's `mapResultRow` finds it. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  const decoded = (sql: unknown) => (sql as { decoder: Decoder }).decoder;
  if (is(field, SQL)) return decoded(field);
  if (is(field, Subquery)) return decoded((field as unknown as { _: { sql: SQL } })._.sql);
  return decoded((field as { sql: SQL }).sql);
}

/**
 * drizzle's `mapResultRow` for these fields, worked out once: each cell's decoder and place are
 * found when the mapper is made, not again for every cell of every row (where drizzle's own
 * mapping spends most of its time). Same result: a nested object of one table's columns is null
 * when a left join found no row of that table (its first column null), as drizzle decides it.
 */
export function rowMapper<T>(fields: OrderedField[], joinsNotNullableMap: Record<string, boolean> | undefined): (row: unknown[]) => T {
  const cells = fields.map(({ path, field }) => ({ parents: path.slice(0, -1), name: path[path.length - 1]!, decoder: decoderOf(field) }));
  const nulled: Array<{ object: string; first: number }> = [];
  if (joinsNotNullableMap) {
    const objects = new Map<string, { table: string | null; first: number }>();
    fields.forEach(({ path, field }, i) => {
      if (!is(field, Column) || path.length !== 2) return;
      const table = getTableName(field.table);
      const seen = objects.get(path[0]!);
      if (!seen) objects.set(path[0]!, { table, first: i });
      else if (seen.table !== table) seen.table = null;
    });
    for (const [object, { table, first }] of objects) if (table !== null && !joinsNotNullableMap[table]) nulled.push({ object, first });
  }
  return (row) => {
    const result: Record<string, unknown> = {};
    for (let i = 0; i < cells.length; i++) {
      const { parents, name, decoder } = cells[i]!;
      let node = result;
      for (const parent of parents) node = (node[parent] ??= {}) as Record<string, unknown>;
      const raw = row[i];
      node[name] = raw === null ? null : decoder.mapFromDriverValue(raw);
    }
    for (const { object, first } of nulled) if (row[first] === null) result[object] = null;
    return result as T;
  };
}

/** The mapper of a drizzle select's rows (read in array mode), and how many columns it reads. */
export function selectMapper<Row>(select: SQLWrapper): { toRow: (row: unknown[]) => Row; columns: number } {
  const built = select as SQLWrapper & SelectInternals;
  const fields = orderSelectedFields(built.config.fields);
  return { toRow: rowMapper<Row>(fields, built.joinsNotNullableMap), columns: fields.length };
}

/** The rows of a statement as arrays of values (named `name` when given, with `values` for its placeholders). */
export async function arrayRows(db: Database, query: Query, name?: string, values?: Record<string, unknown>): Promise<unknown[][]> {
  return (await db._.session.prepareQuery(query, undefined, name, true, (rows: unknown[][]) => rows).execute(values)) as unknown[][];
}
