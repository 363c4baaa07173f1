import type { SalesPoint } from '@vr/contracts';

/** The currencies that sold in the period, in code order; the platform's when nothing sold. */
export function currenciesOf(points: readonly SalesPoint[], fallback: string): string[] {
  const codes = [...new Set(points.map((p) => p.currency))].sort();
  return codes.length ? codes : [fallback];
}

/** The 24 hours of a business day, as the axis shows them. */
export const HOURS = Array.from({ length: 24 }, (_, h) => h);

export { daysBetween } from '../../../utils/business-day';

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
