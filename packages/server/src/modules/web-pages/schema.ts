import { index, integer, pgTable, varchar } from 'drizzle-orm/pg-core';
import { orgOwned, timestamps } from '../../platform/db/columns.js';

/** A customer's web page link, offered in the header's dropdown. */
export const webPages = pgTable(
  'sys_web_page',
  {
    // Owned by the customer (organisation of kind customer) the link belongs to.
    ...orgOwned(),
    pageName: varchar('page_name', { length: 50 }).notNull(),
    pageLink: varchar('page_link', { length: 500 }).notNull(),
    sort: integer('sort').notNull().default(100),
    createdBy: integer('created_by'),
    updatedBy: integer('updated_by'),
    ...timestamps(),
  },
  (t) => [index('sys_web_page_org_idx').on(t.orgId, t.sort)],
);
