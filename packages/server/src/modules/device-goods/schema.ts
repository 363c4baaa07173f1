import type { Recipe } from '@vr/contracts';
import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { oneRowPer, partOf } from '../../platform/db/columns.js';
import { devices } from '../devices/schema.js';
import { products } from '../products/schema.js';

/**
 * What one machine sells: a product in a slot (menu position, container or cargo lane) at the
 * machine's own price, optionally with the machine's own recipe (same shape as the product's;
 * null: the product's base recipe).
 */
export const deviceGoods = pgTable(
  'dev_goods',
  {
    id: serial('id').primaryKey(),
    deviceId: partOf('device_id', () => devices.id),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
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

/** A machine's accessories: accessory code (B, N, S, I, M, W, P) → a raw material code of its customer. */
export const deviceAccessories = pgTable(
  'dev_goods_accessory',
  {
    deviceId: partOf('device_id', () => devices.id),
    code: varchar('code', { length: 1 }).notNull(),
    materialCode: varchar('material_code', { length: 32 }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'dev_goods_accessory_pk', columns: [t.deviceId, t.code] })],
);

/** The product template a machine's goods last came from (its name as applied). */
export const deviceGoodsSource = pgTable(
  'dev_goods_source',
  {
    deviceId: oneRowPer('device_id', () => devices.id),
    templateId: integer('template_id').notNull(),
    templateName: varchar('template_name', { length: 50 }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_goods_source_template_idx').on(t.templateId)],
);

/**
 * Per machine: a counter raised by every change of what its goods would make a package of (its
 * items, own recipes and accessories here, and the code, names, type or base recipe of a product
 * it sells). Deployment keeps the counter its package was made at; another counter now means the
 * machine's package is out of date. No row: never changed (0).
 */
export const deviceGoodsChanges = pgTable('dev_goods_change', {
  deviceId: oneRowPer('device_id', () => devices.id),
  revision: integer('revision').notNull().default(0),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
