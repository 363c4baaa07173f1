import type { DeviceEvent, Hello, Telemetry } from '@vr/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { deviceAlarms } from '../alarms/index.js';
import { deviceContainers, devices } from '../devices/index.js';

/** hello: firmware versions, capacity, heartbeat period; containers the back-office does not know yet. */
export async function applyHello(db: Database, deviceId: number, hello: Hello): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(devices)
      .set({
        appVersion: hello.firmware.app,
        mainboardVersion: hello.firmware.mainboard,
        dtuVersion: hello.firmware.dtu,
        capacity: hello.capacity,
        heartbeatSeconds: hello.heartbeatSeconds,
        connectionTs: hello.ts,
      })
      .where(eq(devices.id, deviceId));
    if (hello.containers.length > 0) {
      await tx
        .insert(deviceContainers)
        .values(hello.containers.map((c) => ({ deviceId, no: c.no, materialCode: c.material, capacity: c.capacity })))
        .onConflictDoNothing();
    }
  });
}

/**
 * Recomputes the material state of the devices `ids` (an SQL list or subquery) from their
 * containers' warning and alarm values (1 low: a level under its warning value; 2 out: at or
 * under its alarm value); answers the changed rows.
 */
function updateMaterialState(db: Database, ids: SQL) {
  return db.execute(sql`
      update ${devices} d set material_state = s.state
      from (
        select c.device_id, max(case
          when c.level is null then 0
          when c.alarm_value is not null and c.level <= c.alarm_value then 2
          when c.warn_value is not null and c.level < c.warn_value then 1
          else 0 end) as state
        from ${deviceContainers} c
        where c.device_id in ${ids}
        group by c.device_id
      ) s
      where d.id = s.device_id and d.material_state <> s.state
      returning d.id, d.material_state`);
}

/** The material state of the given devices recomputed from their containers, as telemetry does. */
export async function refreshMaterialState(db: Database, deviceIds: number[]): Promise<void> {
  if (deviceIds.length === 0) return;
  await updateMaterialState(
    db,
    sql`(${sql.join(
      deviceIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
}

export interface TelemetryRow {
  deviceId: number;
  telemetry: Telemetry;
}

/**
 * The latest telemetry of many devices in one transaction: temperatures and water source, the
 * containers' levels, then the material state recomputed from the containers. Answers the
 * devices whose material state changed.
 */
export async function flushTelemetry(db: Database, rows: TelemetryRow[]): Promise<Array<{ id: number; materialState: number }>> {
  if (rows.length === 0) return [];
  const deviceJson = JSON.stringify(
    rows.map((r) => ({ id: r.deviceId, temperatures: r.telemetry.temperatures, water: r.telemetry.water?.source ?? null })),
  );
  const levelJson = JSON.stringify(
    rows.flatMap((r) => r.telemetry.materials.map((m) => ({ device_id: r.deviceId, no: m.no, level: m.level }))),
  );
  return db.transaction(async (tx) => {
    await tx.execute(sql`
      update ${devices} d set temperatures = v.temperatures, water_source = coalesce(v.water, d.water_source)
      from jsonb_to_recordset(${deviceJson}::jsonb) as v(id integer, temperatures jsonb, water varchar)
      where d.id = v.id`);
    await tx.execute(sql`
      update ${deviceContainers} c set level = v.level, updated_at = now()
      from jsonb_to_recordset(${levelJson}::jsonb) as v(device_id integer, no smallint, level numeric)
      where c.device_id = v.device_id and c.no = v.no`);
    const changed = await updateMaterialState(
      tx as unknown as Database,
      sql`(select (x.id) from jsonb_to_recordset(${deviceJson}::jsonb) as x(id integer))`,
    );
    return rowsOf<{ id: number; material_state: number }>(changed).map((r) => ({
      id: Number(r.id),
      materialState: Number(r.material_state),
    }));
  });
}

/**
 * A fault or warning raised or released (not released → released). Raising the same
 * event twice stores it once; releasing an event never raised stores it as raised and released.
 * Keeps the device's open fault and warning counts.
 */
export async function applyEvent(db: Database, device: { id: number; orgId: number }, event: DeviceEvent, receivedAt: Date): Promise<void> {
  const at = new Date(Math.min(event.ts, receivedAt.getTime() + 60_000));
  const counter = event.kind === 'fault' ? devices.faultCount : devices.warningCount;
  const counterKey = event.kind === 'fault' ? 'faultCount' : 'warningCount';
  await db.transaction(async (tx) => {
    if (event.state === 'raised') {
      const inserted = await tx
        .insert(deviceAlarms)
        .values({
          deviceId: device.id,
          orgId: device.orgId,
          eventId: event.eventId,
          kind: event.kind,
          code: event.code,
          level: event.level,
          message: event.message ?? null,
          state: 0,
          raisedAt: at,
        })
        .onConflictDoNothing()
        .returning({ id: deviceAlarms.id });
      if (inserted.length > 0) {
        await tx
          .update(devices)
          .set({ [counterKey]: sql`${counter} + 1` })
          .where(eq(devices.id, device.id));
      }
      return;
    }
    const released = await tx
      .update(deviceAlarms)
      .set({ state: 1, releasedAt: at })
      .where(and(eq(deviceAlarms.deviceId, device.id), eq(deviceAlarms.eventId, event.eventId), eq(deviceAlarms.state, 0)))
      .returning({ kind: deviceAlarms.kind });
    if (released.length > 0) {
      const key = released[0]!.kind === 'fault' ? 'faultCount' : 'warningCount';
      const col = released[0]!.kind === 'fault' ? devices.faultCount : devices.warningCount;
      await tx
        .update(devices)
        .set({ [key]: sql`greatest(${col} - 1, 0)` })
        .where(eq(devices.id, device.id));
      return;
    }
    await tx
      .insert(deviceAlarms)
      .values({
        deviceId: device.id,
        orgId: device.orgId,
        eventId: event.eventId,
        kind: event.kind,
        code: event.code,
        level: event.level,
        message: event.message ?? null,
        state: 1,
        raisedAt: at,
        releasedAt: at,
      })
      .onConflictDoNothing();
  });
}
