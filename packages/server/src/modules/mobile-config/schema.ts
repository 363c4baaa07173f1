import { boolean, integer, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';

/**
 * A customer's choices for one function of a mobile client (maintenance app or B-side mini
 * program). No rows for a client = the catalogue's defaults (contracts MOBILE_FUNCTIONS).
 */
export const mobileConfigs = pgTable(
  'sys_mobile_config',
  {
    orgId: integer('org_id').notNull(),
    /** maintenance | applet */
    client: varchar('client', { length: 20 }).notNull(),
    funcKey: varchar('func_key', { length: 50 }).notNull(),
    title: varchar('title', { length: 20 }),
    icon: varchar('icon', { length: 30 }).notNull(),
    visible: boolean('visible').notNull().default(true),
    sort: integer('sort').notNull(),
    updatedBy: integer('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.orgId, t.client, t.funcKey] })],
);
