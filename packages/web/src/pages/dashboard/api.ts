import {
  DASHBOARD_API,
  DASHBOARD_REFRESH_MS,
  type DashboardDevices,
  type DashboardMap,
  type DashboardRankings,
  type DashboardSales,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../api/request';

/** How often the charts and the map are refreshed: sales move by the minute, not by the second. */
export const CHARTS_REFRESH_MS = 60_000;

/** One panel's answer, read again every `every` ms while the page is in front. */
const usePanel = <T>(panel: 'devices' | 'sales' | 'map' | 'rankings', every: number) =>
  useQuery({
    queryKey: [`dashboard-${panel}`],
    queryFn: async (): Promise<T> => (await get<T>(DASHBOARD_API[panel], undefined, { silent: true })).data!,
    refetchInterval: every,
    refetchIntervalInBackground: false,
  });

/** The device counters and today's sales (one query shared by the figures and the fleet chart). */
export const useDashboardDevices = () => usePanel<DashboardDevices>('devices', DASHBOARD_REFRESH_MS);

export const useDashboardSales = () => usePanel<DashboardSales>('sales', CHARTS_REFRESH_MS);

export const useDashboardMap = () => usePanel<DashboardMap>('map', CHARTS_REFRESH_MS);

/** Today's and the month's totals and the month's top 10s: live, as the device figures. */
export const useDashboardRankings = () => usePanel<DashboardRankings>('rankings', DASHBOARD_REFRESH_MS);
