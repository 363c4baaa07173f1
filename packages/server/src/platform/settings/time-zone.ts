import { PLATFORM_DEFAULTS, PLATFORM_KEYS, isIanaTimeZone } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sysConfigs } from './schema.js';

/** The parameter holding the business time zone (days of sales, roll-ups, "today", job schedules). */
export const TIME_ZONE_KEY = PLATFORM_KEYS.timeZone;
export const DEFAULT_TIME_ZONE = PLATFORM_DEFAULTS.timeZone;

/** A stored value as the business time zone: itself when it is a valid IANA name, else the default. */
export function timeZoneOrDefault(value: string | null | undefined): string {
  return value && isIanaTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/**
 * The business time zone: the platform setting when valid, else Asia/Shanghai. Read fresh from
 * the parameters table, because another server process may have changed it.
 */
export async function businessTimeZone(db: Database): Promise<string> {
  const [row] = await db.select({ v: sysConfigs.configValue }).from(sysConfigs).where(eq(sysConfigs.configKey, TIME_ZONE_KEY));
  return timeZoneOrDefault(row?.v);
}
