import { describe, expect, it } from 'vitest';
import { SEARCH_EXACT_TOTAL, exactOnLastPage, exactTotalFor } from './total.js';

/* The rules of a list's total that need no database: the limit while searching, the last page's exact total. */

describe('list totals', () => {
  it('counts exactly up to a lower limit while a contains-search is given', () => {
    expect(exactTotalFor(1000)).toBe(1000);
    expect(exactTotalFor(1000, undefined, '')).toBe(1000);
    expect(exactTotalFor(1000, 'SC-00')).toBe(SEARCH_EXACT_TOTAL);
    expect(exactTotalFor(50, 'SC-00')).toBe(50);
  });

  it('makes an estimated total exact on a last page asked by number, and only there', () => {
    const rows = [1, 2, 3];
    expect(exactOnLastPage({ rows, total: 50_000, totalEstimated: true }, 40, false)).toEqual({ rows, total: 43 });
    expect(exactOnLastPage({ rows: [], total: 50_000, totalEstimated: true }, 0, false)).toEqual({ rows: [], total: 0 });
    // More rows follow, the page came by cursor, or it lies past the end: the estimate stands.
    const more = { rows, total: 50_000, totalEstimated: true as const, nextCursor: 'c' };
    expect(exactOnLastPage(more, 40, false)).toBe(more);
    const byCursor = { rows, total: 50_000, totalEstimated: true as const };
    expect(exactOnLastPage(byCursor, 0, true)).toBe(byCursor);
    const past = { rows: [], total: 50_000, totalEstimated: true as const };
    expect(exactOnLastPage(past, 9000, false)).toBe(past);
    const exact = { rows, total: 3 };
    expect(exactOnLastPage(exact, 0, false)).toBe(exact);
  });
});
