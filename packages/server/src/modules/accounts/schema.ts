import { boolean, index, integer, jsonb, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
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
    /** 0 enabled, otherwise disabled. */
    status: smallint('status').notNull().default(0),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    lastLoginIp: varchar('last_login_ip', { length: 64 }),
    createdBy: integer('created_by'),
    /** Job title. */
    position: varchar('position', { length: 50 }),
    /** '0' male, '1' female, '2' unknown. */
    gender: varchar('gender', { length: 1 }),
    /** The customer organisation the account works for. */
    clientId: integer('client_id').references(() => orgs.id),
    /** Device permissions: 'all' (new devices granted automatically) or 'selected'. */
    deviceScope: varchar('device_scope', { length: 10 }).notNull().default('all'),
    /** URLs of health certificate images (jpg/png/gif, at most 10). */
    healthCertificates: jsonb('health_certificates').$type<string[]>().notNull().default([]),
    /**
     * False for an employee record without a login account (POST /api/Employee/save); its
     * `username` is then a placeholder no one can type and its password hash unusable.
     */
    loginBound: boolean('login_bound').notNull().default(true),
    remark: varchar('remark', { length: 500 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username), index('sys_user_org_idx').on(t.orgId)],
);

/** Training records of an account (name, content up to 1000 characters, time). */
export const userTrainings = pgTable(
  'sys_user_training',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 50 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull().default(''),
    /** As entered: YYYY-MM-DD or YYYY-MM-DD HH:mm(:ss). */
    time: varchar('time', { length: 19 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sys_user_training_user_idx').on(t.userId)],
);
