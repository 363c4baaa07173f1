import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { products } from '../products/schema.js';

/** Product templates: a device model's set of goods; `org_id` is the customer that owns them. */
export const goodsTemplates = pgTable(
  'goods_template',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    modelId: integer('model_id').notNull(),
    /** Slots the template fills at most. */
    capacity: smallint('capacity').notNull(),
    /** The raw material codes the template's machines need. */
    materialCodes: jsonb('material_codes').$type<string[]>().notNull().default([]),
    remark: varchar('remark', { length: 500 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('goods_template_org_name_uq').on(t.orgId, t.name), index('goods_template_model_idx').on(t.modelId)],
);

/** A template's goods: one product per slot at the template's price. */
export const goodsTemplateItems = pgTable(
  'goods_template_item',
  {
    templateId: integer('template_id')
      .notNull()
      .references(() => goodsTemplates.id, { onDelete: 'cascade' }),
    slotNo: smallint('slot_no').notNull(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'goods_template_item_pk', columns: [t.templateId, t.slotNo] }),
    index('goods_template_item_product_idx').on(t.productId),
  ],
);
