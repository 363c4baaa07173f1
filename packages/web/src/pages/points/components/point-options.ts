import { type PointOption, POINT_API } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { get } from '../../../api/request';

type Kind = 'site' | 'zone' | 'route';
const URLS: Record<Kind, string> = { site: POINT_API.siteOptions, zone: POINT_API.zoneOptions, route: POINT_API.routeOptions };

/** Query key prefix of the point selects; invalidate it after saving points, partitions or routes. */
export const POINT_OPTIONS_KEY = 'point-options';

interface OptionParams {
  orgId?: number | null | undefined;
  /** The whole customer this organisation belongs to (what a device placed there may use). */
  customerOf?: number | null | undefined;
  zoneId?: number | null | undefined;
}

/**
 * Options of a select of points, partitions or routes in the caller's scope (one organisation's
 * with `orgId`, one customer's with `customerOf`); `enabled: false` waits for a choice.
 */
export function usePointOptions(kind: Kind, params: OptionParams, enabled = true) {
  const query = {
    ...(params.orgId ? { orgId: params.orgId } : {}),
    ...(params.customerOf ? { customerOf: params.customerOf } : {}),
    ...(params.zoneId ? { zoneId: params.zoneId } : {}),
  };
  return useQuery({
    enabled,
    queryKey: [POINT_OPTIONS_KEY, kind, query],
    queryFn: async () => (await get<PointOption[]>(URLS[kind], query, { silent: true })).data ?? [],
    staleTime: 30_000,
  });
}
