import { toCents } from '@vr/contracts';

/**
 * Adds up rows per currency: the `counts` as they are, the `money` in integer cents (amounts come
 * from the database as numbers or numeric strings), never one currency with another. Answers one
 * entry per currency, sorted by currency code; money stays in cents for the caller to present.
 */
export function sumPerCurrency<R, C extends string, M extends string>(
  rows: readonly R[],
  currencyOf: (row: R) => string,
  fields: { counts: readonly C[]; money: readonly M[] },
  value: (row: R, field: C | M) => unknown,
): Array<{ currency: string } & Record<C | M, number>> {
  const by = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const currency = currencyOf(row);
    const sums = by.get(currency) ?? Object.fromEntries([...fields.counts, ...fields.money].map((f) => [f, 0]));
    for (const f of fields.counts) sums[f]! += Number(value(row, f) ?? 0);
    for (const f of fields.money) sums[f]! += toCents(Number(value(row, f) ?? 0));
    by.set(currency, sums);
  }
  return [...by.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([currency, sums]) => ({ currency, ...(sums as Record<C | M, number>) }));
}
