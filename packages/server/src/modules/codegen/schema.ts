import { boolean, index, integer, jsonb, pgTable, serial, smallint, unique, varchar } from 'drizzle-orm/pg-core';
import { partOf, timestamps } from '../../platform/db/columns.js';

/** A catalogue table imported into code generation, and the names its generated area takes. */
export const genTables = pgTable('gen_table', {
  id: serial('id').primaryKey(),
  tableName: varchar('table_name', { length: 64 }).notNull().unique('gen_table_name_key'),
  tableComment: varchar('table_comment', { length: 200 }),
  /** The area's folder name (kebab case): unique, as two areas cannot share a folder. */
  areaName: varchar('area_name', { length: 64 }).notNull().unique('gen_table_area_key'),
  businessName: varchar('business_name', { length: 64 }).notNull(),
  entityName: varchar('entity_name', { length: 64 }).notNull(),
  author: varchar('author', { length: 64 }).notNull().default(''),
  ...timestamps(),
});

/** One column of an imported table: what the catalogue says of it, and how the generated area uses it. */
export const genTableColumns = pgTable(
  'gen_table_column',
  {
    id: serial('id').primaryKey(),
    tableId: partOf('table_id', () => genTables.id),
    columnName: varchar('column_name', { length: 64 }).notNull(),
    dbType: varchar('db_type', { length: 100 }).notNull(),
    nullable: boolean('nullable').notNull(),
    primaryKey: boolean('is_pk').notNull().default(false),
    /** The catalogue's default expression (`now()`, `0`, `nextval(…)`), or null. */
    defaultExpr: varchar('default_expr', { length: 200 }),
    sort: smallint('sort').notNull(),
    /** The column's label in each language ({ zh, en, es, ja }). */
    labels: jsonb('labels').$type<Record<string, string>>().notNull(),
    tsType: varchar('ts_type', { length: 10 }).notNull(),
    required: boolean('required').notNull(),
    minLength: integer('min_length'),
    maxLength: integer('max_length'),
    min: integer('min_value'),
    max: integer('max_value'),
    pattern: varchar('pattern', { length: 200 }),
    listed: boolean('listed').notNull(),
    searchKind: varchar('search_kind', { length: 10 }).notNull(),
    inForm: boolean('in_form').notNull(),
    dictType: varchar('dict_type', { length: 100 }),
  },
  (t) => [unique('gen_table_column_name_key').on(t.tableId, t.columnName), index('gen_table_column_table_idx').on(t.tableId, t.sort)],
);
