import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('shows the amount with its currency, in the user language', () => {
    expect(formatMoney(12, 'CNY', 'zh')).toBe('¥12.00');
    expect(formatMoney(12, 'CNY', 'en')).toBe('CN¥12.00');
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(3.5, 'USD', 'zh')).toBe('US$3.50');
    expect(formatMoney(500, 'JPY', 'ja')).toMatch(/^[￥¥]500$/);
  });

  it('is blank without an amount and keeps the number for a malformed code', () => {
    expect(formatMoney(null, 'CNY', 'en')).toBe('');
    expect(formatMoney(2, 'C', 'en')).toBe('2.00 C');
  });
});
