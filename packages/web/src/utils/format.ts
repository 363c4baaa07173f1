import dayjs from 'dayjs';

/** How dates and times are displayed. */
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';

type TimeInput = Date | string | number | null | undefined;

/** Seconds since the epoch (10 digits) are read as seconds, larger numbers as milliseconds. */
function toDate(value: TimeInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return new Date(value < 1e11 ? value * 1000 : value);
  if (typeof value === 'string' && /^\d+$/.test(value)) return toDate(Number(value));
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A time as `YYYY-MM-DD HH:mm:ss` in the browser's time zone; '' when there is none. */
export function formatDateTime(value: TimeInput, pattern = DATE_TIME_FORMAT): string {
  const date = toDate(value);
  return date ? dayjs(date).format(pattern) : '';
}

const zoned = new Map<string, Intl.DateTimeFormat>();

/** A time as `YYYY-MM-DD HH:mm:ss` on the clock of `timeZone` (an IANA name); '' when there is none. */
export function formatDateTimeIn(value: TimeInput, timeZone: string): string {
  const date = toDate(value);
  if (!date) return '';
  let f = zoned.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    zoned.set(timeZone, f);
  }
  const parts = Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

export type RelativeUnit = 'minute' | 'hour' | 'day';

/**
 * Relative time: under 3600 s in minutes, under 86400 s in hours, else in days. At least
 * one minute; negative for a time in the future.
 */
export function relativeParts(value: TimeInput, now: TimeInput = Date.now()): { count: number; unit: RelativeUnit } | null {
  const date = toDate(value);
  const reference = toDate(now);
  if (!date || !reference) return null;
  const seconds = (reference.getTime() - date.getTime()) / 1000;
  const sign = seconds < 0 ? -1 : 1;
  const abs = Math.abs(seconds);
  if (abs < 3600) return { count: sign * Math.max(1, Math.floor(abs / 60)), unit: 'minute' };
  if (abs < 86_400) return { count: sign * Math.floor(abs / 3600), unit: 'hour' };
  return { count: sign * Math.floor(abs / 86_400), unit: 'day' };
}

/** "5 minutes ago" / "5 分钟前" / "hace 5 minutos" / "5 分前", by the browser's own wording. */
export function relativeTime(value: TimeInput, lang: string, now: TimeInput = Date.now()): string {
  const parts = relativeParts(value, now);
  if (!parts) return '';
  return new Intl.RelativeTimeFormat(lang, { numeric: 'always' }).format(-parts.count, parts.unit);
}

const SUFFIXES = [
  { value: 1e18, symbol: 'E' },
  { value: 1e15, symbol: 'P' },
  { value: 1e12, symbol: 'T' },
  { value: 1e9, symbol: 'G' },
  { value: 1e6, symbol: 'M' },
  { value: 1e3, symbol: 'k' },
] as const;

/** Number suffixes: 1234 → "1.2k", 5600000 → "5.6M", up to E; below 1000 unchanged. */
export function numberSuffix(value: number, digits = 1): string {
  if (!Number.isFinite(value)) return String(value);
  const abs = Math.abs(value);
  for (const { value: size, symbol } of SUFFIXES) {
    if (abs >= size) {
      const text = (abs / size).toFixed(digits).replace(/\.0+$|(\.\d*[1-9])0+$/, '$1');
      return `${value < 0 ? '-' : ''}${text}${symbol}`;
    }
  }
  return String(value);
}

/** Thousands separators on the integer part: 1234567.891 → "1,234,567.891"; blanks and NaN → "0". */
export function thousands(value: number | string | null | undefined): string {
  const num = Number(value);
  const text = Number.isFinite(num) ? String(value === '' || value === null || value === undefined ? 0 : value).trim() : '0';
  const normalised = /^-?\d+(\.\d+)?$/.test(text) ? text : String(Number.isFinite(num) ? num : 0);
  return normalised.replace(/^(-?)(\d+)/, (_m, sign: string, int: string) => sign + int.replace(/\B(?=(\d{3})+(?!\d))/g, ','));
}
