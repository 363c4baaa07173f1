import type { Hello, Telemetry } from '@vr/contracts';
import { type SQL, and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { publish } from '../../platform/wiring/index.js';
import { deviceSoftwareChanged } from './changes.js';
import { deviceContainers, devices } from './schema.js';

/*
 * What a machine reports of itself: firmware, capacity and heartbeat period, containers,
 * temperatures and levels, whether a lock took effect. The commands write with the handle they are
 * given and open no transaction: the gateway decides what is written together.
 */

/**
 * hello: firmware versions, capacity, heartbeat period and the connection it opens. Versions other
 * than those stored are published (`tx` must be a unit of work's, `inTransaction`).
 */
export async function storeHello(tx: Database, deviceId: number, hello: Hello): Promise<void> {
  const [before] = await tx
    .select({ app: devices.appVersion, mainboard: devices.mainboardVersion, dtu: devices.dtuVersion })
    .from(devices)
    .where(eq(devices.id, deviceId))
    .for('update');
  const after = { app: hello.firmware.app, mainboard: hello.firmware.mainboard, dtu: hello.firmware.dtu };
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
  if (before && (before.app !== after.app || before.mainboard !== after.mainboard || before.dtu !== after.dtu)) {
    await publish(tx, deviceSoftwareChanged, { deviceId, before, after, at: new Date().toISOString() });
  }
}

/** Adds the containers a machine reports that the back-office does not know yet; known ones stay as they are. */
export async function addReportedContainers(tx: Database, deviceId: number, containers: Hello['containers']): Promise<void> {
  if (containers.length === 0) return;
  await tx
    .insert(deviceContainers)
    .values(containers.map((c) => ({ deviceId, no: c.no, materialCode: c.material, capacity: c.capacity })))
    .onConflictDoNothing();
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
 * The latest telemetry of many devices, a statement each: temperatures and water source, the
 * containers' levels, then the material state recomputed from the containers. Answers the devices
 * whose material state changed.
 */
export async function storeTelemetry(tx: Database, rows: TelemetryRow[]): Promise<Array<{ id: number; materialState: number }>> {
  const deviceJson = JSON.stringify(
    rows.map((r) => ({ id: r.deviceId, temperatures: r.telemetry.temperatures, water: r.telemetry.water?.source ?? null })),
  );
  const levelJson = JSON.stringify(
    rows.flatMap((r) => r.telemetry.materials.map((m) => ({ device_id: r.deviceId, no: m.no, level: m.level }))),
  );
  await tx.execute(sql`
      update ${devices} d set temperatures = v.temperatures, water_source = coalesce(v.water, d.water_source)
      from jsonb_to_recordset(${deviceJson}::jsonb) as v(id integer, temperatures jsonb, water varchar)
      where d.id = v.id`);
  await tx.execute(sql`
      update ${deviceContainers} c set level = v.level, updated_at = now()
      from jsonb_to_recordset(${levelJson}::jsonb) as v(device_id integer, no smallint, level numeric)
      where c.device_id = v.device_id and c.no = v.no`);
  const changed = await updateMaterialState(tx, sql`(select (x.id) from jsonb_to_recordset(${deviceJson}::jsonb) as x(id integer))`);
  return rowsOf<{ id: number; material_state: number }>(changed).map((r) => ({
    id: Number(r.id),
    materialState: Number(r.material_state),
  }));
}

/** The machine confirmed a lock: the back-office shows it locked (status 2). */
export async function markDeviceLocked(db: Database, deviceId: number): Promise<void> {
  await db.update(devices).set({ status: 2 }).where(eq(devices.id, deviceId));
}

/** The machine confirmed an unlock: a locked device is back in service (status 0); a disabled one stays disabled. */
export async function markDeviceUnlocked(db: Database, deviceId: number): Promise<void> {
  await db
    .update(devices)
    .set({ status: 0 })
    .where(and(eq(devices.id, deviceId), eq(devices.status, 2)));
}
