import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { orgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { containsPattern } from '../../platform/sql/like.js';
import { devices, deviceVisibility, withDeviceScope } from '../devices/index.js';

/** The rows of machines the caller sees now (the network log keeps no organisation of its own). */
export async function ofVisibleMachines(db: Database, auth: AuthContext, deviceId: AnyColumn): Promise<SQL> {
  const viewer = await withDeviceScope(db, auth);
  return sql`${deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(viewer)})`;
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
