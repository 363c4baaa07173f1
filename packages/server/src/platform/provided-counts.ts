import type { Database } from './db/database.js';
import { type Port, definePort } from './wiring/ports.js';

/** Id → how many (absent: none), for the given ids. */
export type CountsById = (db: Database, ids: number[]) => Promise<Map<number, number>>;

/**
 * A count a lower area shows but a higher area holds (how many devices are of a model, below an
 * organisation; how many machines sell a product): the lower area needs the port, the higher one
 * provides the counting, and the wiring connects them at start-up.
 */
export function countsPort(name: string): {
  port: Port<CountsById>;
  countsOf(db: Database, ids: readonly number[]): Promise<Map<number, number>>;
} {
  const port = definePort<CountsById>(name);
  return {
    port,
    async countsOf(db, ids) {
      if (ids.length === 0) return new Map();
      return port.get()(db, [...ids]);
    },
  };
}
