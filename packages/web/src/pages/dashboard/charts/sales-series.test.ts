import { describe, expect, it } from 'vitest';
import { currenciesOf, daysBetween, seriesOf } from './sales-series';

const p = (at: number | string, currency: string, amount: number, cups = 1) => ({ at, currency, amount, orders: 1, cups });

describe('dashboard sales series', () => {
  it('lists each currency that sold once, the platform’s when none did', () => {
    expect(currenciesOf([p(1, 'USD', 1), p(2, 'CNY', 2), p(3, 'USD', 3)], 'CNY')).toEqual(['CNY', 'USD']);
    expect(currenciesOf([], 'EUR')).toEqual(['EUR']);
  });

  it('spans the days of a range across a month end', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('keeps one currency’s amounts apart from another’s and fills the slots without sales with 0', () => {
    const s = seriesOf([p(0, 'CNY', 10, 2), p(2, 'USD', 5), p(2, 'CNY', 7, 3)], [0, 1, 2], 'CNY');
    expect(s).toEqual({ amounts: [10, 0, 7], cups: [2, 0, 3], orders: [1, 0, 1] });
  });
});
