import { AsyncLocalStorage } from 'node:async_hooks';
import type { Logger } from 'drizzle-orm';

const listening = new AsyncLocalStorage<(text: string) => void>();

/**
 * Runs `work`, telling `seen` the text of every statement it sends through a database opened with
 * `statementWitness` (the tests' databases; a server's has none, and `seen` hears nothing).
 */
export function witnessed<T>(seen: (text: string) => void, work: () => Promise<T>): Promise<T> {
  return listening.run(seen, work);
}

/** A drizzle logger that tells the running `witnessed` call each statement. */
export const statementWitness: Logger = {
  logQuery(query: string): void {
    listening.getStore()?.(query);
  },
};
