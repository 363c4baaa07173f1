import { type AnyColumn, type SQL, and, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { orgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceGrants, devices, deviceVisibility, withDeviceScope } from '../devices/index.js';
import { sites } from '../points/index.js';

/** The rows of machines the caller sees now (the network log keeps no organisation of its own). */
export async function ofVisibleMachines(db: Database, auth: AuthContext, deviceId: AnyColumn): Promise<SQL> {
  const viewer = await withDeviceScope(db, auth);
  return sql`${deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(viewer)})`;
}

/**
 * Rows kept with the machine's organisation (the change log): those of the organisations in the
 * caller's data scope and, for an account limited to its granted machines, of those machines only.
 */
export async function ofScopeOrgs(db: Database, auth: AuthContext, t: { orgId: AnyColumn; deviceId: AnyColumn }): Promise<SQL | undefined> {
  const viewer = await withDeviceScope(db, auth);
  return and(
    scopeCondition(viewer, { org: t.orgId }),
    viewer.deviceScope === 'selected'
      ? sql`${t.deviceId} in (select ${deviceGrants.deviceId} from ${deviceGrants} where ${deviceGrants.userId} = ${viewer.userId})`
      : undefined,
  );
}

/** The machine filters both logs have: part of its code or name, its customer (and below). */
export function machineFilters(deviceId: AnyColumn, q: { device?: string | undefined; orgId?: number | undefined }): SQL[] {
  const out: SQL[] = [];
  if (q.device) {
    const like = containsPattern(q.device);
    out.push(
      sql`${deviceId} in (select ${devices.id} from ${devices} where ${devices.deviceCode} ilike ${like} or ${devices.name} ilike ${like})`,
    );
  }
  if (q.orgId) {
    out.push(
      sql`${deviceId} in (select ${devices.id} from ${devices} where ${devices.orgId} in (select ${orgs.id} from ${orgs} where ${orgSubtree({ id: q.orgId })}))`,
    );
  }
  return out;
}

/**
 * The names a row shows beside its own columns: the machine's code and name, its point, and the
 * customer its organisation belongs to (itself when it is one). Read with left joins of `devices`
 * (on the row's machine) and `sites` (on the machine's point).
 */
export function machineNames(orgId: AnyColumn) {
  return {
    deviceCode: sql<string | null>`${devices.deviceCode}`,
    deviceName: sql<string | null>`${devices.name}`,
    siteName: sql<string | null>`${sites.name}`,
    customerName: customerOf(orgId),
  };
}

/** The customer (the nearest organisation of kind customer at or above `orgId`), by name. */
export function customerOf(orgId: AnyColumn | SQL) {
  return sql<string | null>`(select owner.name from ${orgs} owner, ${orgs} own
      where own.id = ${orgId} and owner.id = any(string_to_array(trim(both '/' from own.path), '/')::int[]) and owner.kind = 'customer'
      order by length(owner.path) desc limit 1)`;
}

/** The join conditions of `machineNames`: the row's machine and its point. */
export function machineJoins(deviceId: AnyColumn) {
  return { device: sql`${devices.id} = ${deviceId}`, site: sql`${sites.id} = ${devices.siteId}` };
}
