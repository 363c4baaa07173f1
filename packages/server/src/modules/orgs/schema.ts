import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';

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
    /** 0 enabled, otherwise disabled (spec §4 Enable status). */
    status: smallint('status').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: bigint('created_by', { mode: 'number' }),
    remark: text('remark'),
  },
  (t) => [index('sys_org_parent_idx').on(t.parentId), index('sys_org_path_idx').on(sql`${t.path} varchar_pattern_ops`)],
);
