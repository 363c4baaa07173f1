import { index, integer, pgTable, primaryKey, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { users } from '../accounts/schema.js';
import { menus } from '../menus/schema.js';
import { orgs } from '../orgs/schema.js';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('sys_role_key_uq').on(t.roleKey)],
);

export const userRoles = pgTable(
  'sys_user_role',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index('sys_user_role_role_idx').on(t.roleId)],
);

export const roleMenus = pgTable(
  'sys_role_menu',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.menuId] })],
);

/** Organisations of a role's custom data scope. */
export const roleOrgs = pgTable(
  'sys_role_org',
  {
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    orgId: integer('org_id')
      .notNull()
      .references(() => orgs.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.orgId] })],
);
