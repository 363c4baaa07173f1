import { type AnyColumn, type SQL, inArray, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { containsPattern } from '../../platform/sql/like.js';
import { devices, deviceVisibility, withDeviceScope } from '../devices/index.js';

/** The rows of machines the caller sees now (the network log keeps no organisation of its own). */
export async function ofVisibleMachines(db: Database, auth: AuthContext, deviceId: AnyColumn): Promise<SQL> {
  const viewer = await withDeviceScope(db, auth);
  return sql`${deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(viewer)})`;
}

/**
 * Up to this many machines named by the keyword are looked up first and the log read by their
 * ids: the planner then reads each machine's own (machine, time) index instead of walking the
 * whole log by time for a machine or two.
 */
const FEW_MACHINES = 50;

/** The machine filters both logs have: part of its code or name, its customer (and below). */
export async function machineFilters(
  db: Database,
  deviceId: AnyColumn,
  q: { device?: string | undefined; orgId?: number | undefined },
): Promise<SQL[]> {
  const out: SQL[] = [];
  if (q.device) {
    const like = containsPattern(q.device);
    const named = sql`${devices.deviceCode} ilike ${like} or ${devices.name} ilike ${like}`;
    const few = await db
      .select({ id: devices.id })
      .from(devices)
      .where(named)
      .limit(FEW_MACHINES + 1);
    out.push(
      few.length <= FEW_MACHINES
        ? few.length
          ? inArray(
              deviceId,
              few.map((r) => r.id),
            )
          : sql`false`
        : sql`${deviceId} in (select ${devices.id} from ${devices} where ${named})`,
    );
  }
  if (q.orgId) {
    out.push(sql`${deviceId} in (select ${devices.id} from ${devices} where ${inOrgSubtree(devices.orgId, q.orgId)})`);
  }
  return out;
}
