import { index, integer, pgTable, primaryKey, serial, smallint, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { partOf, timestamps } from '../../platform/db/columns.js';

/** System notices. `org_id` is the author's organisation (data scope of the screen). */
export const notices = pgTable(
  'sys_notice',
  {
    id: serial('id').primaryKey(),
    title: varchar('notice_title', { length: 50 }).notNull(),
    /** notice | announcement */
    type: varchar('notice_type', { length: 20 }).notNull(),
    /** Sanitised HTML. */
    content: text('notice_content'),
    /** 0 published, 1 closed. */
    status: smallint('status').notNull().default(0),
    orgId: integer('org_id').notNull(),
    createdBy: integer('created_by'),
    createdByName: varchar('create_by', { length: 64 }),
    ...timestamps(),
  },
  (t) => [index('sys_notice_status_idx').on(t.status, t.createdAt), index('sys_notice_org_idx').on(t.orgId)],
);

/** The organisations a notice addresses (each with its subtree); none = everyone. */
export const noticeOrgs = pgTable(
  'sys_notice_org',
  {
    noticeId: partOf('notice_id', () => notices.id),
    orgId: integer('org_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.orgId] }), index('sys_notice_org_org_idx').on(t.orgId)],
);

/** Who has read which notice. */
export const noticeReads = pgTable(
  'sys_notice_read',
  {
    noticeId: partOf('notice_id', () => notices.id),
    userId: integer('user_id').notNull(),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.noticeId, t.userId] }), index('sys_notice_read_user_idx').on(t.userId)],
);
