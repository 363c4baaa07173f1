import { boolean, index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, partOf, recordTrail } from '../../platform/db/columns.js';

/** Product classifications (categories); `org_id` is the customer that owns them. */
export const productClasses = pgTable(
  'goods_product_class',
  {
    ...orgOwned(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [unique('goods_product_class_org_code_uq').on(t.orgId, t.code)],
);

/** Products; `org_id` is the customer that owns them (the data scope of the screens). */
export const products = pgTable(
  'goods_product',
  {
    ...orgOwned(),
    code: varchar('code', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    nameEn: varchar('name_en', { length: 50 }),
    nameEs: varchar('name_es', { length: 50 }),
    nameJa: varchar('name_ja', { length: 50 }),
    thirdCode: varchar('third_code', { length: 50 }),
    /** finished | fresh */
    type: varchar('type', { length: 10 }).notNull(),
    classId: integer('class_id'),
    originalPrice: numeric('original_price', { precision: 10, scale: 2, mode: 'number' }),
    salePrice: numeric('sale_price', { precision: 10, scale: 2, mode: 'number' }).notNull(),
    specification: varchar('specification', { length: 50 }),
    netContent: varchar('net_content', { length: 30 }),
    description: varchar('description', { length: 1000 }),
    mainImage: varchar('main_image', { length: 500 }),
    detailImage: varchar('detail_image', { length: 500 }),
    barcodes: jsonb('barcodes').$type<string[]>().notNull().default([]),
    cupCovers: jsonb('cup_covers').$type<string[]>().notNull().default([]),
    ...recordTrail(),
  },
  (t) => [unique('goods_product_org_code_uq').on(t.orgId, t.code), index('goods_product_class_idx').on(t.classId)],
);

/** The device models a product fits (at least one, checked on save). */
export const productModels = pgTable(
  'goods_product_model',
  {
    productId: partOf('product_id', () => products.id),
    modelId: integer('model_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.modelId] }), index('goods_product_model_model_idx').on(t.modelId)],
);

/** The base recipe's pour steps; the pour order is unique within a product's recipe. */
export const recipeSteps = pgTable(
  'goods_recipe_step',
  {
    productId: partOf('product_id', () => products.id),
    pourOrder: smallint('pour_order').notNull(),
    materialCode: varchar('material_code', { length: 32 }).notNull(),
    /** ml */
    water: numeric('water', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
    /** In the material's unit. */
    amount: numeric('amount', { precision: 8, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'goods_recipe_step_order_uq', columns: [t.productId, t.pourOrder] })],
);

/** The cup sizes a product is offered in, each with its extra price. */
export const productCupSizes = pgTable(
  'goods_cup_size',
  {
    productId: partOf('product_id', () => products.id),
    size: varchar('size', { length: 8 }).notNull(),
    extraPrice: numeric('extra_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'goods_cup_size_uq', columns: [t.productId, t.size] })],
);

/** Taste categories of a product (sugar, temperature…); names unique within the product. */
export const tasteCategories = pgTable(
  'goods_taste_category',
  {
    id: serial('id').primaryKey(),
    productId: partOf('product_id', () => products.id),
    name: varchar('name', { length: 30 }).notNull(),
    required: boolean('required').notNull().default(false),
    multiple: boolean('multiple').notNull().default(false),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('goods_taste_category_name_uq').on(t.productId, t.name)],
);

/** The options of a taste category; names and codes unique within the category. */
export const tasteOptions = pgTable(
  'goods_taste_option',
  {
    id: serial('id').primaryKey(),
    categoryId: partOf('category_id', () => tasteCategories.id),
    code: varchar('code', { length: 20 }).notNull(),
    name: varchar('name', { length: 30 }).notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    extraPrice: numeric('extra_price', { precision: 10, scale: 2, mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [unique('goods_taste_option_code_uq').on(t.categoryId, t.code), unique('goods_taste_option_name_uq').on(t.categoryId, t.name)],
);
