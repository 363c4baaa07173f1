import { type ChangedBy, changedBy } from '../devices/index.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { defineEvent, publish } from '../../platform/wiring/index.js';
import type { SettingKind } from './service.js';

/** A machine's setting was sent and stored with other values: the fields that changed, before and after. */
export interface DeviceSettingChanged {
  deviceId: number;
  setting: SettingKind;
  by: ChangedBy;
  before: Record<string, string | null>;
  after: Record<string, string | null>;
}

/** Published after the commit that stored the setting. */
export const deviceSettingChanged = defineEvent<DeviceSettingChanged>('device-settings.changed');

/** Settings whose values are secrets: the change is told, the values never. */
const SECRET: ReadonlySet<SettingKind> = new Set(['localPassword']);
const MASK = '******';
const MAX_VALUE = 100;

const shown = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE - 1)}…` : text;
};

/** Publishes the fields of a setting whose values differ from those stored before; nothing when none does. */
export async function publishSettingChange(
  db: Database,
  auth: AuthContext,
  deviceId: number,
  setting: SettingKind,
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
