import { type AnyColumn, type SQL, and, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { customerNameOf } from '../orgs/index.js';
import { sites } from '../points/index.js';
import { deviceGrants, devices } from './schema.js';
import { withDeviceScope } from './scope.js';

/** The columns of a table of rows kept about a machine with the machine's organisation (alarms, the change log). */
export interface MachineRowColumns {
  orgId: AnyColumn;
  deviceId: AnyColumn;
}

/**
 * The rows of such a table a caller may see: those of the organisations in their data scope and,
 * for an account limited to the machines granted to it, of those machines only. The row's own
 * organisation decides, so a row stays where it was kept when its machine moves on.
 */
export async function machineRowScope(db: Database, auth: AuthContext, t: MachineRowColumns): Promise<SQL | undefined> {
  const viewer = await withDeviceScope(db, auth);
  return and(
    scopeCondition(viewer, { org: t.orgId }),
    viewer.deviceScope === 'selected'
      ? sql`${t.deviceId} in (select ${deviceGrants.deviceId} from ${deviceGrants} where ${deviceGrants.userId} = ${viewer.userId})`
      : undefined,
  );
}

/**
 * The names a row about a machine shows beside its own columns: the machine's code and name, its
 * point, and the customer of `orgId`. Selected with the rows in one statement, over the left
 * joins of `machineNameJoins`.
 */
export function machineNames(orgId: AnyColumn) {
  return {
    deviceCode: sql<string | null>`${devices.deviceCode}`,
    deviceName: sql<string | null>`${devices.name}`,
    siteName: sql<string | null>`${sites.name}`,
    customerName: customerNameOf(orgId),
  };
}

/** The conditions of the left joins `machineNames` reads: `devices` on the row's machine, `sites` on its point. */
export function machineNameJoins(deviceId: AnyColumn) {
  return { device: sql`${devices.id} = ${deviceId}`, site: sql`${sites.id} = ${devices.siteId}` };
}
