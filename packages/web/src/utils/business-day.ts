import dayjs from 'dayjs';

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The `days` calendar days ending on `end` (YYYY-MM-DD, both ends included). */
export function daysEnding(end: string, days: number): { startTime: string; endTime: string } {
  return {
    startTime: dayjs(end)
      .subtract(days - 1, 'day')
      .format('YYYY-MM-DD'),
    endTime: end,
  };
}

/** A screen's default range: the `days` days ending today in `timeZone` (the business zone), whatever the browser's zone. */
export function daysToToday(timeZone: string, days: number, at: Date = new Date()): { startTime: string; endTime: string } {
  return daysEnding(dayIn(timeZone, at), days);
}

/** The days from `from` to `to` (YYYY-MM-DD, both included). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}
