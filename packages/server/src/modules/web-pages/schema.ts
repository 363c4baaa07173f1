import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A customer's web page link, offered in the header's dropdown. */
export const webPages = pgTable(
  'sys_web_page',
  {
    id: serial('id').primaryKey(),
    /** The customer (organisation of kind customer) the link belongs to. */
    orgId: integer('org_id').notNull(),
    pageName: varchar('page_name', { length: 50 }).notNull(),
    pageLink: varchar('page_link', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(100),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sys_web_page_org_idx').on(t.orgId, t.sort)],
);
