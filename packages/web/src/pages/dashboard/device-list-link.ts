import { type NavMenuItem, SCREENS } from '@vr/contracts';
import { useMemo } from 'react';
import { resolvePath } from '../../layout/sidebar-tree';
import { useUserStore } from '../../stores/user';

/** The full path of the user's menu entry that serves `component`, or null when their menu has none. */
export function menuPathOf(items: readonly NavMenuItem[], component: string, parent = ''): string | null {
  for (const item of items) {
    const path = resolvePath(parent, item.path);
    if (item.component === component) return path;
    const below = menuPathOf(item.children ?? [], component, path);
    if (below) return below;
  }
  return null;
}

export type DeviceListFilter = Record<string, string | number>;

/** The device list's address with its filters in the query string (the list reads them on open). */
export function deviceListHref(listPath: string, filter: DeviceListFilter = {}): string {
  const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, String(v)])).toString();
  return query ? `${listPath}?${query}` : listPath;
}

/**
 * Where a chart leads: the device list filtered, when the user's menu has the device list;
 * null otherwise (the charts are then not clickable).
 */
export function useDeviceListLink(): ((filter?: DeviceListFilter) => string) | null {
  const menus = useUserStore((s) => s.menus);
  return useMemo(() => {
    const path = menuPathOf(menus, SCREENS.deviceList);
    return path ? (filter?: DeviceListFilter) => deviceListHref(path, filter) : null;
  }, [menus]);
}
