import {
  type CommandType,
  type ContainerRow,
  type ContainerSave,
  type DeviceCommandView,
  type DeviceParams,
  type DeviceSettingView,
  type MaxStockSave,
  type ParamsView,
  DEVICE_PARAM_KEYS,
  Status,
  settingCommandParams,
} from '@vr/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { CommandRecord, DeviceLink } from '../../platform/mqtt/device-link.js';
import { deviceCommands } from '../device-commands/index.js';
import { type ContainerSettings, deviceContainers, devices, deviceVisibility, updateContainerSettings } from '../devices/index.js';
import { publishContainerChange, publishSettingChange } from './changes.js';
import { deviceSettings } from './schema.js';
import { isoTime } from '../../platform/http/iso.js';

export type SettingKind = 'clean' | 'localPassword' | 'cupLimit' | 'params';

export interface DeviceRef {
  id: number;
  deviceCode: string;
  orgId: number;
  online: boolean;
}

/** The device if the caller may see it; 404 otherwise (unknown and out of scope look the same). */
export async function visibleDevice(db: Database, auth: AuthContext, deviceId: number): Promise<DeviceRef> {
  const [row] = await db
    .select({ id: devices.id, deviceCode: devices.deviceCode, orgId: devices.orgId, online: devices.online })
    .from(devices)
    .where(and(eq(devices.id, deviceId), deviceVisibility(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  return { ...row, online: row.online === 1 };
}

export function commandView(record: CommandRecord): DeviceCommandView {
  return {
    id: record.id,
    deviceId: record.deviceId,
    type: record.type,
    status: record.status,
    result: record.result,
    error: record.error,
    deadline: record.deadline,
    sentByName: record.sentByName,
    createdAt: record.createdAt,
    completedAt: record.completedAt,
  };
}

/** One command of the log, read where the device link keeps it. */
export async function loadCommand(db: Database, id: string | null): Promise<DeviceCommandView | null> {
  if (!id) return null;
  const [row] = await db.select().from(deviceCommands).where(eq(deviceCommands.id, id)).limit(1);
  if (!row) return null;
  return {
    id: row.id,
    deviceId: row.deviceId,
    type: row.type,
    status: row.status as DeviceCommandView['status'],
    result: row.result ?? null,
    error: row.error ?? null,
    deadline: isoTime(row.deadline),
    sentByName: row.sentByName ?? null,
    createdAt: isoTime(row.createdAt),
    completedAt: isoTime(row.completedAt),
  };
}

/** Sends a command through the device link (refused at once when the device is offline). */
export async function sendCommand(
  link: DeviceLink,
  auth: AuthContext,
  device: DeviceRef,
  type: CommandType,
  params: Record<string, unknown>,
): Promise<CommandRecord> {
  return link.send({ deviceId: device.id, type, params, sender: { userId: auth.userId, username: auth.username } });
}

async function settingRow(db: Database, deviceId: number, kind: SettingKind) {
  const [row] = await db
    .select()
    .from(deviceSettings)
    .where(and(eq(deviceSettings.deviceId, deviceId), eq(deviceSettings.kind, kind)))
    .limit(1);
  return row;
}

/** The stored setting of a kind with the state of the command that carried it. */
export async function settingView<T>(db: Database, device: DeviceRef, kind: SettingKind): Promise<DeviceSettingView<T>> {
  const row = await settingRow(db, device.id, kind);
  return {
    deviceId: device.id,
    deviceCode: device.deviceCode,
    online: device.online,
    value: (row?.value as T | undefined) ?? null,
    updatedAt: isoTime(row?.updatedAt),
    updatedByName: row?.updatedByName ?? null,
    command: await loadCommand(db, row?.commandId ?? null),
  };
}

/** Who set a setting: the account's id and user name. */
export interface SettingSetter {
  userId: number;
  username: string;
}

/** Writes what was sent as the kind's stored setting; answers the value stored before (null: none). */
export async function writeSetting(
  db: Database,
  by: SettingSetter,
  deviceId: number,
  kind: SettingKind,
  value: Record<string, unknown>,
  commandId: string,
): Promise<Record<string, unknown> | null> {
  const old = await settingRow(db, deviceId, kind);
  const now = new Date();
  const set = { value, commandId, updatedBy: by.userId, updatedByName: by.username.slice(0, 50), updatedAt: now };
  await db
    .insert(deviceSettings)
    .values({ deviceId, kind, ...set })
    .onConflictDoUpdate({ target: [deviceSettings.deviceId, deviceSettings.kind], set });
  return (old?.value as Record<string, unknown> | undefined) ?? null;
}

/** Stores what was sent (after the device link accepted the command) and tells what changed. */
export async function storeSetting(
  db: Database,
  auth: AuthContext,
  deviceId: number,
  kind: SettingKind,
  value: Record<string, unknown>,
  commandId: string,
): Promise<void> {
  const old = await writeSetting(db, auth, deviceId, kind, value, commandId);
  await publishSettingChange(db, auth, deviceId, kind, old, value);
}

/**
 * Validates, sends and stores one setting: the command goes first, so a refused command (device
 * offline) changes nothing; the answer is the setting with its pending command.
 */
export async function saveSetting<T extends Record<string, unknown>>(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  deviceId: number,
  kind: SettingKind,
  type: CommandType,
  value: T,
  /** What the machine gets (settingCommandParams); the value itself when absent. */
  params: Record<string, unknown> = value,
): Promise<DeviceSettingView<T>> {
  const device = await visibleDevice(db, auth, deviceId);
  const record = await sendCommand(link, auth, device, type, params);
  await storeSetting(db, auth, device.id, kind, value, record.id);
  return { ...(await settingView<T>(db, device, kind)), command: commandView(record) };
}

// ---------------------------------------------------------------- parameters

export const pickParams = (source: Record<string, unknown> | null | undefined): DeviceParams | null => {
  if (!source) return null;
  const out: Record<string, unknown> = {};
  for (const key of DEVICE_PARAM_KEYS) if (source[key] !== undefined) out[key] = source[key];
  return out as DeviceParams;
};

export async function paramsView(db: Database, device: DeviceRef): Promise<ParamsView> {
  const base = await settingView<DeviceParams>(db, device, 'params');
  const row = await settingRow(db, device.id, 'params');
  return { ...base, reported: pickParams(row?.reported), reportedAt: isoTime(row?.reportedAt) };
}

/** Starts a read of the machine's parameters; the answer carries the pending command. */
export async function startParamsRead(db: Database, link: DeviceLink, auth: AuthContext, deviceId: number) {
  const device = await visibleDevice(db, auth, deviceId);
  const record = await sendCommand(link, auth, device, 'readParams', {});
  const set = { readCommandId: record.id };
  await db
    .insert(deviceSettings)
    .values({ deviceId: device.id, kind: 'params', ...set })
    .onConflictDoUpdate({ target: [deviceSettings.deviceId, deviceSettings.kind], set });
  return { ...(await paramsView(db, device)), command: commandView(record) };
}

/**
 * The outcome of a read: while pending "reading in progress", on success the parameters (kept as
 * the last reported values), on failure "read failed", after the deadline "read timeout".
 */
export async function paramsReadResult(db: Database, auth: AuthContext, deviceId: number, commandId: string) {
  const device = await visibleDevice(db, auth, deviceId);
  const command = await loadCommand(db, commandId);
  if (!command || command.deviceId !== device.id || command.type !== 'readParams') {
    throw AppError.field('commandId', 'deviceCommandUnknown');
  }
  if (command.status === 'succeeded' && command.result) {
    const reported = pickParams(command.result) ?? {};
    const completed = command.completedAt ? new Date(command.completedAt) : new Date();
    // Keep the newest read only (a slow older read never overwrites a newer one).
    await db
      .insert(deviceSettings)
      .values({ deviceId: device.id, kind: 'params', reported, reportedAt: completed })
      .onConflictDoUpdate({
        target: [deviceSettings.deviceId, deviceSettings.kind],
        set: { reported, reportedAt: completed },
        setWhere: sql`${deviceSettings.reportedAt} is null or ${deviceSettings.reportedAt} <= ${completed.toISOString()}`,
      });
  }
  return { view: { ...(await paramsView(db, device)), command }, status: command.status };
}

export const READ_STATUS: Record<
  DeviceCommandView['status'],
  { status: number; key: 'readingInProgress' | 'readFailed' | 'readTimeout' | null }
> = {
  pending: { status: Status.WARNING, key: 'readingInProgress' },
  succeeded: { status: Status.SUCCESS, key: null },
  failed: { status: Status.BAD_REQUEST, key: 'readFailed' },
  timed_out: { status: Status.BAD_REQUEST, key: 'readTimeout' },
};

// ---------------------------------------------------------------- containers

function materialState(level: number | null, warn: number | null, alarm: number | null): 0 | 1 | 2 {
  if (level == null) return 0;
  if (alarm != null && level <= alarm) return 2;
  if (warn != null && level <= warn) return 1;
  return 0;
}

export async function containerRows(db: Database, deviceId: number): Promise<ContainerRow[]> {
  const rows = await db.select().from(deviceContainers).where(eq(deviceContainers.deviceId, deviceId)).orderBy(asc(deviceContainers.no));
  return rows.map((r) => ({
    containerNo: r.no,
    materialCode: r.materialCode,
    capacity: r.capacity,
    level: r.level ?? null,
    warnValue: r.warnValue ?? null,
    alarmValue: r.alarmValue ?? null,
    maxStock: r.maxStock ?? null,
    materialState: materialState(r.level ?? null, r.warnValue ?? null, r.alarmValue ?? null),
  }));
}

/** The device, if the caller may see it, and its containers by number; a number it lacks is refused by field. */
async function deviceContainersOf(
  db: Database,
  auth: AuthContext,
  input: { deviceId: number; containers: Array<{ containerNo: number }> },
) {
  const device = await visibleDevice(db, auth, input.deviceId);
  const current = new Map((await containerRows(db, device.id)).map((c) => [c.containerNo, c]));
  input.containers.forEach(({ containerNo: no }, i) => {
    if (!current.has(no)) throw AppError.field(`containers.${i}.containerNo`, 'deviceContainerUnknown', { no });
  });
  return { device, current };
}

/**
 * Writes the containers' settings the command carried, tells the areas that hear of it what
 * changed, and answers the containers with the command.
 */
async function storeContainerSettings(
  db: Database,
  auth: AuthContext,
  device: DeviceRef,
  record: CommandRecord,
  change: { setting: 'containers' | 'maxStock'; current: ReadonlyMap<number, ContainerRow> },
  settings: ContainerSettings[],
) {
  await db.transaction((tx) => updateContainerSettings(tx, device.id, settings));
  await publishContainerChange(db, auth, device.id, change.setting, change.current, settings);
  return { containers: await containerRows(db, device.id), command: commandView(record) };
}

/** Containers' warning/alarm values (and max stock): sent, then written to dev_device_container. */
export async function saveContainers(db: Database, link: DeviceLink, auth: AuthContext, input: ContainerSave) {
  const { device, current } = await deviceContainersOf(db, auth, input);
  const next = input.containers.map((c) => {
    const row = current.get(c.containerNo)!;
    return {
      ...row,
      warnValue: c.warnValue ?? null,
      alarmValue: c.alarmValue ?? null,
      maxStock: c.maxStock === undefined ? row.maxStock : c.maxStock,
    };
  });
  const record = await sendCommand(link, auth, device, 'setContainers', settingCommandParams.setContainers(next));
  return storeContainerSettings(
    db,
    auth,
    device,
    record,
    { setting: 'containers', current },
    input.containers.map((c) => ({
      no: c.containerNo,
      warnValue: c.warnValue ?? null,
      alarmValue: c.alarmValue ?? null,
      maxStock: c.maxStock,
    })),
  );
}

export async function saveMaxStock(db: Database, link: DeviceLink, auth: AuthContext, input: MaxStockSave) {
  const { device, current } = await deviceContainersOf(db, auth, input);
  const record = await sendCommand(link, auth, device, 'setMaxStock', settingCommandParams.setMaxStock(input));
  return storeContainerSettings(
    db,
    auth,
    device,
    record,
    { setting: 'maxStock', current },
    input.containers.map((c) => ({ no: c.containerNo, maxStock: c.maxStock })),
  );
}
