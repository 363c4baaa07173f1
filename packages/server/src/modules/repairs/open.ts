import { REPAIR_FAULT_LEVEL } from '@vr/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { AlarmNotice } from '../alarms/index.js';
import { devices } from '../devices/index.js';
import { routes, sites } from '../points/index.js';
import { repairs } from './schema.js';

/** A fault of level 2 that the machine itself raised: the alarms that need a repair. */
export const needsRepair = (n: AlarmNotice): boolean => n.source === 'alarm' && n.kind === 'fault' && n.level === REPAIR_FAULT_LEVEL;

/**
 * The maintenance account of the device's route (the route of its point when the device names
 * none); null when there is no route or the route has no account.
 */
export async function maintainerOf(db: Database, deviceId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: routes.userId })
    .from(devices)
    .leftJoin(sites, eq(sites.id, devices.siteId))
    .innerJoin(routes, eq(routes.id, sql`coalesce(${devices.routeId}, ${sites.routeId})`))
    .where(eq(devices.id, deviceId))
    .limit(1);
  return row?.userId ?? null;
}

/** Opens the pending repair record of a level-2 fault; hearing the same occurrence again opens none. */
export async function openRepair(db: Database, n: AlarmNotice): Promise<void> {
  if (!needsRepair(n)) return;
  await db
    .insert(repairs)
    .values({
      orgId: n.orgId,
      deviceId: n.deviceId,
      alarmId: n.id,
      faultCode: n.code.slice(0, 32),
      faultLevel: n.level,
      faultMessage: n.message?.slice(0, 200) ?? null,
      raisedAt: new Date(n.at),
      state: 'pending',
      assigneeId: await maintainerOf(db, n.deviceId),
    })
    .onConflictDoNothing();
}

/** Notes on its record that the machine released the fault; the record's state stays as it is. */
export async function noteReleased(db: Database, n: AlarmNotice): Promise<void> {
  if (!needsRepair(n)) return;
  await db
    .update(repairs)
    .set({ releasedAt: new Date(n.at) })
    .where(and(eq(repairs.deviceId, n.deviceId), eq(repairs.alarmId, n.id), isNull(repairs.releasedAt)));
}
