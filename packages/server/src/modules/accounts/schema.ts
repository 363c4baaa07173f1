import { index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orgs } from '../orgs/schema.js';

export const users = pgTable(
  'sys_user',
  {
    id: serial('id').primaryKey(),
    username: varchar('username', { length: 30 }).notNull(),
    employeeName: varchar('employee_name', { length: 50 }).notNull(),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id),
    passwordHash: varchar('password_hash', { length: 100 }).notNull(),
    email: varchar('email', { length: 100 }),
    phone: varchar('phone', { length: 30 }),
    avatar: varchar('avatar', { length: 500 }),
    introduction: varchar('introduction', { length: 500 }),
    /** 0 enabled, otherwise disabled (spec §4 Enable status). */
    status: smallint('status').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 64 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username), index('sys_user_org_idx').on(t.orgId)],
);
