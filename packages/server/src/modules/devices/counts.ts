import { type DeviceCounts, type DeviceFilter, deviceFilterSchema } from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { rowsOf } from '../../platform/db/rows.js';
import { deviceGrants, devices, orgDeviceCounts } from './schema.js';
import { type DeviceViewer, seesSelectedDevicesOnly } from './scope.js';
import { deviceListWhere } from './service.js';

/** How many of a set of devices are online, have open faults or warnings, or run low on material. */
export interface DeviceCounters {
  total: number;
  online: number;
  fault: number;
  warning: number;
  lowMaterial: number;
}

interface CounterRow {
  total: number | string | null;
  online: number | string | null;
  fault: number | string | null;
  warning: number | string | null;
  low_material: number | string | null;
}

const counters = (r: CounterRow | undefined): DeviceCounters => ({
  total: Number(r?.total ?? 0),
  online: Number(r?.online ?? 0),
  fault: Number(r?.fault ?? 0),
  warning: Number(r?.warning ?? 0),
  lowMaterial: Number(r?.low_material ?? 0),
});

/**
 * The counters of every device the viewer sees, in one query: the sum of the live per-organisation
 * rows (dev_device_counts) of the organisations in the viewer's data scope, or, for a "selected
 * devices" account, a count of its granted devices (the branch not taken is skipped by the planner).
 */
export async function visibleDeviceCounters(db: Database, viewer: DeviceViewer): Promise<DeviceCounters> {
  const c = orgDeviceCounts;
  const selected = seesSelectedDevicesOnly(viewer);
  const orgScope = scopeCondition(viewer, { org: c.orgId }) ?? sql`true`;
  const deviceScope = scopeCondition(viewer, { org: devices.orgId }) ?? sql`true`;
  const result = await db.execute(sql`
    select sum(total) as total, sum(online) as online, sum(fault) as fault, sum(warning) as warning,
           sum(low_material) as low_material
      from (
        select ${c.total} as total, ${c.online} as online, ${c.fault} as fault, ${c.warning} as warning,
               ${c.lowMaterial} as low_material
          from ${c}
         where not ${selected} and ${orgScope}
        union all
        select 1, (${devices.online} = 1)::int, (${devices.faultCount} > 0)::int, (${devices.warningCount} > 0)::int,
               (${devices.materialState} > 0)::int
          from ${devices}
          join ${deviceGrants} on ${deviceGrants.deviceId} = ${devices.id} and ${deviceGrants.userId} = ${viewer.userId}
         where ${selected} and ${deviceScope}
      ) counted`);
  return counters(rowsOf<CounterRow>(result)[0]);
}

/** The counters of the devices matching `where`, counted row by row (filtered lists hit their indexes). */
async function countedDeviceCounters(db: Database, where: SQL | undefined): Promise<DeviceCounters> {
  const n = (cond: SQL) => sql<number>`count(*) filter (where ${cond})`;
  const [r] = await db
    .select({
      total: sql<number>`count(*)`,
      online: n(sql`${devices.online} = 1`),
      fault: n(sql`${devices.faultCount} > 0`),
      warning: n(sql`${devices.warningCount} > 0`),
      low_material: n(sql`${devices.materialState} > 0`),
    })
    .from(devices)
    .where(where);
  return counters(r);
}

const FILTER_KEYS = Object.keys(deviceFilterSchema.shape) as Array<keyof DeviceFilter>;

/** Whether any device filter is set (an empty text filter is none, as in the list); paging keys are not filters. */
export const filtered = (query: DeviceFilter): boolean => FILTER_KEYS.some((k) => query[k] !== undefined && query[k] !== '');

/** Online, offline, fault, warning and low-material counts of the filtered devices, with their shares. */
export async function deviceCounts(db: Database, auth: AuthContext, filter: DeviceFilter): Promise<DeviceCounts> {
  const c = filtered(filter) ? await countedDeviceCounters(db, deviceListWhere(auth, filter)) : await visibleDeviceCounters(db, auth);
  const offline = c.total - c.online;
  const pct = (v: number) => (c.total ? Math.round((v / c.total) * 1000) / 10 : 0);
  return {
    ...c,
    offline,
    onlinePercent: pct(c.online),
    offlinePercent: pct(offline),
    faultPercent: pct(c.fault),
    warningPercent: pct(c.warning),
    lowMaterialPercent: pct(c.lowMaterial),
  };
}
