import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';

/** Server-side sessions; `id` is the SHA-256 of the token, so a leaked table reveals no tokens. */
export const sessions = pgTable(
  'sys_session',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    loginAt: timestamp('login_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ip: varchar('ip', { length: 64 }),
    browser: varchar('browser', { length: 100 }),
    os: varchar('os', { length: 100 }),
    userAgent: varchar('user_agent', { length: 500 }),
  },
  (t) => [index('sys_session_user_idx').on(t.userId), index('sys_session_expires_idx').on(t.expiresAt)],
);

/** Captcha answers by uuid: single use, two minutes. Kept in the database so any process can check them. */
export const captchas = pgTable(
  'sys_captcha',
  {
    uuid: varchar('uuid', { length: 64 }).primaryKey(),
    answer: varchar('answer', { length: 16 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sys_captcha_expires_idx').on(t.expiresAt)],
);
