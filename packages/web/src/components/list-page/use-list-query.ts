import { DEFAULT_PAGE_SIZE, listEndpoint } from '@vr/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { useCallback, useMemo, useState } from 'react';
import { getList } from '../../api/request';
import { useAppStore } from '../../stores/app';
import { type ListSort, type ListState, exportParams, listParams, sortFromSorter, toPage } from './list-params';

export interface ListQueryOptions<F> {
  /** Cache key of this list (e.g. 'dict-type'); other screens invalidate `['list', key]`. */
  key: string;
  /** The list call (GET, answers `data` rows and `total`). */
  url: string;
  /** Filters the list starts with and returns to on reset (e.g. the dictionary type of the data page). */
  initialFilters?: F;
  pageSize?: number;
  /** Turns the call into `values → params` for filters that need mapping (date ranges). */
  toParams?: (filters: F) => Record<string, unknown>;
  enabled?: boolean;
  /**
   * Fetches the current page again this often (ms) without the loading spinner; a function
   * decides from the rows shown (a number, or false for no refresh until the next load).
   */
  refetchInterval?: number | ((rows: unknown[]) => number | false);
}

export interface ListQuery<Row, F> {
  rows: Row[];
  total: number;
  /** `total` is the server's estimate (a list too long to count exactly). */
  totalEstimated: boolean;
  loading: boolean;
  error: unknown;
  state: ListState<F>;
  /** The applied filters (same as `state.filters`). */
  filters: F;
  /** Query parameters of the current page (filters + paging + sorting). */
  params: Record<string, unknown>;
  /** Filters and sorting without paging: what the export sends. */
  exportParams: Record<string, unknown>;
  search(filters: F): void;
  reset(): void;
  refetch(): void;
  setPage(page: number, limit?: number): void;
  setSort(sort: ListSort | null): void;
  /** antd Table's onChange: paging and sorting. */
  onTableChange(pagination: TablePaginationConfig, filters: unknown, sorter: unknown): void;
}

/** Server-side paging, sorting and filtering of one list screen, through react-query. */
export function useListQuery<Row, F extends Record<string, unknown> = Record<string, unknown>>(
  options: ListQueryOptions<F>,
): ListQuery<Row, F> {
  const { key, url, pageSize = DEFAULT_PAGE_SIZE, toParams, enabled = true, refetchInterval } = options;
  const initialFilters = useMemo(() => options.initialFilters ?? ({} as F), [options.initialFilters]);
  const [state, setState] = useState<ListState<F>>({ filters: initialFilters, page: 1, limit: pageSize, sort: null });
  const lang = useAppStore((s) => s.language);

  const mapped = useMemo(() => ({ ...state, filters: (toParams ? toParams(state.filters) : state.filters) as F }), [state, toParams]);
  const params = useMemo(() => listParams(mapped), [mapped]);
  const forExport = useMemo(() => exportParams(mapped), [mapped]);

  const query = useQuery({
    queryKey: ['list', key, url, params, lang],
    queryFn: () => getList(listEndpoint<unknown, Row>(url), params),
    placeholderData: keepPreviousData,
    enabled,
    refetchInterval:
      typeof refetchInterval === 'function'
        ? (q: { state: { data?: { rows: unknown[] } } }) => refetchInterval(q.state.data?.rows ?? [])
        : refetchInterval,
    refetchIntervalInBackground: refetchInterval !== undefined,
  });

  // The next page goes by the shown page's cursor when the list gives one (not while the rows
  // shown are a previous page's, kept during a load).
  const nextCursor = query.isPlaceholderData ? undefined : query.data?.nextCursor;

  // A live list spins only while a new page, filter or sort loads, not on its timed refreshes.
  const paramsKey = JSON.stringify(params);
  const [settledKey, setSettledKey] = useState<string | null>(null);
  if (refetchInterval !== undefined && !query.isFetching && settledKey !== paramsKey) setSettledKey(paramsKey);
  const loading = query.isFetching && (refetchInterval === undefined || settledKey !== paramsKey);

  const search = useCallback(
    (filters: F) => setState((s) => ({ ...s, filters: { ...initialFilters, ...filters }, page: 1, cursor: undefined })),
    [initialFilters],
  );
  const reset = useCallback(
    () => setState((s) => ({ ...s, filters: initialFilters, page: 1, sort: null, cursor: undefined })),
    [initialFilters],
  );
  const setPage = useCallback(
    (page: number, limit?: number) => setState((s) => toPage(s, page, limit ?? s.limit, nextCursor)),
    [nextCursor],
  );
  const setSort = useCallback((sort: ListSort | null) => setState((s) => ({ ...s, sort, page: 1, cursor: undefined })), []);
  const { refetch } = query;

  const onTableChange = useCallback(
    (pagination: TablePaginationConfig, _filters: unknown, sorter: unknown) => {
      setState((s) => {
        const sort = sortFromSorter(sorter);
        const sortChanged = sort?.field !== s.sort?.field || sort?.direction !== s.sort?.direction;
        const limit = pagination.pageSize ?? s.limit;
        if (sortChanged || limit !== s.limit) return { ...s, sort, limit, page: 1, cursor: undefined };
        return toPage(s, pagination.current ?? s.page, limit, nextCursor);
      });
    },
    [nextCursor],
  );

  return {
    rows: query.data?.rows ?? [],
    total: query.data?.total ?? 0,
    totalEstimated: query.data?.totalEstimated ?? false,
    loading,
    error: query.error,
    state,
    filters: state.filters,
    params,
    exportParams: forExport,
    search,
    reset,
    refetch: () => void refetch(),
    setPage,
    setSort,
    onTableChange,
  };
}
