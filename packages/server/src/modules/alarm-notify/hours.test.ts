import { describe, expect, it } from 'vitest';
import { businessSpans, nextOpening, quietEnd, spanOf, within } from './hours.js';

/* Business hours and quiet hours on the business clock (Asia/Shanghai is UTC+8, no summer time). */

const tz = 'Asia/Shanghai';
const local = (text: string) => new Date(`${text}+08:00`);

describe('business and quiet hours', () => {
  it('reads business hours of one or more spans and ignores what is not a span', () => {
    expect(businessSpans('07:00-22:00')).toEqual([{ from: 420, to: 1320 }]);
    expect(businessSpans('08:00-12:00,13:00-22:00')).toHaveLength(2);
    expect(businessSpans('8-9')).toEqual([]);
    expect(businessSpans(null)).toEqual([]);
  });

  it('opens at the next span’s start, later today or tomorrow; open now is now', () => {
    const spans = businessSpans('08:00-12:00,13:00-20:00');
    expect(nextOpening(spans, tz, local('2030-01-15T12:30:00'))).toEqual(local('2030-01-15T13:00:00'));
    expect(nextOpening(spans, tz, local('2030-01-15T21:00:00'))).toEqual(local('2030-01-16T08:00:00'));
    const open = local('2030-01-15T09:15:00');
    expect(nextOpening(spans, tz, open)).toEqual(open);
    expect(nextOpening([], tz, open)).toEqual(open);
  });

  it('ends quiet hours that run past midnight at their end, the start included and the end not', () => {
    const quiet = spanOf('22:00', '07:00')!;
    expect(within(quiet, tz, local('2030-01-15T22:00:00'))).toBe(true);
    expect(within(quiet, tz, local('2030-01-16T06:59:59'))).toBe(true);
    expect(within(quiet, tz, local('2030-01-16T07:00:00'))).toBe(false);
    expect(quietEnd(quiet, tz, local('2030-01-15T23:10:30'))).toEqual(local('2030-01-16T07:00:00'));
    expect(quietEnd(quiet, tz, local('2030-01-16T02:00:00'))).toEqual(local('2030-01-16T07:00:00'));
    const day = local('2030-01-16T12:00:00');
    expect(quietEnd(quiet, tz, day)).toEqual(day);
    expect(quietEnd(null, tz, day)).toEqual(day);
  });
});
