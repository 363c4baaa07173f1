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
