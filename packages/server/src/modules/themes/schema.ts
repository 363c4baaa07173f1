import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { orgOwned, recordTrail } from '../../platform/db/columns.js';

/** Theme colour presets of a customer; at most one default per customer. */
export const themes = pgTable(
  'sys_theme',
  {
    // Owned by the customer (organisation of kind customer).
    ...orgOwned(),
    name: varchar('theme_name', { length: 30 }).notNull(),
    color: varchar('theme_color', { length: 7 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    sort: integer('sort').notNull().default(100),
    ...recordTrail(),
  },
  (t) => [
    index('sys_theme_org_idx').on(t.orgId, t.sort),
    uniqueIndex('sys_theme_org_name_uq').on(t.orgId, t.name),
    uniqueIndex('sys_theme_default_uq')
      .on(t.orgId)
      .where(sql`${t.isDefault}`),
  ],
);
