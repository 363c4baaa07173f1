import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDateTimeIn, numberSuffix, relativeParts, relativeTime, thousands } from './format';

describe('formatDateTime', () => {
  it('shows YYYY-MM-DD HH:mm:ss in local time, from dates, strings, milliseconds and seconds', () => {
    const date = new Date(2026, 0, 5, 7, 8, 9);
    expect(formatDateTime(date)).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(date.getTime())).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(Math.floor(date.getTime() / 1000))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(String(date.getTime()))).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(date.toISOString())).toBe('2026-01-05 07:08:09');
    expect(formatDateTime(date, 'YYYY-MM-DD')).toBe('2026-01-05');
  });
  it('answers an empty text for nothing or nonsense', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
  });
});

describe('relative time (< 3600 s minutes, < 86400 s hours, else days)', () => {
  const now = new Date(2026, 5, 1, 12, 0, 0).getTime();
  const ago = (s: number) => now - s * 1000;
  it('switches units at the bounds', () => {
    expect(relativeParts(ago(0), now)).toEqual({ count: 1, unit: 'minute' });
    expect(relativeParts(ago(59), now)).toEqual({ count: 1, unit: 'minute' });
    expect(relativeParts(ago(600), now)).toEqual({ count: 10, unit: 'minute' });
    expect(relativeParts(ago(3599), now)).toEqual({ count: 59, unit: 'minute' });
    expect(relativeParts(ago(3600), now)).toEqual({ count: 1, unit: 'hour' });
    expect(relativeParts(ago(86_399), now)).toEqual({ count: 23, unit: 'hour' });
    expect(relativeParts(ago(86_400), now)).toEqual({ count: 1, unit: 'day' });
    expect(relativeParts(ago(10 * 86_400), now)).toEqual({ count: 10, unit: 'day' });
    expect(relativeParts(now + 7200 * 1000, now)).toEqual({ count: -2, unit: 'hour' });
    expect(relativeParts(null, now)).toBeNull();
  });
  it('words it in the language asked', () => {
    expect(relativeTime(ago(300), 'en', now)).toBe('5 minutes ago');
    expect(relativeTime(ago(7200), 'en', now)).toBe('2 hours ago');
    expect(relativeTime(ago(3 * 86_400), 'en', now)).toBe('3 days ago');
    expect(relativeTime(ago(300), 'zh', now)).toBe('5分钟前');
    expect(relativeTime(ago(7200), 'es', now)).toBe('hace 2 horas');
    expect(relativeTime(ago(3 * 86_400), 'ja', now)).toBe('3 日前');
    expect(relativeTime(now + 600 * 1000, 'en', now)).toBe('in 10 minutes');
  });
});

describe('numberSuffix (k, M, G, T, P, E)', () => {
  it('shortens with one decimal, dropping a trailing zero', () => {
    expect(numberSuffix(999)).toBe('999');
    expect(numberSuffix(1000)).toBe('1k');
    expect(numberSuffix(1234)).toBe('1.2k');
    expect(numberSuffix(5_600_000)).toBe('5.6M');
    expect(numberSuffix(7e9)).toBe('7G');
    expect(numberSuffix(1.25e12, 2)).toBe('1.25T');
    expect(numberSuffix(3e15)).toBe('3P');
    expect(numberSuffix(4.5e18)).toBe('4.5E');
    expect(numberSuffix(-2500)).toBe('-2.5k');
    expect(numberSuffix(0)).toBe('0');
  });
});

describe('thousands', () => {
  it('separates the integer part only', () => {
    expect(thousands(0)).toBe('0');
    expect(thousands(999)).toBe('999');
    expect(thousands(1000)).toBe('1,000');
    expect(thousands(1234567)).toBe('1,234,567');
    expect(thousands(1234567.891)).toBe('1,234,567.891');
    expect(thousands('9876543.21')).toBe('9,876,543.21');
    expect(thousands(-1234.5)).toBe('-1,234.5');
    expect(thousands(null)).toBe('0');
    expect(thousands('abc')).toBe('0');
  });
});

describe('formatDateTimeIn', () => {
  it('shows the time on the clock of the given zone', () => {
    expect(formatDateTimeIn('2026-06-01T21:30:05Z', 'Asia/Shanghai')).toBe('2026-06-02 05:30:05');
    expect(formatDateTimeIn('2026-06-01T00:00:00Z', 'Europe/Madrid')).toBe('2026-06-01 02:00:00');
    expect(formatDateTimeIn(null, 'Asia/Shanghai')).toBe('');
  });
});
