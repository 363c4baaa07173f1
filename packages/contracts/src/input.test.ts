import { describe, expect, it } from 'vitest';
import { INT4_MAX, dbId, filterTime, idListText, isFilterTime } from './input.js';

describe('input bounded by the database', () => {
  it('an id is an int4: one past the column is refused', () => {
    expect(dbId().safeParse(String(INT4_MAX)).success).toBe(true);
    expect(dbId().safeParse('2147483648').success).toBe(false);
    expect(dbId().safeParse('0').success).toBe(false);
  });

  it('a batch of ids refuses any id out of the column', () => {
    const ids = idListText({ maxLength: 2000, column: 'integer' });
    expect(ids.safeParse('1,2,3').success).toBe(true);
    expect(ids.safeParse('1,2147483648').success).toBe(false);
    expect(idListText({ maxLength: 2000, column: 'bigint' }).safeParse('1,2147483648').success).toBe(true);
    expect(idListText({ maxLength: 2000, column: 'bigint' }).safeParse('9223372036854775808').success).toBe(false);
  });

  it('a time filter is a real date or date-time', () => {
    for (const ok of ['2026-02-28', '2024-02-29', '2026-01-01 00:00:00', '2026-01-01T23:59', '2026-01-01T10:00:00.123Z']) {
      expect(isFilterTime(ok), ok).toBe(true);
    }
    for (const bad of ['notadate', '2026-02-30', '2025-02-29', '2026-13-01', '2026-01-01 24:00', '2026-1-1', '']) {
      expect(isFilterTime(bad), bad).toBe(false);
    }
    expect(filterTime().safeParse('notadate').success).toBe(false);
    expect(filterTime().safeParse(undefined).success).toBe(true);
  });
});
