import { bigint, index, integer, jsonb, pgTable, serial, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * Background exports. A task is queued (state 0) when a user asks, claimed by one worker of any
 * server process (`FOR UPDATE SKIP LOCKED`), running (1) while its file is written, then done
 * (2) with the file under `storage_key`, failed (3) with its reason, or expired (4) once the
 * retention parameter removed the file. The caller's access and language are kept with the task,
 * so the file holds what they could see when they asked.
 */
export const exportTasks = pgTable(
  'sys_export_task',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 64 }).notNull(),
    state: smallint('state').notNull().default(0),
    /** Rows written so far (updated every batch, at most once a second). */
    progressRows: integer('progress_rows').notNull().default(0),
    /** Rows expected, for the progress bar (an estimate). */
    expectedRows: integer('expected_rows'),
    rowCount: integer('row_count'),
    byteSize: bigint('byte_size', { mode: 'number' }),
    error: varchar('error', { length: 1000 }),
    requesterId: integer('requester_id').notNull(),
    requesterName: varchar('requester_name', { length: 64 }).notNull(),
    /** The requester's organisation (the data scope of who may see the task). */
    orgId: integer('org_id').notNull(),
    /** The requester's access when they asked (without the session id). */
    auth: jsonb('auth').$type<Record<string, unknown>>().notNull(),
    lang: varchar('lang', { length: 5 }).notNull(),
    query: jsonb('query').$type<Record<string, unknown>>().notNull().default({}),
    /** Column keys chosen by the user, in their order; null for all of the kind's columns. */
    columns: jsonb('columns').$type<string[]>(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    storageKey: varchar('storage_key', { length: 100 }),
    /** The worker process that claimed it, and when it last wrote progress (a silent one died). */
    workerId: varchar('worker_id', { length: 100 }),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    index('sys_export_task_state_idx').on(t.state, t.id),
    index('sys_export_task_requester_idx').on(t.requesterId, t.id),
    index('sys_export_task_expires_idx').on(t.expiresAt),
  ],
);
export type ExportTaskRecord = typeof exportTasks.$inferSelect;
