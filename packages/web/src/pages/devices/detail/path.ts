import { DEVICE_DETAIL_TABS, type DeviceDetailTab } from '@vr/contracts';
import dayjs from 'dayjs';

/** Days of the detail screen's default range (ending today). */
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
  tab: DeviceDetailTab = 'orders',
  range?: { startTime: string; endTime: string },
): string {
  const end = range?.endTime ?? dayjs().format('YYYY-MM-DD');
  const start =
    range?.startTime ??
    dayjs(end)
      .subtract(DEFAULT_RANGE_DAYS - 1, 'day')
      .format('YYYY-MM-DD');
  return `/deviceManage/detail/index/${device.id}/${tab}/${start}/${end}/${encodeURIComponent(device.deviceCode)}`;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the route's parameters; anything malformed falls back to the defaults. */
export function readDetailRoute(params: Record<string, string | undefined>): DetailRoute | null {
  const id = Number(params.id);
  if (!Number.isInteger(id) || id <= 0) return null;
  const tab = isDetailTab(params.activeName) ? params.activeName : 'orders';
  const valid = DAY.test(params.startTime ?? '') && DAY.test(params.endTime ?? '') && params.startTime! <= params.endTime!;
  const endTime = valid ? params.endTime! : dayjs().format('YYYY-MM-DD');
  const startTime = valid
    ? params.startTime!
    : dayjs(endTime)
        .subtract(DEFAULT_RANGE_DAYS - 1, 'day')
        .format('YYYY-MM-DD');
  return { id, deviceCode: params.deviceCode ?? '', tab, startTime, endTime };
}
