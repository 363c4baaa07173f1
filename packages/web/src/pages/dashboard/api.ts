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

const read = async <T>(url: string): Promise<T> => (await get<T>(url, undefined, { silent: true })).data!;

/** The device counters and today's sales (one query shared by the figures and the fleet chart). */
export const useDashboardDevices = () =>
  useQuery({
    queryKey: ['dashboard-devices'],
    queryFn: () => read<DashboardDevices>(DASHBOARD_API.devices),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useDashboardSales = () =>
  useQuery({
    queryKey: ['dashboard-sales'],
    queryFn: () => read<DashboardSales>(DASHBOARD_API.sales),
    refetchInterval: CHARTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

export const useDashboardMap = () =>
  useQuery({
    queryKey: ['dashboard-map'],
    queryFn: () => read<DashboardMap>(DASHBOARD_API.map),
    refetchInterval: CHARTS_REFRESH_MS,
    refetchIntervalInBackground: false,
  });

/** Today's and the month's totals and the month's top 10s: live, as the device figures. */
export const useDashboardRankings = () =>
  useQuery({
    queryKey: ['dashboard-rankings'],
    queryFn: () => read<DashboardRankings>(DASHBOARD_API.rankings),
    refetchInterval: DASHBOARD_REFRESH_MS,
    refetchIntervalInBackground: false,
  });
