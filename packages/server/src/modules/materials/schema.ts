import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, orgOwned, timestamps } from '../../platform/db/columns.js';

/** A material's or classification's name in each language. */
const names = () => ({
  nameZh: varchar('name_zh', { length: 50 }),
  nameEn: varchar('name_en', { length: 50 }),
  nameEs: varchar('name_es', { length: 50 }),
  nameJa: varchar('name_ja', { length: 50 }),
});

/** Classifications of raw materials; `org_id` is the customer that owns them. */
export const materialClasses = pgTable(
  'goods_material_class',
  {
    ...orgOwned(),
    code: varchar('code', { length: 32 }).notNull(),
    ...names(),
    createdAt: createdAt(),
  },
  (t) => [unique('goods_material_class_org_code_uq').on(t.orgId, t.code)],
);

/** Raw materials; `org_id` is the customer that owns them (the data scope of the screen). */
export const materials = pgTable(
  'goods_material',
  {
    ...orgOwned(),
    code: varchar('code', { length: 32 }).notNull(),
    ...names(),
    classId: integer('class_id'),
    type: varchar('type', { length: 20 }).notNull(),
    /** How much of `unit` one purchase unit holds (a 1 kg bag: 1000 g), above 0; none: the material has no cost in the reports. */
    netContent: numeric('net_content', { precision: 12, scale: 2, mode: 'number' }),
    shelfLifeDays: integer('shelf_life_days'),
    costPrice: money('cost_price'),
    salePrice: money('sale_price'),
    /** 1 g, 2 ml, 3 other. */
    unit: smallint('unit').notNull().default(3),
    picture: varchar('picture', { length: 500 }),
    storageTemp: varchar('storage_temp', { length: 30 }),
    accessoryCode: varchar('accessory_code', { length: 1 }),
    ...timestamps(),
  },
  (t) => [
    unique('goods_material_org_code_uq').on(t.orgId, t.code),
    index('goods_material_class_idx').on(t.classId),
    check('goods_material_net_content_ck', sql`${t.netContent} > 0`),
  ],
);
