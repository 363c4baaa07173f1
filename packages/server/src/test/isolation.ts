import { TransactionRollbackError } from 'drizzle-orm';
import { afterEach, beforeEach } from 'vitest';
import type { Database } from '../platform/db/database.js';

/**
 * Gives every test its own transaction, rolled back when the test ends, so no test sees what
 * another wrote. Returns a stand-in for `db` that talks to the running test's transaction (or to
 * the database itself between tests, e.g. in beforeAll). Code under test that opens a transaction
 * of its own gets a savepoint inside it.
 *
 * Use the returned handle for everything during a test: with PGlite, a query sent to the
 * database itself waits for the open transaction and so never returns.
 */
export function isolateEachTest(baseOf: () => Database): Database {
  let current: Database | null = null;
  let release: (() => void) | null = null;
  let finished: Promise<void> | null = null;

  beforeEach(async () => {
    await new Promise<void>((ready, fail) => {
      finished = baseOf()
        .transaction(async (tx) => {
          current = tx as unknown as Database;
          ready();
          await new Promise<void>((r) => (release = r));
          tx.rollback();
        })
        .catch((err: unknown) => {
          if (!(err instanceof TransactionRollbackError)) fail(err);
        });
    });
  });

  afterEach(async () => {
    release?.();
    await finished;
    current = null;
    release = null;
  });

  return new Proxy({} as Database, {
    get(_target, property) {
      const target = (current ?? baseOf()) as unknown as Record<PropertyKey, unknown>;
      const value = target[property];
      return typeof value === 'function' ? (value as (...a: unknown[]) => unknown).bind(target) : value;
    },
  });
}
