import { EXACT_TOTAL_LIMIT, type ListParams, MAX_NUMBERED_ROWS, type Paging, resolvePaging } from '@vr/contracts';
import { type AnyColumn, type SQL, type SQLWrapper, asc, desc, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { selectWithColumn } from '../db/with-column.js';
import { AppError } from '../http/errors.js';
import { type CursorPosition, type Direction, afterPosition, decodeCursor, encodeCursor, invalidCursor } from './keyset.js';
import { type Total, cappedCount, cappedTotal, countOf, exactCount, totalOfCount } from './total.js';

/** The columns a list may be sorted by, keyed by the field name the client sends. */
export type SortWhitelist = Record<string, AnyColumn | SQL>;

/**
 * The whitelisted column of a sort field, or undefined: only the whitelist's own keys count, never
 * what an object inherits (`__proto__`, `constructor`, `toString`).
 */
export function sortColumnOf<C>(whitelist: Record<string, C>, field: string): C | undefined {
  return Object.hasOwn(whitelist, field) ? whitelist[field] : undefined;
}

/**
 * The ORDER BY of a list: the client's `orderByColumn` only when it is in the whitelist
 * (anything else is refused, never spliced), then the list's default order as tie-breaker.
 */
export function orderFor(sort: Paging['sort'], whitelist: SortWhitelist, defaults: SQL[]): SQL[] {
  if (!sort) return defaults;
  const column = sortColumnOf(whitelist, sort.field);
  if (!column) throw AppError.field('orderByColumn', 'sortNotAllowed', { field: sort.field });
  return [sort.direction === 'desc' ? desc(column) : asc(column), ...defaults];
}

/** Where one page lies: its order, size and start, as `PageQuery.rows` receives them. */
export interface PageBounds {
  limit: number;
  offset: number;
  orderBy: SQL[];
}

export interface PageQuery<Row> {
  params: ListParams;
  sortable: SortWhitelist;
  /** Default order; end with a unique column so pages never overlap. */
  defaultOrder: SQL[];
  /** One page of rows (`pagedRows` of a select, or a function of its own). */
  rows: (page: PageBounds) => Promise<Row[]>;
  /** The number of rows matching the same filters (a plain count, or `cappedTotal`). */
  count: () => Promise<number | Total>;
}

export interface Page<Row> extends Total {
  rows: Row[];
  /** The cursor of the next page (lists paged by `keysetPageQuery`), absent on the last. */
  nextCursor?: string;
}

/** A select still to be ordered and cut to a page: drizzle's, after its `from`, joins and `where`. */
export interface PageableSelect<T> {
  orderBy(...columns: SQL[]): { limit(limit: number): { offset(offset: number): PromiseLike<T[]> } };
}

/**
 * The rows of `select` on one page: its ORDER BY, LIMIT and OFFSET. The page size is written into
 * the statement rather than sent as a value: a statement prepared once is planned for any value
 * of its parameters, and with the size unknown PostgreSQL guesses it, which can make it walk an
 * ordered index through thousands of rows to find a page that a sort of a few dozen would give.
 * Page sizes are few (validated integers), so this adds few statement texts.
 */
export function selectPage<T>(select: PageableSelect<T>, page: PageBounds): PromiseLike<T[]> {
  return select
    .orderBy(...page.orderBy)
    .limit(writtenLimit(page.limit))
    .offset(page.offset);
}

/** A page's size as drizzle's `.limit()` takes it, written into the statement (see `selectPage`). */
export function writtenLimit(limit: number): number {
  return sql.raw(String(Math.trunc(limit))) as unknown as number;
}

/**
 * `PageQuery.rows` of a select (built for this one list, since drizzle's builder keeps the order
 * and bounds it is given): the page's rows, each made a list row by `toRow` when given.
 */
export function pagedRows<T>(select: PageableSelect<T>): PageQuery<T>['rows'];
export function pagedRows<T, Row>(select: PageableSelect<T>, toRow: (row: T) => Row): PageQuery<Row>['rows'];
export function pagedRows<T, Row>(select: PageableSelect<T>, toRow?: (row: T) => Row): PageQuery<T | Row>['rows'] {
  return async (page) => {
    const rows = await selectPage(select, page);
    return toRow ? rows.map((row) => toRow(row)) : rows;
  };
}

const asTotal = (t: number | Total): Total => (typeof t === 'number' ? { total: t } : t);

/** Runs a paged, sorted list: one query for the page and one for the total, in parallel. */
export async function pageQuery<Row>(q: PageQuery<Row>): Promise<Page<Row>> {
  const paging = resolvePaging(q.params);
  const orderBy = orderFor(paging.sort, q.sortable, q.defaultOrder);
  const [rows, total] = await Promise.all([q.rows({ limit: paging.limit, offset: paging.offset, orderBy }), q.count()]);
  return { rows, ...asTotal(total) };
}

export interface SelectPageQuery<T, Row> {
  params: ListParams;
  sortable: SortWhitelist;
  /** Default order; end with a unique column so pages never overlap. */
  defaultOrder: SQL[];
  /** The list's select after its from, joins and where, not yet ordered or cut to a page. */
  select: PageableSelect<T>;
  /**
   * The rows the total counts (any columns, no order), when a narrower statement than `select`
   * counts them (fewer joins); without it the total counts the rows of `select` itself.
   */
  counted?: SQLWrapper;
  /** Counted exactly up to this many rows, the planner's estimate above; `'all'`: always exactly (a small table). */
  exactTotal?: number | 'all';
  /** The page's selected rows made list rows (reading more for these rows only, when needed). */
  toRows: (selected: T[]) => Row[] | Promise<Row[]>;
}

/**
 * A paged, sorted list whose page and total come in one statement (one round trip to the
 * database instead of two). The total is counted exactly up to `exactTotal`; a page past the
 * end counts it on its own.
 */
export async function selectPageQuery<T, Row>(db: Database, q: SelectPageQuery<T, Row>): Promise<Page<Row>> {
  const paging = resolvePaging(q.params);
  const orderBy = orderFor(paging.sort, q.sortable, q.defaultOrder);
  const exact = q.exactTotal === 'all' ? Number.POSITIVE_INFINITY : (q.exactTotal ?? EXACT_TOTAL_LIMIT);
  // Read before the page is cut: ordering a drizzle select changes the builder itself.
  const counted = q.counted ?? (q.select as unknown as SQLWrapper).getSQL();
  const counting = Number.isFinite(exact) ? cappedCount(counted, exact) : exactCount(counted);
  const page = selectPage(q.select, { limit: paging.limit, offset: paging.offset, orderBy });
  const { rows, extra } = await selectWithColumn(db, page, counting);
  const total =
    extra !== undefined
      ? await totalOfCount(db, counted, Number(extra), exact)
      : paging.offset === 0
        ? { total: 0 }
        : Number.isFinite(exact)
          ? await cappedTotal(db, counted, exact)
          : { total: await countOf(db, counted) };
  return { rows: await q.toRows(rows), ...total };
}

/** One page's ids with their sort keys, as `KeysetPageQuery.keys` selects them. */
export interface PageKey {
  id: number;
  key: string | null;
}

/** What a keyset-paged list is asked and sorted by, whichever way its page is read. */
interface KeysetSort {
  params: ListParams;
  /** Sortable columns (plain columns: a cursor compares them). */
  sortable: Record<string, AnyColumn>;
  /** The unique id column that ends every order, and its direction when the client sorts by nothing. */
  id: AnyColumn;
  idDirection: Direction;
  count: () => Promise<number | Total>;
}

/** Where a keyset page lies: after `after` (a cursor's position) in `orderBy`, `limit` rows from `offset`. */
export interface KeysetBounds {
  after: SQL | undefined;
  orderBy: SQL[];
  limit: number;
  offset: number;
}

export interface KeysetPageQuery<Row> extends KeysetSort {
  /**
   * The ids of one page, narrow and index-driven: select `fields` from the list's table where
   * its filters and `after` hold, ordered by `orderBy`, with `limit` and `offset`.
   */
  keys: (page: KeysetBounds & { fields: { id: SQL<unknown>; key: SQL<string | null> } }) => Promise<Array<{ id: unknown; key: unknown }>>;
  /** The full rows of those ids (names joined for them only), in any order. */
  rows: (ids: number[]) => Promise<Row[]>;
  rowId: (row: Row) => number;
}

/** A page's row with its id and sort key (what the next page's cursor starts after). */
export type KeyedRow<Row> = PageKey & { row: Row };

export interface KeyedPageQuery<Row> extends KeysetSort {
  /**
   * The page's wide rows in one statement: those whose id is among the page's ids (read from the
   * list's table alone within the bounds), in `orderBy`, each with `key` (the sort key as text).
   */
  rows: (page: KeysetBounds & { key: SQL<string | null>; field: string }) => Promise<Array<KeyedRow<Row>>>;
}

/** The order, cursor position and key field of a keyset page, refusing a deep page or an unknown sort. */
function keysetOf(q: KeysetSort) {
  const paging = resolvePaging(q.params);
  if (!q.params.cursor && paging.offset + paging.limit > MAX_NUMBERED_ROWS) {
    throw AppError.field('page', 'pageTooDeep', { max: MAX_NUMBERED_ROWS });
  }
  const sortColumn = paging.sort ? sortColumnOf(q.sortable, paging.sort.field) : undefined;
  if (paging.sort && !sortColumn) throw AppError.field('orderByColumn', 'sortNotAllowed', { field: paging.sort.field });
  const sort = paging.sort && sortColumn ? { field: paging.sort.field, column: sortColumn, direction: paging.sort.direction } : null;
  const idOrder = q.idDirection === 'asc' ? asc(q.id) : desc(q.id);
  const orderBy = sort ? [sort.direction === 'asc' ? asc(sort.column) : desc(sort.column), idOrder] : [idOrder];
  const field = sort?.field ?? '';
  const direction = sort?.direction ?? q.idDirection;
  const at: CursorPosition | undefined = q.params.cursor
    ? decodeCursor(q.params.cursor, { field, direction, id: q.id, ...(sort ? { column: sort.column } : {}) })
    : undefined;
  const after = at ? afterPosition(sort, { column: q.id, direction: q.idDirection }, at) : undefined;
  const key = sort ? sql<string | null>`cast(${sort.column} as text)` : sql<string | null>`null`;
  // One row more than the page: whether a next page exists.
  const bounds: KeysetBounds = { after, orderBy, limit: paging.limit + 1, offset: at ? 0 : paging.offset };
  /**
   * The page of `keyed` (up to one key more than the page, in order; a key whose row has gone since
   * shows no row but still places the cursor), with the next page's cursor.
   */
  const pageOf = <Row>(keyed: Array<PageKey & { row?: Row }>, total: number | Total): Page<Row> => {
    const inPage = keyed.slice(0, paging.limit);
    const last = inPage[inPage.length - 1];
    return {
      rows: inPage.flatMap((k) => (k.row === undefined ? [] : [k.row])),
      ...asTotal(total),
      ...(keyed.length > paging.limit && last ? { nextCursor: encodeCursor(field, direction, { key: last.key, id: last.id }) } : {}),
    };
  };
  /** A forged cursor whose key is no value of the sort column's type fails the statement: refused as such. */
  const cursorRefused = (err: unknown): never => {
    if (at && isDataException(err)) throw invalidCursor();
    throw err;
  };
  return { key, field, bounds, pageOf, cursorRefused };
}

const keyText = (key: unknown): string | null => (key === null || key === undefined ? null : String(key));

/**
 * A list paged in two steps (a "deferred join"): the page's ids first, from the list's own table
 * in index order, then the wide rows of those ids only, so a deep page never drags the joins
 * along the rows it skips. With `cursor` (a previous page's `nextCursor`) the page starts right
 * after that page's last row instead of at an offset: rows inserted or removed before it between
 * two requests neither repeat nor skip a row. Page numbers keep working for jumps within the
 * first `MAX_NUMBERED_ROWS` rows; a deeper page by number is refused before any query.
 */
export async function keysetPageQuery<Row>(q: KeysetPageQuery<Row>): Promise<Page<Row>> {
  const { key, bounds, pageOf, cursorRefused } = keysetOf(q);
  const [found, total] = await Promise.all([q.keys({ ...bounds, fields: { id: sql`${q.id}`, key } }).catch(cursorRefused), q.count()]);
  const keys: PageKey[] = found.map((k) => ({ id: Number(k.id), key: keyText(k.key) }));
  const ids = keys.slice(0, bounds.limit - 1).map((k) => k.id);
  const byId = new Map((ids.length ? await q.rows(ids) : []).map((r) => [q.rowId(r), r]));
  return pageOf(
    keys.map((k) => ({ ...k, row: byId.get(k.id) })),
    total,
  );
}

/**
 * A keyset-paged list (as `keysetPageQuery`, same cursors and limits) whose page's ids and wide rows
 * come in one statement: the ids as a sub-select from the list's table alone, so a deep page still
 * never drags the joins along the rows it skips, and one round trip to the database instead of two.
 */
export async function keyedPageQuery<Row>(q: KeyedPageQuery<Row>): Promise<Page<Row>> {
  const { key, field, bounds, pageOf, cursorRefused } = keysetOf(q);
  const [keyed, total] = await Promise.all([
    q.rows({ ...bounds, key, field }).then((rows) => rows.map((r) => ({ ...r, id: Number(r.id), key: keyText(r.key) })), cursorRefused),
    q.count(),
  ]);
  return pageOf(keyed, total);
}

/** `rows` (fetched by id, in any order) in the order of `ids`; an id without a row is left out. */
export function inOrderOf<Row>(ids: readonly number[], rows: readonly Row[], idOf: (row: Row) => number): Row[] {
  const byId = new Map(rows.map((r) => [idOf(r), r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** PostgreSQL's class 22 (data exception: a value that does not convert), through drizzle's wrapper. */
function isDataException(err: unknown): boolean {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 3; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code.startsWith('22')) return true;
  }
  return false;
}
