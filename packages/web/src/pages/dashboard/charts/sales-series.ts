import type { SalesPoint } from '@vr/contracts';

/** The currencies that sold in the period, in code order; the platform's when nothing sold. */
export function currenciesOf(points: readonly SalesPoint[], fallback: string): string[] {
  const codes = [...new Set(points.map((p) => p.currency))].sort();
  return codes.length ? codes : [fallback];
}

/** The 24 hours of a business day, as the axis shows them. */
export const HOURS = Array.from({ length: 24 }, (_, h) => h);

/** The days from `from` to `to` (YYYY-MM-DD, both included). */
export function daysBetween(from: string, to: string): string[] {
  const out: string[] = [];
  const end = Date.parse(`${to}T00:00:00Z`);
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= end; t += 86_400_000) out.push(new Date(t).toISOString().slice(0, 10));
  return out;
}

/** Amounts and cups of one currency's customers along `slots` (hours or days); a slot without sales is 0. */
export function seriesOf(
  points: readonly SalesPoint[],
  slots: ReadonlyArray<number | string>,
  currency: string,
): { amounts: number[]; cups: number[]; orders: number[] } {
  const bySlot = new Map(points.filter((p) => p.currency === currency).map((p) => [p.at, p]));
  return {
    amounts: slots.map((s) => bySlot.get(s)?.amount ?? 0),
    cups: slots.map((s) => bySlot.get(s)?.cups ?? 0),
    orders: slots.map((s) => bySlot.get(s)?.orders ?? 0),
  };
}
