import { type SQL, count, inArray } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import type { integrationLogs, loginLogs, operationLogs } from './schema.js';

/** The logs the logs screens clear: operations, sign-ins and calls to outside systems. */
export type AuditLog = typeof operationLogs | typeof loginLogs | typeof integrationLogs;

/** Deletes entries of a log by id. */
export async function deleteLogEntries(db: Database, log: AuditLog, ids: number[]): Promise<void> {
  await db.delete(log).where(inArray(log.id, ids));
}

/** Deletes every entry of a log that `where` selects (all without it); answers how many, counted in the same transaction. */
export async function clearLogEntries(db: Database, log: AuditLog, where: SQL | undefined): Promise<number> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(log).where(where);
    await tx.delete(log).where(where);
    return row?.n ?? 0;
  });
}
