import { index, integer, jsonb, numeric, pgTable, primaryKey, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { orgOwned, partOf, recordTrail } from '../../platform/db/columns.js';
import { products } from '../products/schema.js';

/** Product templates: a device model's set of goods; `org_id` is the customer that owns them. */
export const goodsTemplates = pgTable(
  'goods_template',
  {
    ...orgOwned(),
    name: varchar('name', { length: 50 }).notNull(),
    modelId: integer('model_id').notNull(),
    /** Slots the template fills at most. */
    capacity: smallint('capacity').notNull(),
    /** The raw material codes the template's machines need. */
    materialCodes: jsonb('material_codes').$type<string[]>().notNull().default([]),
    remark: varchar('remark', { length: 500 }),
    ...recordTrail(),
  },
  (t) => [unique('goods_template_org_name_uq').on(t.orgId, t.name), index('goods_template_model_idx').on(t.modelId)],
);

/** A template's goods: one product per slot at the template's price. */
export const goodsTemplateItems = pgTable(
  'goods_template_item',
  {
    templateId: partOf('template_id', () => goodsTemplates.id),
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
