import { PLATFORM_DEFAULTS, PLATFORM_KEYS, isIanaTimeZone } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { sessionOf } from '../db/prepared.js';
import { sysConfigs } from './schema.js';
import { calendarDay } from './calendar-day.js';

/** The parameter holding the business time zone (days of sales, roll-ups, "today", job schedules). */
export const TIME_ZONE_KEY = PLATFORM_KEYS.timeZone;
export const DEFAULT_TIME_ZONE = PLATFORM_DEFAULTS.timeZone;

/** A stored value as the business time zone: itself when it is a valid IANA name, else the default. */
export function timeZoneOrDefault(value: string | null | undefined): string {
  return value && isIanaTimeZone(value) ? value : DEFAULT_TIME_ZONE;
}

/** How long another process's change of the setting may go unseen here. */
export const TIME_ZONE_TTL_MS = 5_000;

const cached = new WeakMap<object, { value: string; until: number; generation: number }>();
let generation = 0;

/**
 * The business time zone: the platform setting when valid, else Asia/Shanghai. Kept a few
 * seconds per database session: a change made in this process is seen at once (its writer calls
 * `forgetBusinessTimeZone`), one made by another process within TIME_ZONE_TTL_MS.
 */
export async function businessTimeZone(db: Database): Promise<string> {
  const hit = cached.get(sessionOf(db));
  if (hit && hit.generation === generation && hit.until > Date.now()) return hit.value;
  const asked = generation;
  const [row] = await db.select({ v: sysConfigs.configValue }).from(sysConfigs).where(eq(sysConfigs.configKey, TIME_ZONE_KEY));
  const value = timeZoneOrDefault(row?.v);
  cached.set(sessionOf(db), { value, until: Date.now() + TIME_ZONE_TTL_MS, generation: asked });
  return value;
}

/** Drops the kept time zone: call after any write to the parameters table. */
export function forgetBusinessTimeZone(): void {
  generation++;
}

/** Today on the business clock (YYYY-MM-DD). */
export async function businessToday(db: Database): Promise<string> {
  return calendarDay(await businessTimeZone(db));
}
