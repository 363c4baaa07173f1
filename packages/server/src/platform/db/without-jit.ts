import { type SQL, sql } from 'drizzle-orm';
import type { Database } from './database.js';

/**
 * Runs one read with PostgreSQL's JIT compilation off (`set local`, in a transaction of its own, or
 * a savepoint inside the caller's). For a query of many CTEs whose row estimates run far above
 * what it reads: the estimated cost crosses `jit_above_cost`, and compiling the plan takes longer
 * than running it, on every call. PGlite has no JIT; the setting does nothing there.
 */
export async function executeWithoutJit(db: Database, query: SQL): Promise<unknown> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local jit = off`);
    return tx.execute(query);
  });
}
