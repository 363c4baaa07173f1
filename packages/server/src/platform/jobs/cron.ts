import { Cron } from 'croner';

/**
 * How every job's cron expression is read: 5 fields (minute precision), 6 (seconds first) or 7
 * (a year last); Quartz's `?` and `0/10` forms are accepted, as RuoYi's users write them.
 * Weekdays are 0-7 (0 and 7 Sunday) or MON-SUN. Times are in the business time zone.
 */
const OPTIONS = { sloppyRanges: true } as const;

export type CronCheck = { ok: true; cron: Cron } | { ok: false; key: 'jobCronInvalid' | 'jobCronNeverFires'; detail: string };

/** Parses an expression without scheduling anything; refuses one that never fires again. */
export function checkCron(expression: string, timeZone: string): CronCheck {
  let cron: Cron;
  try {
    cron = new Cron(expression.trim(), { ...OPTIONS, timezone: timeZone, paused: true });
  } catch (err) {
    return { ok: false, key: 'jobCronInvalid', detail: err instanceof Error ? err.message : String(err) };
  }
  if (!cron.nextRun()) return { ok: false, key: 'jobCronNeverFires', detail: 'no future run' };
  return { ok: true, cron };
}

/** A running schedule: `onFire` is called at each fire with the scheduled (whole-second) time. */
export function scheduleCron(expression: string, timeZone: string, onFire: (scheduledAt: Date) => void): Cron {
  return new Cron(expression.trim(), { ...OPTIONS, timezone: timeZone, unref: true }, (self: Cron) => {
    const now = Date.now();
    // The timer fires a little after the scheduled second: the latest match not after now.
    const [scheduled] = self.previousRuns(1, new Date(now + 1));
    onFire(scheduled ?? new Date(Math.floor(now / 1000) * 1000));
  });
}

/** The next `count` fire times after `from` (default now). */
export function nextRuns(cron: Cron, count: number, from?: Date): Date[] {
  return cron.nextRuns(count, from);
}
