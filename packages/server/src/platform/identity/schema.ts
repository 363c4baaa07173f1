import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { money, partOf, timestamps } from '../db/columns.js';

/**
 * The organisation tree: platform → customers → departments/stores.
 * `path` is the materialised path of ids ("/1/3/7/") so "department and below" is a prefix match.
 */
export const orgs = pgTable(
  'sys_org',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    path: varchar('path', { length: 500 }).notNull(),
    /** platform | customer | department | store */
    kind: varchar('kind', { length: 20 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    code: varchar('code', { length: 50 }),
    sort: integer('sort').notNull().default(100),
    /** 0 enabled, otherwise disabled. */
    status: smallint('status').notNull().default(0),
    ...timestamps(),
    createdBy: bigint('created_by', { mode: 'number' }),
    remark: text('remark'),
    // Store/department fields; empty on platform and customer nodes.
    leader: varchar('leader', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    email: varchar('email', { length: 100 }),
    servicePhone: varchar('service_phone', { length: 30 }),
    salesOrg: varchar('sales_org', { length: 50 }),
    purchaseOrg: varchar('purchase_org', { length: 50 }),
    /** 1 directly operated, 2 franchised, 3 partner site. */
    storeType: smallint('store_type'),
    province: varchar('province', { length: 50 }),
    city: varchar('city', { length: 50 }),
    district: varchar('district', { length: 50 }),
    address: varchar('address', { length: 200 }),
    deliverySupport: smallint('delivery_support').notNull().default(0),
    /** Metres. */
    deliveryRange: integer('delivery_range'),
    deliveryFee: money('delivery_fee'),
    minOrderAmount: money('min_order_amount'),
    deliveryTimes: varchar('delivery_times', { length: 200 }),
    businessHours: varchar('business_hours', { length: 200 }),
    deposit: money('deposit'),
    franchiseeCode: varchar('franchisee_code', { length: 50 }),
    /** Percent. */
    commissionRate: numeric('commission_rate', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    index('sys_org_parent_idx').on(t.parentId),
    index('sys_org_path_idx').on(sql`${t.path} varchar_pattern_ops`),
    // Names are unique among siblings and codes everywhere, both without regard to case.
    uniqueIndex('sys_org_parent_name_uq').on(t.parentId, sql`lower(${t.name})`),
    uniqueIndex('sys_org_code_uq')
      .on(sql`lower(${t.code})`)
      .where(sql`${t.code} is not null and ${t.code} <> ''`),
  ],
);

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
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_user_username_uq').on(t.username), index('sys_user_org_idx').on(t.orgId)],
);

/**
 * Menu items: directories (M), menus (C) and buttons (F). `name` is the route name, unique,
 * and is how built-in menus are kept in step with the code on every start.
 */
export const menus = pgTable(
  'sys_menu',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').notNull().default(0),
    name: varchar('name', { length: 100 }).notNull(),
    /** Titles by language: zh, en, es, ja (the schema keeps up to seven). */
    titles: jsonb('titles').$type<Record<string, string>>().notNull(),
    menuType: varchar('menu_type', { length: 1 }).notNull(),
    path: varchar('path', { length: 200 }).notNull().default(''),
    component: varchar('component', { length: 255 }),
    perms: varchar('perms', { length: 100 }),
    icon: varchar('icon', { length: 100 }),
    sort: integer('sort').notNull().default(100),
    /** 1 normal, 0 hidden. */
    status: smallint('status').notNull().default(1),
    alwaysShow: boolean('always_show').notNull().default(false),
    redirect: varchar('redirect', { length: 200 }),
    noCache: boolean('no_cache').notNull().default(false),
    affix: boolean('affix').notNull().default(false),
    isExternal: boolean('is_external').notNull().default(false),
    builtIn: boolean('built_in').notNull().default(false),
    /** 'pc' the back-office, 'applet' the B-side mini program (a role grants each separately). */
    client: varchar('client', { length: 10 }).notNull().default('pc'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_menu_name_uq').on(t.name), index('sys_menu_parent_idx').on(t.parentId)],
);

export const roles = pgTable(
  'sys_role',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 30 }).notNull(),
    roleKey: varchar('role_key', { length: 100 }).notNull(),
    sort: integer('sort').notNull().default(0),
    /** 1 all, 2 custom, 3 own department, 4 department and below, 5 only own data. */
    dataScope: varchar('data_scope', { length: 1 }).notNull().default('1'),
    /** The organisation (customer) that owns the role; null for platform roles. */
    orgId: integer('org_id').references(() => orgs.id),
    status: smallint('status').notNull().default(0),
    builtIn: smallint('built_in').notNull().default(0),
    /** The mobile-operations refund right: 1 has, 0 none. */
    refundRight: smallint('refund_right').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_role_key_uq').on(t.roleKey), uniqueIndex('sys_role_name_uq').on(t.name)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: partOf('user_id', () => users.id),
    roleId: partOf('role_id', () => roles.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const roleMenus = pgTable(
  'sys_role_menu',
  {
    roleId: partOf('role_id', () => roles.id),
    menuId: partOf('menu_id', () => menus.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Organisations of a role's custom data scope. */
export const roleOrgs = pgTable(
  'sys_role_org',
  {
    roleId: partOf('role_id', () => roles.id),
    orgId: partOf('org_id', () => orgs.id),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.orgId] })],
);

/** Server-side sessions; `id` is the SHA-256 of the token, so a leaked table reveals no tokens. */
export const sessions = pgTable(
  'sys_session',
  {
    id: varchar('id', { length: 64 }).primaryKey(),
    userId: partOf('user_id', () => users.id),
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

/**
 * Wrong passwords per typed account name and client address ('' when unknown), within one window
 * that starts at `firstAt`; `lockedUntil` is set when they reached the lockout count. One row per
 * name and address, whatever the number of attempts; a row whose window and lock have ended is dead.
 */
export const signInFailures = pgTable(
  'sys_sign_in_failure',
  {
    username: varchar('username', { length: 50 }).notNull(),
    ip: varchar('ip', { length: 64 }).notNull().default(''),
    failures: integer('failures').notNull(),
    firstAt: timestamp('first_at', { withTimezone: true }).notNull(),
    lastAt: timestamp('last_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.username, t.ip] }), index('sys_sign_in_failure_first_at_idx').on(t.firstAt)],
);
