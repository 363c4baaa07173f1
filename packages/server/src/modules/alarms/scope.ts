import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { containsPattern } from '../../platform/sql/like.js';
import { type MachineRowColumns, devices } from '../devices/index.js';

/** The filters every alarm list has: customer (and below), point, part of the device code. */
export function deviceFilters(
  t: MachineRowColumns,
  q: { orgId?: number | undefined; siteId?: number | undefined; deviceCode?: string | undefined },
): SQL[] {
  const out: SQL[] = [];
  const customer = inOrgSubtree(t.orgId, q.orgId);
  if (customer) out.push(customer);
  if (q.siteId) out.push(sql`${t.deviceId} in (select ${devices.id} from ${devices} where ${devices.siteId} = ${q.siteId})`);
  if (q.deviceCode) {
    out.push(
      sql`${t.deviceId} in (select ${devices.id} from ${devices} where ${devices.deviceCode} ilike ${containsPattern(q.deviceCode)})`,
    );
  }
  return out;
}

/** Whole seconds from `from` to `to` (or now). */
export const secondsBetween = (from: Date, to: Date | null, now = new Date()): number =>
  Math.max(0, Math.round(((to ?? now).getTime() - from.getTime()) / 1000));

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/** The caller's name as handling records store it. */
export const handlerName = (auth: AuthContext): string => auth.employeeName || auth.username;
