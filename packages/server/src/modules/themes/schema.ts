import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

/** Theme colour presets of a customer; at most one default per customer. */
export const themes = pgTable(
  'sys_theme',
  {
    id: serial('id').primaryKey(),
    /** The customer (organisation of kind customer). */
    orgId: integer('org_id').notNull(),
    name: varchar('theme_name', { length: 30 }).notNull(),
    color: varchar('theme_color', { length: 7 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(100),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('sys_theme_org_idx').on(t.orgId, t.sort),
    uniqueIndex('sys_theme_org_name_uq').on(t.orgId, t.name),
    uniqueIndex('sys_theme_default_uq')
      .on(t.orgId)
      .where(sql`${t.isDefault}`),
  ],
);
