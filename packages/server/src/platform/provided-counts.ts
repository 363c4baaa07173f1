import type { Database } from './db/database.js';

/** Id → how many (absent: none), for the given ids. */
export type CountsById = (db: Database, ids: number[]) => Promise<Map<number, number>>;

/**
 * A count a lower area shows but a higher area holds (how many devices are of a model, below an
 * organisation; how many machines sell a product): the higher area provides the counting at
 * start-up, so the lower one never imports it. Until then, and for no ids, every count is none.
 */
export function providedCounts(): {
  provide(count: CountsById): void;
  countsOf(db: Database, ids: readonly number[]): Promise<Map<number, number>>;
} {
  let counter: CountsById | undefined;
  return {
    provide(count) {
      counter = count;
    },
    async countsOf(db, ids) {
      if (ids.length === 0 || !counter) return new Map();
      return counter(db, [...ids]);
    },
  };
}
