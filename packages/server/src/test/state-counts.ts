import { expect } from 'vitest';

/** One group of a delivery's machines, as counted from their rows: the delivery, a state, how many. */
export interface CountedMachines {
  owner: number;
  state: string;
  n: number;
}

/**
 * Each listed delivery's machines by state (`counts`, with their `total`) are exactly those counted
 * from its machines' rows: a count kept as machines change, checked against a recount.
 */
export function expectCountsOfMachines(listed: { id: number; counts: { total: number } }[], counted: CountedMachines[]): void {
  const expected = new Map<number, Record<string, number>>();
  for (const r of counted) expected.set(r.owner, { ...expected.get(r.owner), [r.state]: r.n });
  expect(listed.length).toBeGreaterThan(0);
  for (const row of listed) {
    const { total, ...byState } = row.counts as Record<string, number>;
    const want = expected.get(row.id) ?? {};
    expect(Object.fromEntries(Object.entries(byState).filter(([, n]) => n > 0))).toEqual(want);
    expect(total).toBe(Object.values(want).reduce((sum, n) => sum + n, 0));
  }
}
