import { DEVICE_DETAIL_TABS, type DeviceDetailTab } from '@vr/contracts';
import { daysToToday } from '../../utils/business-day';

/** Days of the detail screen's default range (ending today in the business time zone, as sales are counted). */
export const DEFAULT_RANGE_DAYS = 30;

export const isDetailTab = (value: string | undefined): value is DeviceDetailTab =>
  (DEVICE_DETAIL_TABS as readonly string[]).includes(value ?? '');

export interface DetailRoute {
  id: number;
  deviceCode: string;
  tab: DeviceDetailTab;
  startTime: string;
  endTime: string;
}

/** The detail screen's hidden route: /deviceManage/detail/index/{id}/{activeName}/{startTime}/{endTime}/{deviceCode}. */
export function deviceDetailPath(
  device: { id: number; deviceCode: string },
  tab: DeviceDetailTab,
  { startTime: start, endTime: end }: { startTime: string; endTime: string },
): string {
  return `/deviceManage/detail/index/${device.id}/${tab}/${start}/${end}/${encodeURIComponent(device.deviceCode)}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The default range: the last DEFAULT_RANGE_DAYS days up to today in the business time zone. */
export function defaultDetailRange(timeZone: string, at: Date = new Date()): { startTime: string; endTime: string } {
  return daysToToday(timeZone, DEFAULT_RANGE_DAYS, at);
}

/** Reads the route's parameters; anything malformed falls back to the defaults (days of `timeZone`, the business zone). */
export function readDetailRoute(params: Record<string, string | undefined>, timeZone: string, at: Date = new Date()): DetailRoute | null {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const tab = isDetailTab(params.activeName) ? params.activeName : 'orders';
  const valid = DAY.test(params.startTime ?? '') && DAY.test(params.endTime ?? '') && params.startTime! <= params.endTime!;
  const { startTime, endTime } = valid ? { startTime: params.startTime!, endTime: params.endTime! } : defaultDetailRange(timeZone, at);
  return { id, deviceCode: params.deviceCode ?? '', tab, startTime, endTime };
}
