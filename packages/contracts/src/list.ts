import { z } from 'zod';

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max).optional();

/**
 * Paging and sorting of every list (design.md): `page` (1-based) and `limit`, with the seed's
 * `start` offset and RuoYi's `pageNum`/`pageSize` accepted as aliases; sorting by `orderByColumn`
 * (checked against each list's whitelist on the server) and `isAsc`.
 */
export const listParamsSchema = z.object({
  page: int(1, 1_000_000),
  limit: int(1, MAX_PAGE_SIZE),
  start: int(0, 1_000_000_000),
  pageNum: int(1, 1_000_000),
  pageSize: int(1, MAX_PAGE_SIZE),
  orderByColumn: z.string().max(64).optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
  /**
   * The `nextCursor` of the previous page (lists browsed deep): the page after that one's last
   * row, read from an index instead of counted past. Opaque; same sorting as that page.
   */
  cursor: z.string().max(500).optional(),
});
export type ListParams = z.infer<typeof listParamsSchema>;

/** Lists count exactly up to this many rows; above it the total is the planner's estimate. */
export const EXACT_TOTAL_LIMIT = 10_000;

/**
 * How deep a list paged by cursor may be opened by page number: an offset makes the database
 * walk every row it skips, so past this many rows a page is reached only by the previous page's
 * cursor (Next) or by narrower filters.
 */
export const MAX_NUMBERED_ROWS = 10_000;

export interface Paging {
  offset: number;
  limit: number;
  sort: { field: string; direction: 'asc' | 'desc' } | null;
}

export function resolvePaging(params: ListParams): Paging {
  const limit = params.limit ?? params.pageSize ?? DEFAULT_PAGE_SIZE;
  const page = params.page ?? params.pageNum;
  const offset = page !== undefined ? (page - 1) * limit : (params.start ?? 0);
  const sort = params.orderByColumn
    ? {
        field: params.orderByColumn,
        direction: params.isAsc === 'desc' || params.isAsc === 'descending' ? ('desc' as const) : ('asc' as const),
      }
    : null;
  return { offset, limit, sort };
}
