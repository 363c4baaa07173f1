import type { DeviceEventKind } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { publish } from '../../platform/wiring/index.js';
import { type AlarmNotice, alarmRaised, alarmReleased } from './events.js';
import { deviceAlarms } from './schema.js';

/*
 * A device's faults and warnings as it raises and releases them. The commands write with the
 * handle they are given and open no transaction: the device's open counts change in the same one.
 * The handle must be a unit of work (`inTransaction`): raising and releasing publish an event that
 * the areas acting on alarms hear after the commit.
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
  if (inserted.length === 0) return false;
  await publish(tx, alarmRaised, noticeOf(inserted[0]!.id, alarm, at));
  return true;
}

/** Releases the open alarm of an occurrence; answers its kind, or null when none was open. */
export async function releaseAlarm(tx: Database, deviceId: number, eventId: string, at: Date): Promise<DeviceEventKind | null> {
  const released = await tx
    .update(deviceAlarms)
    .set({ state: 1, releasedAt: at })
    .where(and(eq(deviceAlarms.deviceId, deviceId), eq(deviceAlarms.eventId, eventId), eq(deviceAlarms.state, 0)))
    .returning({
      id: deviceAlarms.id,
      orgId: deviceAlarms.orgId,
      kind: deviceAlarms.kind,
      code: deviceAlarms.code,
      level: deviceAlarms.level,
      message: deviceAlarms.message,
    });
  if (released.length === 0) return null;
  const row = released[0]!;
  const kind: DeviceEventKind = row.kind === 'fault' ? 'fault' : 'warning';
  await publish(tx, alarmReleased, noticeOf(row.id, { ...row, deviceId, eventId, kind }, at));
  return kind;
}

/** Stores an occurrence released before it was ever stored as raised, and released at once; one already stored stays as it is. */
export async function recordReleasedAlarm(tx: Database, alarm: AlarmOccurrence, at: Date): Promise<void> {
  await tx
    .insert(deviceAlarms)
    .values({ ...alarm, state: 1, raisedAt: at, releasedAt: at })
    .onConflictDoNothing();
}

function noticeOf(id: number, alarm: AlarmOccurrence, at: Date): AlarmNotice {
  const { deviceId, orgId, kind, code, level, message } = alarm;
  return { source: 'alarm', id, deviceId, orgId, kind, code, level, message, at: at.toISOString() };
}
