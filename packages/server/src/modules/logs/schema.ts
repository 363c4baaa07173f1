import { bigserial, index, integer, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

/** Every write: who, what, the request (secrets masked), the result, the duration and the IP. */
export const operationLogs = pgTable(
  'sys_oper_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    module: varchar('module', { length: 50 }).notNull(),
    action: varchar('action', { length: 50 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    userId: integer('user_id'),
    username: varchar('username', { length: 30 }),
    orgId: integer('org_id'),
    ip: varchar('ip', { length: 64 }),
    request: text('request'),
    /** Envelope status of the answer (1001 success). */
    status: integer('status').notNull(),
    result: text('result'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_oper_log_created_idx').on(t.createdAt), index('sys_oper_log_user_idx').on(t.userId)],
);

/** Every sign-in attempt and its outcome. */
export const loginLogs = pgTable(
  'sys_login_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: varchar('username', { length: 50 }).notNull(),
    userId: integer('user_id'),
    ip: varchar('ip', { length: 64 }),
    browser: varchar('browser', { length: 100 }),
    os: varchar('os', { length: 100 }),
    /** 0 success, 1 failure. */
    outcome: smallint('outcome').notNull(),
    message: varchar('message', { length: 255 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_login_log_created_idx').on(t.createdAt), index('sys_login_log_user_idx').on(t.username)],
);
