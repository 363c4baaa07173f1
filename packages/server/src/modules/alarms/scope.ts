import { type AnyColumn, type SQL, and, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { orgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { deviceGrants, devices, withDeviceScope } from '../devices/index.js';
import { sites } from '../points/index.js';

/** The columns of an alarm table the scope and the common filters read. */
interface AlarmColumns {
  orgId: AnyColumn;
  deviceId: AnyColumn;
}

/**
 * The alarms a caller may see: those of the organisations in their data scope and, for an account
 * limited to the devices granted to it, of those devices only.
 */
export async function alarmScope(db: Database, auth: AuthContext, t: AlarmColumns): Promise<SQL | undefined> {
  const viewer = await withDeviceScope(db, auth);
  return and(
    scopeCondition(viewer, { org: t.orgId }),
    viewer.deviceScope === 'selected'
      ? sql`${t.deviceId} in (select ${deviceGrants.deviceId} from ${deviceGrants} where ${deviceGrants.userId} = ${viewer.userId})`
      : undefined,
  );
}

/** The filters every alarm list has: customer (and below), point, part of the device code. */
export function deviceFilters(
  t: AlarmColumns,
  q: { orgId?: number | undefined; siteId?: number | undefined; deviceCode?: string | undefined },
): SQL[] {
  const out: SQL[] = [];
  if (q.orgId) out.push(sql`${t.orgId} in (select ${orgs.id} from ${orgs} where ${orgSubtree({ id: q.orgId })})`);
  if (q.siteId) out.push(sql`${t.deviceId} in (select ${devices.id} from ${devices} where ${devices.siteId} = ${q.siteId})`);
  if (q.deviceCode) {
    out.push(
      sql`${t.deviceId} in (select ${devices.id} from ${devices} where ${devices.deviceCode} ilike ${containsPattern(q.deviceCode)})`,
    );
  }
  return out;
}

/**
 * The names a row of an alarm list shows beside its own columns: the device's code and name, its
 * point, and the customer its organisation belongs to (itself when it is one). Selected with the
 * rows in one statement, joined by `joinNames`.
 */
export function nameFields(orgId: AnyColumn) {
  return {
    deviceCode: sql<string | null>`${devices.deviceCode}`,
    deviceName: sql<string | null>`${devices.name}`,
    siteName: sql<string | null>`${sites.name}`,
    customerName: sql<string | null>`(select owner.name from ${orgs} owner, ${orgs} own
      where own.id = ${orgId} and owner.id = any(string_to_array(trim(both '/' from own.path), '/')::int[]) and owner.kind = 'customer'
      order by length(owner.path) desc limit 1)`,
  };
}

/** The conditions of the joins `nameFields` reads (left joins of `devices` and `sites`): the row's device and its point. */
export function nameJoins(deviceId: AnyColumn) {
  return { device: sql`${devices.id} = ${deviceId}`, site: sql`${sites.id} = ${devices.siteId}` };
}

/** Whole seconds from `from` to `to` (or now). */
export const secondsBetween = (from: Date, to: Date | null, now = new Date()): number =>
  Math.max(0, Math.round(((to ?? now).getTime() - from.getTime()) / 1000));

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The caller's name as handling records store it. */
export const handlerName = (auth: AuthContext): string => auth.employeeName || auth.username;
