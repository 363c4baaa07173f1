import type { DeviceEventKind } from '@vr/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { devices } from './schema.js';

/*
 * A device's open fault and warning counts, kept by whoever stores its alarms, with the handle it
 * stores them with (one transaction for the alarm and its count).
 */

const counterOf = (kind: DeviceEventKind) =>
  kind === 'fault' ? { key: 'faultCount', column: devices.faultCount } : { key: 'warningCount', column: devices.warningCount };

/** An alarm of this kind was raised: one more open. */
export async function countAlarmRaised(tx: Database, deviceId: number, kind: DeviceEventKind): Promise<void> {
  const { key, column } = counterOf(kind);
  await tx
    .update(devices)
    .set({ [key]: sql`${column} + 1` })
    .where(eq(devices.id, deviceId));
}

/** An alarm of this kind was released: one fewer open, never below none. */
export async function countAlarmReleased(tx: Database, deviceId: number, kind: DeviceEventKind): Promise<void> {
  const { key, column } = counterOf(kind);
  await tx
    .update(devices)
    .set({ [key]: sql`greatest(${column} - 1, 0)` })
    .where(eq(devices.id, deviceId));
}
