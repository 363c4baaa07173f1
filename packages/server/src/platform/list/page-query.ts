import { type ListParams, type Paging, resolvePaging } from '@vr/contracts';
import { type AnyColumn, type SQL, asc, desc } from 'drizzle-orm';
import { AppError } from '../http/errors.js';

/** The columns a list may be sorted by, keyed by the field name the client sends. */
export type SortWhitelist = Record<string, AnyColumn | SQL>;

/**
 * The ORDER BY of a list: the client's `orderByColumn` only when it is in the whitelist
 * (anything else is refused, never spliced), then the list's default order as tie-breaker.
 */
export function orderFor(sort: Paging['sort'], whitelist: SortWhitelist, defaults: SQL[]): SQL[] {
  if (!sort) return defaults;
  const column = whitelist[sort.field];
  if (!column) throw AppError.field('orderByColumn', 'sortNotAllowed', { field: sort.field });
  return [sort.direction === 'desc' ? desc(column) : asc(column), ...defaults];
}

export interface PageQuery<Row> {
  params: ListParams;
  sortable: SortWhitelist;
  /** Default order; end with a unique column so pages never overlap. */
  defaultOrder: SQL[];
  /** One page of rows. */
  rows: (page: { limit: number; offset: number; orderBy: SQL[] }) => Promise<Row[]>;
  /** The number of rows matching the same filters. */
  count: () => Promise<number>;
}

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/** Runs a paged, sorted list: one query for the page and one for the total, in parallel. */
export async function pageQuery<Row>(q: PageQuery<Row>): Promise<Page<Row>> {
  const paging = resolvePaging(q.params);
  const orderBy = orderFor(paging.sort, q.sortable, q.defaultOrder);
  const [rows, total] = await Promise.all([q.rows({ limit: paging.limit, offset: paging.offset, orderBy }), q.count()]);
  return { rows, total };
}
