import { eq } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Method, RouteCall, ScopeCase, ScopeContext } from './access-matrix.js';

/* The pieces the areas' `access.cases.ts` build their scope cases from (`access-matrix.ts` describes the cases). */

/** A scope case's row id, as its routes take it. */
type RowId = number | string;

/** Reads a list's row ids out of its `data`: the `key` field of every row. */
export const idsOf =
  (key = 'id') =>
  (data: unknown): RowId[] =>
    (data as Array<Record<string, RowId>>).map((row) => row[key]!);

/** A list call (GET `url`, with its query) whose rows carry their id in `ids` (or that `ids` reads). */
export const listed = (url: string, ids: string | ((data: unknown) => RowId[]) = 'id'): NonNullable<ScopeCase['list']> => ({
  call: { method: 'GET', url },
  ids: typeof ids === 'string' ? idsOf(ids) : ids,
});

/** GET `url?<param>=<id>`. */
export const getWith =
  (url: string, param = 'id') =>
  (id: RowId): RouteCall => ({ method: 'GET', url: `${url}?${param}=${id}` });

/** `method` on `<base>/<id>`. */
export const onPath =
  (method: Method, base: string) =>
  (id: RowId): RouteCall => ({ method, url: `${base}/${id}` });

/** `method` on the URL `urlOf` makes of the id. */
export const onUrl =
  (method: Method, urlOf: (id: RowId) => string) =>
  (id: RowId): RouteCall => ({ method, url: urlOf(id) });

/** `method` on `url` with the body `payloadOf` makes of the id (a form body with `form`). */
export const send =
  (method: Method, url: string, payloadOf: (id: RowId) => Record<string, unknown>, options: { form?: boolean } = {}) =>
  (id: RowId): RouteCall => ({ method, url, ...options, payload: payloadOf(id) });

/** POST `{ ids: [<id>] }`: a batch delete naming the one row. */
export const postIds =
  (url: string) =>
  (id: RowId): RouteCall => ({ method: 'POST', url, payload: { ids: [id] } });

/** A case of one list alone: the foreign row is not in it. */
export const notListed = (
  name: string,
  permissions: string[],
  foreignRow: ScopeCase['foreignRow'],
  list: NonNullable<ScopeCase['list']>,
): ScopeCase => ({ name, permissions, foreignRow, list });

/** Makes the case's foreign row: one row of `table` with `values`; answers its id. */
export function insertRow<T extends PgTable & { id: AnyPgColumn }>(table: T, values: (ctx: ScopeContext) => T['$inferInsert']) {
  return async (ctx: ScopeContext): Promise<number> => {
    const [row] = await ctx.db
      .insert(table as PgTable)
      .values(values(ctx))
      .returning({ id: table.id });
    return row!.id as number;
  };
}

/** After the refused calls: the rows of `table` whose `column` is the case's id, and whether `check` finds them as made. */
export function rowsAfter<T extends PgTable>(table: T, column: AnyPgColumn, check: (rows: Array<T['$inferSelect']>) => boolean) {
  return async (ctx: ScopeContext, id: RowId): Promise<boolean> => {
    const rows = await ctx.db
      .select()
      .from(table as PgTable)
      .where(eq(column, column.dataType === 'string' ? String(id) : Number(id)));
    return check(rows as Array<T['$inferSelect']>);
  };
}

/** After the refused calls: the row is still there. */
export const stillThere = (table: PgTable, column: AnyPgColumn) => rowsAfter(table, column, (rows) => rows.length === 1);

/** After the refused calls: the row is there and `check` finds it as made. */
export const rowStill = <T extends PgTable>(table: T, column: AnyPgColumn, check: (row: T['$inferSelect']) => boolean) =>
  rowsAfter(table, column, ([row]) => row !== undefined && check(row));
