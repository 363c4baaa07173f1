import type { Database } from '../../platform/db/database.js';
import { configValue } from './service.js';

/** The parameter holding the business time zone (days of sales, roll-ups, "today"). */
export const TIME_ZONE_KEY = 'sys.platform.timeZone';
export const DEFAULT_TIME_ZONE = 'Asia/Shanghai';

export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** The business time zone: the platform setting when valid, else Asia/Shanghai. */
export async function businessTimeZone(db: Database): Promise<string> {
  const value = await configValue(db, TIME_ZONE_KEY);
  return value && isTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}
