import { type ChangedBy, type ContainerSettings, changedBy } from '../devices/index.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { defineEvent, publish } from '../../platform/wiring/index.js';
import type { SettingKind } from './service.js';

/** What a change names: a stored setting, or the containers' levels or most cups (kept on the containers). */
export type ChangedSetting = SettingKind | 'containers' | 'maxStock' | 'paramCopy';

/** A machine's setting was sent and stored with other values: the fields that changed, before and after. */
export interface DeviceSettingChanged {
  deviceId: number;
  setting: ChangedSetting;
  by: ChangedBy;
  before: Record<string, string | null>;
  after: Record<string, string | null>;
  /** A parameter copy: the code of the machine copied from. */
  source?: string;
}

/** Published after the commit that stored the setting. */
export const deviceSettingChanged = defineEvent<DeviceSettingChanged>('device-settings.changed');

/** Settings whose values are secrets: the change is told, the values never. */
const SECRET: ReadonlySet<ChangedSetting> = new Set(['localPassword']);
const MASK = '******';
const MAX_VALUE = 100;

export const shown = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

/** Publishes the fields of a setting whose values differ from those stored before; nothing when none does. */
export async function publishSettingChange(
  db: Database,
  auth: AuthContext,
  deviceId: number,
  setting: ChangedSetting,
  old: Record<string, unknown> | null,
  value: Record<string, unknown>,
): Promise<void> {
  const before: Record<string, string | null> = {};
  const after: Record<string, string | null> = {};
  for (const key of new Set([...Object.keys(old ?? {}), ...Object.keys(value)])) {
    const was = shown(old?.[key]);
    const now = shown(value[key]);
    if (was === now) continue;
    before[key] = SECRET.has(setting) && was !== null ? MASK : was;
    after[key] = SECRET.has(setting) && now !== null ? MASK : now;
  }
  if (Object.keys(after).length === 0) return;
  await publish(db, deviceSettingChanged, { deviceId, setting, by: changedBy(auth), before, after });
}

/**
 * Publishes the containers' values that differ from those before, one change for the command
 * (a field left out is not changed): each field named `<field>.<container number>`.
 */
export async function publishContainerChange(
  db: Database,
  auth: AuthContext,
  deviceId: number,
  setting: 'containers' | 'maxStock',
  current: ReadonlyMap<number, Omit<ContainerSettings, 'no'>>,
  next: readonly ContainerSettings[],
): Promise<void> {
  const old: Record<string, unknown> = {};
  const value: Record<string, unknown> = {};
  for (const c of next) {
    const was = current.get(c.no);
    for (const field of ['warnValue', 'alarmValue', 'maxStock'] as const) {
      if (c[field] === undefined) continue;
      old[`${field}.${c.no}`] = was?.[field];
      value[`${field}.${c.no}`] = c[field];
    }
  }
  await publishSettingChange(db, auth, deviceId, setting, old, value);
}
