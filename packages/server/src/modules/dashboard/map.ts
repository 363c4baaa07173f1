import type { DashboardMap } from '@vr/contracts';
import { and, asc, isNotNull, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { scopeKey } from '../../platform/rbac/data-scope.js';
import { devices, deviceVisibility, withDeviceScope } from '../devices/index.js';

/** Who sees the same map: the data scope, and the account itself when it sees its granted devices only. */
export async function mapViewer(db: Database, auth: AuthContext) {
  const viewer = await withDeviceScope(db, auth);
  return { viewer, key: `${scopeKey(viewer)}#${viewer.deviceScope === 'selected' ? viewer.userId : 'all'}` };
}

/** The viewer's devices that have coordinates, in one query: where they stand and whether they run. */
export async function dashboardMap(db: Database, viewer: AuthContext): Promise<DashboardMap> {
  const rows = await db
    .select({
      id: devices.id,
      deviceCode: devices.deviceCode,
      name: devices.name,
      lng: devices.lng,
      lat: devices.lat,
      online: sql<boolean>`${devices.online} = 1`,
      fault: sql<boolean>`${devices.faultCount} > 0`,
    })
    .from(devices)
    .where(and(deviceVisibility(viewer), isNotNull(devices.lng), isNotNull(devices.lat)))
    .orderBy(asc(devices.id));
  return { points: rows.map((r) => ({ ...r, lng: Number(r.lng), lat: Number(r.lat) })) };
}
