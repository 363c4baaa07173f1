import { describe, expect, it } from 'vitest';
import { dayIn, daysEnding, daysToToday } from './business-day';

describe('business day', () => {
  it('is the calendar day of the business zone, not of the browser', () => {
    // 23:30 in Madrid on 1 June is already 2 June in Shanghai.
    const at = new Date('2026-06-01T21:30:00Z');
    expect(dayIn('Europe/Madrid', at)).toBe('2026-06-01');
    expect(dayIn('Asia/Shanghai', at)).toBe('2026-06-02');
  });

  it('ranges end on the given day, both ends included', () => {
    expect(daysEnding('2026-03-01', 30)).toEqual({ startTime: '2026-01-31', endTime: '2026-03-01' });
  });
});

describe('daysToToday', () => {
  it('ends today in the given zone', () => {
    expect(daysToToday('Asia/Shanghai', 2, new Date('2026-06-01T21:30:00Z'))).toEqual({ startTime: '2026-06-01', endTime: '2026-06-02' });
  });
});
