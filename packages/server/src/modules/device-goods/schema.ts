import type { Recipe } from '@vr/contracts';
import { index, integer, jsonb, numeric, pgTable, serial, smallint, timestamp, unique } from 'drizzle-orm/pg-core';

/**
 * What one machine sells: a product in a slot (menu position, container or cargo lane) at the
 * machine's own price, optionally with the machine's own recipe (same shape as the product's;
 * null: the product's base recipe).
 */
export const deviceGoods = pgTable(
  'dev_goods',
  {
    id: serial('id').primaryKey(),
    deviceId: integer('device_id').notNull(),
    productId: integer('product_id').notNull(),
    slotNo: smallint('slot_no').notNull(),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    /** 0 on sale, 1 off sale. */
    status: smallint('status').notNull().default(0),
    /** Pieces in the lane (finished goods of unmanned stores); null for freshly made products. */
    stock: integer('stock'),
    capacity: integer('capacity'),
    recipe: jsonb('recipe').$type<Recipe>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('dev_goods_device_slot_uq').on(t.deviceId, t.slotNo), index('dev_goods_product_idx').on(t.productId)],
);
