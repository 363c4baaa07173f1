import { index, integer, pgTable, serial, varchar } from 'drizzle-orm/pg-core';
import { partOf } from '../../platform/db/columns.js';
import { users } from '../../platform/identity/schema.js';

/** Training records of an account (name, content up to 1000 characters, time). */
export const userTrainings = pgTable(
  'sys_user_training',
  {
    id: serial('id').primaryKey(),
    userId: partOf('user_id', () => users.id),
    name: varchar('name', { length: 50 }).notNull(),
    content: varchar('content', { length: 1000 }).notNull().default(''),
    /** As entered: YYYY-MM-DD or YYYY-MM-DD HH:mm(:ss). */
    time: varchar('time', { length: 19 }).notNull(),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sys_user_training_user_idx').on(t.userId)],
);
