import { jsonb, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';
import { oneRowPer, timestamps } from '../../platform/db/columns.js';
import { orgs } from '../../platform/identity/schema.js';

/**
 * A customer's own fields, one row per organisation node of kind "customer".
 * Name, code, order and status live on the node itself; the node's id is the customer's id.
 */
export const customers = pgTable('sys_customer', {
  orgId: oneRowPer('org_id', () => orgs.id),
  shortName: varchar('short_name', { length: 50 }),
  /** 1 franchisee, 2 investor, 3 site owner, 4 other. */
  cooperationMode: smallint('cooperation_mode').notNull().default(4),
  /** 1 offline, 2 online franchise application. */
  source: smallint('source').notNull().default(1),
  contactName: varchar('contact_name', { length: 50 }),
  contactPhone: varchar('contact_phone', { length: 30 }),
  contactEmail: varchar('contact_email', { length: 100 }),
  logo: varchar('logo', { length: 500 }),
  banner: varchar('banner', { length: 500 }),
  themeColor: varchar('theme_color', { length: 7 }).notNull().default('#1890ff'),
  defaultLanguage: varchar('default_language', { length: 5 }).notNull().default('zh'),
  defaultCurrency: varchar('default_currency', { length: 3 }).notNull().default('CNY'),
  /** Switched-on feature keys (contracts CUSTOMER_FEATURES). */
  features: jsonb('features').$type<string[]>().notNull().default([]),
  /** { pc, bSide, member }: permission keys per client (contracts PC/B_SIDE/MEMBER_PERMISSIONS). */
  permissions: jsonb('permissions')
    .$type<{ pc: string[]; bSide: string[]; member: string[] }>()
    .notNull()
    .default({ pc: [], bSide: [], member: [] }),
  /** Device model ids the customer may use. */
  models: jsonb('models').$type<number[]>().notNull().default([]),
  ...timestamps(),
});
