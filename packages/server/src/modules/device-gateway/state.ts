import type { DeviceEvent, Hello } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { inTransaction } from '../../platform/wiring/index.js';
import { type AlarmOccurrence, raiseAlarm, recordReleasedAlarm, releaseAlarm } from '../alarms/index.js';
import {
  type TelemetryRow,
  addReportedContainers,
  countAlarmRaised,
  countAlarmReleased,
  storeHello,
  storeTelemetry,
} from '../devices/index.js';

/** hello: firmware versions, capacity, heartbeat period; containers the back-office does not know yet. */
export async function applyHello(db: Database, deviceId: number, hello: Hello): Promise<void> {
  await inTransaction(db, async (tx) => {
    await storeHello(tx, deviceId, hello);
    await addReportedContainers(tx, deviceId, hello.containers);
  });
}

/**
 * The latest telemetry of many devices in one transaction: temperatures and water source, the
 * containers' levels, then the material state recomputed from the containers. Answers the
 * devices whose material state changed.
 */
export async function flushTelemetry(db: Database, rows: TelemetryRow[]): Promise<Array<{ id: number; materialState: number }>> {
  if (rows.length === 0) return [];
  return db.transaction((tx) => storeTelemetry(tx, rows));
}

/**
 * A fault or warning raised or released (not released → released). Raising the same
 * event twice stores it once; releasing an event never raised stores it as raised and released.
 * Keeps the device's open fault and warning counts. The alarms area's events are heard after the commit.
 */
export async function applyEvent(db: Database, device: { id: number; orgId: number }, event: DeviceEvent, receivedAt: Date): Promise<void> {
  const at = new Date(Math.min(event.ts, receivedAt.getTime() + 60_000));
  const alarm: AlarmOccurrence = {
    deviceId: device.id,
    orgId: device.orgId,
    eventId: event.eventId,
    kind: event.kind,
    code: event.code,
    level: event.level,
    message: event.message ?? null,
  };
  await inTransaction(db, async (tx) => {
    if (event.state === 'raised') {
      if (await raiseAlarm(tx, alarm, at)) await countAlarmRaised(tx, device.id, event.kind);
      return;
    }
    const released = await releaseAlarm(tx, device.id, event.eventId, at);
    if (released) {
      await countAlarmReleased(tx, device.id, released);
      return;
    }
    await recordReleasedAlarm(tx, alarm, at);
  });
}
