import { index, integer, pgTable, serial, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/** Errors the web client caught and reported (error boundary, window errors, rejected promises). */
export const clientErrors = pgTable(
  'sys_client_error',
  {
    id: serial('id').primaryKey(),
    message: text('message').notNull(),
    stack: text('stack'),
    componentStack: text('component_stack'),
    url: varchar('url', { length: 2000 }).notNull(),
    /** boundary | window | promise */
    source: varchar('source', { length: 10 }).notNull(),
    userAgent: varchar('user_agent', { length: 500 }),
    userId: integer('user_id'),
    username: varchar('username', { length: 30 }),
    /** The reporting user's organisation: the list is data-scoped by it. */
    orgId: integer('org_id'),
    ip: varchar('ip', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('sys_client_error_created_idx').on(t.createdAt), index('sys_client_error_org_idx').on(t.orgId)],
);
