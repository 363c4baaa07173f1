import { bigserial, index, integer, jsonb, pgTable, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /** Envelope status of the answer (1001 success; also for a request accepted with its outcome to follow, answered 601). */
    status: integer('status').notNull(),
    result: text('result'),
    durationMs: integer('duration_ms').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_oper_log_created_idx').on(t.createdAt),
    index('sys_oper_log_user_idx').on(t.userId),
    index('sys_oper_log_org_idx').on(t.orgId),
  ],
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
    /** The message in English, as it was written (search, and rows written before the keys). */
    message: varchar('message', { length: 255 }),
    /** The message's key in the contracts' messages and its parameters: each reader sees it in their language. */
    messageKey: varchar('message_key', { length: 60 }),
    messageParams: jsonb('message_params').$type<Record<string, string | number>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_login_log_created_idx').on(t.createdAt),
    index('sys_login_log_user_idx').on(t.username),
    index('sys_login_log_user_id_idx').on(t.userId),
  ],
);

/**
 * Calls between the back-office and outside systems (the "SAP log"): direction, system,
 * endpoint, what was sent and answered (secrets masked, truncated), outcome, duration and retries.
 * Written by `platform/integration/record.ts` (`recordIntegrationCall`, `callOutside`).
 */
export const integrationLogs = pgTable(
  'sys_integration_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** in: an outside system called us; out: we called it. */
    direction: varchar('direction', { length: 3 }).notNull(),
    system: varchar('system', { length: 50 }).notNull(),
    endpoint: varchar('endpoint', { length: 500 }).notNull(),
    method: varchar('method', { length: 10 }).notNull(),
    requestPayload: text('request_payload'),
    responsePayload: text('response_payload'),
    /** success | failure | timeout */
    status: varchar('status', { length: 10 }).notNull(),
    httpStatus: integer('http_status'),
    durationMs: integer('duration_ms').notNull(),
    retryCount: integer('retry_count').notNull().default(0),
    errorMessage: varchar('error_message', { length: 500 }),
    /** The organisation the call was made for (data scope); null = platform-wide. */
    orgId: integer('org_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_integration_log_created_idx').on(t.createdAt),
    index('sys_integration_log_system_idx').on(t.system, t.createdAt),
    index('sys_integration_log_org_idx').on(t.orgId),
  ],
);
