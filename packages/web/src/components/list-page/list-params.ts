/** Pure helpers of the list pattern (unit-tested without a DOM). */

export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListState<F> {
  filters: F;
  page: number;
  limit: number;
  sort: ListSort | null;
  /** The previous page's `nextCursor` when this page was reached from it (lists paged by cursor). */
  cursor?: string | undefined;
}

/** The query string of a list call: filters without blanks, `page`/`limit`, `orderByColumn`/`isAsc`, `cursor`. */
export function listParams<F extends Record<string, unknown>>(state: ListState<F>): Record<string, unknown> {
  return {
    ...cleanFilters(state.filters),
    page: state.page,
    limit: state.limit,
    ...(state.sort ? { orderByColumn: state.sort.field, isAsc: state.sort.direction } : {}),
    ...(state.cursor ? { cursor: state.cursor } : {}),
  };
}

/**
 * The state for `page`: the step to the next page, same size, goes by the current page's cursor
 * (rows added or removed meanwhile neither repeat nor vanish); any other move goes by number.
 */
export function toPage<F>(state: ListState<F>, page: number, limit: number, nextCursor: string | undefined): ListState<F> {
  const cursor = page === state.page + 1 && limit === state.limit && nextCursor ? nextCursor : undefined;
  return { ...state, page, limit, cursor };
}

/** The filters (and sort) of the current list, without paging: what an export should send. */
export function exportParams<F extends Record<string, unknown>>(state: ListState<F>): Record<string, unknown> {
  return {
    ...cleanFilters(state.filters),
    ...(state.sort ? { orderByColumn: state.sort.field, isAsc: state.sort.direction } : {}),
  };
}

/** Trims strings; drops empty strings, null and undefined; formats date-like values (dayjs) as YYYY-MM-DD. */
export function cleanFilters(values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(values)) {
    const v = normalise(value);
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v) && v.length === 0) continue;
    out[key] = v;
  }
  return out;
}

function normalise(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (value && typeof value === 'object' && 'format' in value && typeof (value as { format: unknown }).format === 'function') {
    return (value as { format: (f: string) => string }).format('YYYY-MM-DD');
  }
  return value;
}

/** A sorter event of antd's Table → our sort (the column's `key` names the server's sort field). */
export function sortFromSorter(sorter: unknown): ListSort | null {
  const first = Array.isArray(sorter) ? sorter[0] : sorter;
  if (!first || typeof first !== 'object') return null;
  const s = first as { order?: 'ascend' | 'descend' | null; columnKey?: unknown; field?: unknown };
  if (!s.order) return null;
  const key = s.columnKey ?? (Array.isArray(s.field) ? s.field.join('.') : s.field);
  if (typeof key !== 'string' || !key) return null;
  return { field: key, direction: s.order === 'descend' ? 'desc' : 'asc' };
}

/** Splits a date range field of a search form into two query parameters. */
export function splitRange(values: Record<string, unknown>, field: string, from: string, to: string): Record<string, unknown> {
  const { [field]: range, ...rest } = values;
  if (!Array.isArray(range) || range.length !== 2) return rest;
  return { ...rest, [from]: normalise(range[0]), [to]: normalise(range[1]) };
}

/** Column keys a person has hidden, per table, in localStorage. */
export const COLUMN_STORAGE_PREFIX = 'list-columns:';

export function readHidden(storage: Pick<Storage, 'getItem'> | undefined, tableId: string): string[] {
  try {
    const raw = storage?.getItem(COLUMN_STORAGE_PREFIX + tableId);
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

export function writeHidden(storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined, tableId: string, hidden: string[]): void {
  try {
    if (hidden.length === 0) storage?.removeItem(COLUMN_STORAGE_PREFIX + tableId);
    else storage?.setItem(COLUMN_STORAGE_PREFIX + tableId, JSON.stringify(hidden));
  } catch {
    // Private mode or a full storage: the setting just does not persist.
  }
}

/** The key a column is known by in the settings (its `key`, else its `dataIndex`). */
export function columnKey(column: { key?: unknown; dataIndex?: unknown }): string | undefined {
  if (typeof column.key === 'string' || typeof column.key === 'number') return String(column.key);
  if (Array.isArray(column.dataIndex)) return column.dataIndex.join('.');
  if (typeof column.dataIndex === 'string' || typeof column.dataIndex === 'number') return String(column.dataIndex);
  return undefined;
}

/** Marks a table whose default-hidden columns have been written once. */
export const COLUMN_DEFAULTS_PREFIX = 'list-columns-init:';

/**
 * The first time a table is shown its default-hidden columns are stored as hidden; afterwards the
 * person's own choice stands (showing them all included).
 */
export function seedHidden(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined, tableId: string, defaults: readonly string[]): void {
  if (defaults.length === 0) return;
  try {
    if (storage?.getItem(COLUMN_DEFAULTS_PREFIX + tableId)) return;
    storage?.setItem(COLUMN_STORAGE_PREFIX + tableId, JSON.stringify(defaults));
    storage?.setItem(COLUMN_DEFAULTS_PREFIX + tableId, '1');
  } catch {
    // Storage refused: every column is shown.
  }
}
