import { localDateTime } from '../../platform/settings/calendar-day.js';

/** A span of the day in minutes after midnight; `to` before `from` runs past midnight. */
export interface DaySpan {
  from: number;
  to: number;
}

const MINUTES_A_DAY = 24 * 60;
const CLOCK = /^(\d{1,2}):(\d{2})$/;

function minutesOf(clock: string): number | null {
  const m = CLOCK.exec(clock.trim());
  if (!m) return null;
  const h = Number(m[1]);
  const min = Number(m[2]);
  if (h > 24 || min > 59 || (h === 24 && min > 0)) return null;
  return h * 60 + min;
}

/** A span `HH:mm`–`HH:mm`, or null when either end is not a time. */
export function spanOf(from: string | null | undefined, to: string | null | undefined): DaySpan | null {
  if (!from || !to) return null;
  const f = minutesOf(from);
  const t = minutesOf(to);
  return f === null || t === null || f === t ? null : { from: f, to: t };
}

/** A device's business hours (`07:00-22:00`, `08:00-12:00,13:00-22:00`); none when empty or unreadable (always open). */
export function businessSpans(text: string | null | undefined): DaySpan[] {
  if (!text?.trim()) return [];
  const spans: DaySpan[] = [];
  for (const part of text.split(/[,;，]/)) {
    const [from, to] = part.split(/[-–~]/);
    const span = spanOf(from, to);
    if (span) spans.push(span);
  }
  return spans;
}

/** The seconds since the local midnight of `at` in the time zone. */
export function secondsOfDay(timeZone: string, at: Date): number {
  const [h, m, s] = localDateTime(timeZone, at).slice(11).split(':').map(Number);
  return h! * 3600 + m! * 60 + s!;
}

function inSpan(span: DaySpan, minute: number): boolean {
  return span.from < span.to ? minute >= span.from && minute < span.to : minute >= span.from || minute < span.to;
}

/** True when the local time of `at` falls within the span. */
export function within(span: DaySpan, timeZone: string, at: Date): boolean {
  return inSpan(span, Math.floor(secondsOfDay(timeZone, at) / 60));
}

/** The moment at or after `at` when the local clock next reads `minute` (whole minute). */
function nextClock(minute: number, timeZone: string, at: Date): Date {
  const seconds = secondsOfDay(timeZone, at);
  let wait = minute * 60 - seconds;
  if (wait < 0) wait += MINUTES_A_DAY * 60;
  return new Date(at.getTime() + wait * 1000 - (at.getTime() % 1000));
}

/** When the quiet hours that hold `at` end (`at` itself when they do not hold it). */
export function quietEnd(span: DaySpan | null, timeZone: string, at: Date): Date {
  if (!span || !within(span, timeZone, at)) return at;
  return nextClock(span.to, timeZone, at);
}

/** When the device is next open: `at` when it is open (or keeps no hours), else its next opening time. */
export function nextOpening(spans: DaySpan[], timeZone: string, at: Date): Date {
  if (spans.length === 0 || spans.some((s) => within(s, timeZone, at))) return at;
  const openings = spans.map((s) => nextClock(s.from, timeZone, at).getTime());
  return new Date(Math.min(...openings));
}
