import { boolean, index, integer, jsonb, pgTable, serial, smallint, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from '../../platform/db/columns.js';

/** Dictionary types (name and type 1-100 characters, remark 1-500). */
export const dictTypes = pgTable(
  'sys_dict_type',
  {
    id: serial('id').primaryKey(),
    dictName: varchar('dict_name', { length: 100 }).notNull(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    /** 0 normal, 1 disabled. */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    /** Built in with the product; cannot be deleted, its type cannot change. */
    builtIn: boolean('built_in').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sys_dict_type_type_uq').on(t.dictType)],
);

/** Dictionary entries : a value, its label per language and a tag style. */
export const dictData = pgTable(
  'sys_dict_data',
  {
    id: serial('id').primaryKey(),
    dictType: varchar('dict_type', { length: 100 }).notNull(),
    dictSort: integer('dict_sort').notNull().default(100),
    /** The default label (shown when the request's language has none in `labels`). */
    dictLabel: varchar('dict_label', { length: 100 }).notNull(),
    /** Labels by language: zh, en, es, ja. */
    labels: jsonb('labels').$type<Record<string, string>>().notNull().default({}),
    dictValue: varchar('dict_value', { length: 100 }).notNull(),
    listClass: varchar('list_class', { length: 20 }).notNull().default('default'),
    cssClass: varchar('css_class', { length: 100 }),
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    builtIn: boolean('built_in').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('sys_dict_data_type_value_uq').on(t.dictType, t.dictValue),
    index('sys_dict_data_type_idx').on(t.dictType, t.dictSort),
  ],
);
