import { pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Start-up work already done for a given state of the code: `scope` names the work, `fingerprint`
 * hashes what it depended on; a start whose fingerprint matches skips the work.
 */
export const startupSyncs = pgTable('sys_startup_sync', {
  scope: varchar('scope', { length: 50 }).primaryKey(),
  fingerprint: varchar('fingerprint', { length: 64 }).notNull(),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
});
