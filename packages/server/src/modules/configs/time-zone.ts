import { PLATFORM_DEFAULTS, PLATFORM_KEYS, isIanaTimeZone } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import { configValue } from './service.js';

/** The parameter holding the business time zone (days of sales, roll-ups, "today"): a platform setting. */
export const TIME_ZONE_KEY = PLATFORM_KEYS.timeZone;
export const DEFAULT_TIME_ZONE = PLATFORM_DEFAULTS.timeZone;

/** A stored value as the business time zone: itself when it is a valid IANA name, else the default. */
export function timeZoneOrDefault(value: string | null | undefined): string {
  return value && isIanaTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** The business time zone: the platform setting when valid, else Asia/Shanghai. */
export async function businessTimeZone(db: Database): Promise<string> {
  return timeZoneOrDefault(await configValue(db, TIME_ZONE_KEY));
}
