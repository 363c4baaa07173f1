import { describe, expect, it } from 'vitest';
import { moneyOf, nextStatuses, recordPath, signedMoney } from './card-rows';

describe('member card rows', () => {
  it('shows cents as money of the card’s currency, signed changes with their sign', () => {
    expect(moneyOf(1250, 'CNY', 'zh')).toBe('¥12.50');
    expect(moneyOf(100_000, 'USD', 'en')).toBe('$1,000.00');
    expect(signedMoney(300, 'USD', 'en')).toBe('+$3.00');
    expect(signedMoney(-350, 'USD', 'en')).toBe('−$3.50');
    expect(signedMoney(0, 'USD', 'en')).toBe('$0.00');
  });

  it('offers the other statuses and links one card’s records', () => {
    expect(nextStatuses({ status: 'enabled' })).toEqual(['disabled', 'lost']);
    expect(nextStatuses({ status: 'lost' })).toEqual(['enabled', 'disabled']);
    expect(recordPath({ icCode: 'A B' })).toBe('/memberSwipe/record?icCode=A%20B');
    expect(recordPath()).toBe('/memberSwipe/record');
  });
});
