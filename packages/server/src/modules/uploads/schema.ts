import { bigint, index, integer, pgTable, serial, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/**
 * Every stored upload: who sent it, for which use, what it is (by content). Removal checks it:
 * only the uploader (or a holder of every permission) may delete a file.
 */
export const uploads = pgTable(
  'sys_upload',
  {
    id: serial('id').primaryKey(),
    /** The storage key: random, unguessable, ending in the extension of the detected type. */
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    url: varchar('url', { length: 200 }).notNull(),
    userId: integer('user_id').notNull(),
    orgId: integer('org_id').notNull(),
    dataEntity: varchar('data_entity', { length: 50 }).notNull(),
    dataField: varchar('data_field', { length: 50 }).notNull(),
    originalName: varchar('original_name', { length: 255 }),
    size: bigint('size', { mode: 'number' }).notNull(),
    mime: varchar('mime', { length: 50 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sys_upload_key_uq').on(t.storageKey), index('sys_upload_user_idx').on(t.userId)],
);
