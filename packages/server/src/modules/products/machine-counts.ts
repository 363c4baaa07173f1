import type { Database } from '../../platform/db/database.js';

/** How many machines sell each of these products; answered by the area that holds the machines' goods. */
export type MachineCounter = (db: Database, productIds: number[]) => Promise<Map<number, number>>;

let counter: MachineCounter | undefined;

/**
 * The machines' goods sit above the products (they name products), so that area tells this one
 * how to count the machines selling a product instead of this one reading its table.
 */
export function provideProductMachineCounts(count: MachineCounter): void {
  counter = count;
}

/** Machines selling each product; none when no area counts them. */
export async function productMachineCounts(db: Database, productIds: number[]): Promise<Map<number, number>> {
  if (productIds.length === 0 || !counter) return new Map();
  return counter(db, productIds);
}
