import type { DeviceEventKind } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { deviceAlarms } from './schema.js';

/*
 * A device's faults and warnings as it raises and releases them. The commands write with the
 * handle they are given and open no transaction: the device's open counts change in the same one.
 */

/** One occurrence of a fault or warning on a device. */
export interface AlarmOccurrence {
  deviceId: number;
  orgId: number;
  /** The device's id of this occurrence. */
  eventId: string;
  kind: DeviceEventKind;
  code: string;
  level: number;
  message: string | null;
}

/** Stores a raised alarm; raising the same occurrence twice stores it once. Answers whether it was stored now. */
export async function raiseAlarm(tx: Database, alarm: AlarmOccurrence, at: Date): Promise<boolean> {
  const inserted = await tx
    .insert(deviceAlarms)
    .values({ ...alarm, state: 0, raisedAt: at })
    .onConflictDoNothing()
    .returning({ id: deviceAlarms.id });
  return inserted.length > 0;
}

/** Releases the open alarm of an occurrence; answers its kind, or null when none was open. */
export async function releaseAlarm(tx: Database, deviceId: number, eventId: string, at: Date): Promise<DeviceEventKind | null> {
  const released = await tx
    .update(deviceAlarms)
    .set({ state: 1, releasedAt: at })
    .where(and(eq(deviceAlarms.deviceId, deviceId), eq(deviceAlarms.eventId, eventId), eq(deviceAlarms.state, 0)))
    .returning({ kind: deviceAlarms.kind });
  if (released.length === 0) return null;
  return released[0]!.kind === 'fault' ? 'fault' : 'warning';
}

/** Stores an occurrence released before it was ever stored as raised, and released at once; one already stored stays as it is. */
export async function recordReleasedAlarm(tx: Database, alarm: AlarmOccurrence, at: Date): Promise<void> {
  await tx
    .insert(deviceAlarms)
    .values({ ...alarm, state: 1, raisedAt: at, releasedAt: at })
    .onConflictDoNothing();
}
