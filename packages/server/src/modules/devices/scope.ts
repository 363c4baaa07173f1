import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import { preparedSelect } from '../../platform/db/prepared.js';
import { AppError } from '../../platform/http/errors.js';
import type { Database } from '../../platform/db/database.js';
import { type ScopeSubject, scopeCondition } from '../../platform/rbac/data-scope.js';
import { users } from '../../platform/identity/schema.js';
import { deviceGrants, devices } from './schema.js';

/**
 * Who asks: the signed-in caller (`request.auth`, an AuthContext) fits this shape. `deviceScope`
 * is the account's device permission when already known (see `withDeviceScope`).
 */
export type DeviceViewer = ScopeSubject & { deviceScope?: string };

/**
 * The SQL condition on `dev_device` of the devices a user may see:
 * the organisation data scope of their roles AND, when their account's device permission is
 * "selected devices" (`sys_user.device_scope = 'selected'`), only the devices granted to them.
 * When the viewer's device permission is known the condition names only what applies (nothing
 * for "all"), which the planner serves better than a sub-select decided at run time.
 * Always a condition (never undefined), so it can be AND-ed directly:
 * `db.select().from(devices).where(and(deviceVisibility(auth), ...))`.
 */
export function deviceVisibility(viewer: DeviceViewer): SQL {
  const org = scopeCondition(viewer, { org: devices.orgId });
  const granted = sql`${devices.id} in (select ${deviceGrants.deviceId} from ${deviceGrants} where ${deviceGrants.userId} = ${viewer.userId})`;
  const grants =
    viewer.deviceScope === undefined
      ? sql`(coalesce((select ${users.deviceScope} from ${users} where ${users.id} = ${viewer.userId}), 'all') <> 'selected' or ${granted})`
      : viewer.deviceScope === SELECTED_DEVICES
        ? granted
        : undefined;
  return and(org, grants) ?? sql`true`;
}

/** The account device permission limiting a user to the devices granted to them. */
const SELECTED_DEVICES = 'selected';

const deviceScopeStatement = preparedSelect('devices_viewer_scope', (db) =>
  db
    .select({ scope: users.deviceScope })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** The viewer with its account's device permission read once (for a request running several device queries). */
export async function withDeviceScope<V extends DeviceViewer>(db: Database, viewer: V): Promise<V & { deviceScope: string }> {
  if (viewer.deviceScope !== undefined) return viewer as V & { deviceScope: string };
  const [row] = await deviceScopeStatement(db, { userId: viewer.userId });
  return { ...viewer, deviceScope: row?.scope ?? 'all' };
}

/** SQL true when the viewer's account sees only the devices granted to it ("selected devices"). */
export function seesSelectedDevicesOnly(viewer: DeviceViewer): SQL {
  if (viewer.deviceScope !== undefined) return viewer.deviceScope === SELECTED_DEVICES ? sql`true` : sql`false`;
  return sql`(coalesce((select ${users.deviceScope} from ${users} where ${users.id} = ${viewer.userId}), 'all') = 'selected')`;
}

/** True when the device exists and the viewer may see it. */
export async function isDeviceVisible(db: Database, viewer: DeviceViewer, deviceId: number): Promise<boolean> {
  const found = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, deviceId), deviceVisibility(viewer)))
    .limit(1);
  return found.length > 0;
}

/** Throws 404 (not found, or out of the viewer's scope: both look the same) unless visible. */
export async function assertDeviceVisible(db: Database, viewer: DeviceViewer, deviceId: number): Promise<void> {
  if (!Number.isInteger(deviceId) || !(await isDeviceVisible(db, viewer, deviceId))) throw AppError.notFound();
}

/** The subset of `deviceIds` the viewer may see (for batch checks: compare lengths). */
export async function visibleDeviceIds(db: Database, viewer: DeviceViewer, deviceIds: number[]): Promise<number[]> {
  if (deviceIds.length === 0) return [];
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(inArray(devices.id, deviceIds), deviceVisibility(viewer)));
  return rows.map((r) => r.id);
}

/** Throws 404 unless every id is a device the viewer may see (nothing is done otherwise). */
export async function assertDevicesVisible(db: Database, viewer: DeviceViewer, deviceIds: number[]): Promise<void> {
  const unique = [...new Set(deviceIds)];
  const visible = await visibleDeviceIds(db, viewer, unique);
  if (visible.length !== unique.length) throw AppError.notFound();
}
