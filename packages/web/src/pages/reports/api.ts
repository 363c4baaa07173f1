import {
  REPORT_API,
  REPORT_REFRESH_MS,
  type GoodsSaleRow,
  type ReportRanking,
  type ReportStatistics,
  type SiteSaleRow,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/request';

/** Paging and sorting of a list: not filters of a report. */
const NOT_FILTERS = ['page', 'limit', 'start', 'pageNum', 'pageSize', 'orderByColumn', 'isAsc', 'cursor'];

export const reportFilters = (params: Record<string, unknown>): Record<string, unknown> =>
  Object.fromEntries(Object.entries(params).filter(([k, v]) => !NOT_FILTERS.includes(k) && v !== undefined && v !== null && v !== ''));

/** A ranking (top 10 and the period's totals), refreshed every 10 s while the screen is open. */
export function useRanking<Kind extends 'goods' | 'site'>(kind: Kind, filters: Record<string, unknown>) {
  return useQuery({
    queryKey: ['report-ranking', kind, filters],
    queryFn: async () =>
      (
        await get<ReportRanking<Kind extends 'goods' ? GoodsSaleRow : SiteSaleRow>>(
          kind === 'goods' ? REPORT_API.goodsSaleRanking : REPORT_API.siteSaleRanking,
          filters,
        )
      ).data!,
    refetchInterval: REPORT_REFRESH_MS,
    refetchIntervalInBackground: false,
    placeholderData: (previous) => previous,
  });
}

export function useStatistics(filters: Record<string, unknown>) {
  return useQuery({
    queryKey: ['report-statistics', filters],
    queryFn: async () => (await get<ReportStatistics>(REPORT_API.statistics, filters)).data!,
    placeholderData: (previous) => previous,
  });
}
