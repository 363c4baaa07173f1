import { bigserial, index, integer, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/** What a change log entry keeps of the change beyond its kind: the values before and after, the setting. */
export interface ChangeDetail {
  before?: Record<string, string | null>;
  after?: Record<string, string | null>;
  /** settings: which setting (clean, localPassword, cupLimit, params, paramCopy, containers, maxStock). */
  setting?: string;
  /** settings `paramCopy`: the code of the machine the parameters were copied from. */
  source?: string;
  /**
   * upgrade: the machine was sent the upgrade, or it succeeded or failed on it; a failure's reason
   * is the machine's words, or the minutes it stayed silent (said in the reader's language).
   */
  upgrade?: { step: 'sent' | 'success' | 'failed' | 'cancelled'; id: number; reason?: string | null; timeoutMinutes?: number | null };
}

/**
 * The change log of the machines: one row per change of a machine's customer, point, details,
 * settings, goods, goods package or software, per step of a software upgrade on it, and per entry
 * an operator reports. Written by this
 * area alone, from the events the other areas publish after their commits.
 */
export const deviceChanges = pgTable(
  'dev_change_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The machine's organisation when the change was recorded (the data scope of the screen). */
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    /** owner | point | details | settings | goods | package | software | upgrade | note */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** user | device | system */
    actor: varchar('actor', { length: 8 }).notNull(),
    actorId: integer('actor_id'),
    actorName: varchar('actor_name', { length: 64 }),
    /** An operator's own words (kind `note` and reported entries); other kinds are described from `detail` in the reader's language. */
    content: varchar('content', { length: 500 }),
    detail: jsonb('detail').$type<ChangeDetail>(),
    createdAt: createdAt(),
  },
  (t) => [
    // Newest first for everyone, for a customer's organisations, for one machine: one index read each.
    index('dev_change_log_created_idx').on(t.createdAt, t.id),
    index('dev_change_log_org_idx').on(t.orgId, t.createdAt, t.id),
    index('dev_change_log_device_idx').on(t.deviceId, t.createdAt, t.id),
  ],
);
