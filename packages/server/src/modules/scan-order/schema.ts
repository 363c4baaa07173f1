import { index, integer, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { devices } from '../devices/schema.js';

/**
 * The links a machine's order QR codes hold: one current link per machine (`replaced_at` empty),
 * and the links it had before, kept so a copied sticker answers "this code was replaced".
 */
export const saleLinks = pgTable(
  'so_sale_link',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id')
      .notNull()
      .references(() => devices.id, { onDelete: 'cascade' }),
    /** 16 random bytes, base64url: what the QR code's address ends with. */
    token: varchar('token', { length: 32 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }),
    /** Who replaced it (an account id), for the operation log's reader. */
    replacedBy: integer('replaced_by'),
  },
  (t) => [
    uniqueIndex('so_sale_link_token_uq').on(t.token),
    uniqueIndex('so_sale_link_current_uq')
      .on(t.deviceId)
      .where(sql`${t.replacedAt} is null`),
    index('so_sale_link_device_idx').on(t.deviceId),
  ],
);
