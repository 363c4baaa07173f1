import { index, integer, jsonb, numeric, pgTable, primaryKey, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { partOf, recordTrail } from '../../platform/db/columns.js';

/** Names in the four languages. */
export type LocalizedName = { zh: string; en: string; es: string; ja: string };

/** A device model (CM-200 …) and the containers it has. `orgId` null: offered to every customer. */
export const deviceModels = pgTable(
  'dev_model',
  {
    id: serial('id').primaryKey(),
    code: varchar('code', { length: 50 }).notNull().unique(),
    names: jsonb('names').$type<LocalizedName>().notNull(),
    /** coffee | milk_tea | beer | water … */
    kind: varchar('kind', { length: 20 }).notNull(),
    cupCapacity: integer('cup_capacity').notNull().default(0),
    orgId: integer('org_id'),
    /** 0 enabled, otherwise disabled. */
    status: smallint('status').notNull().default(0),
    remark: varchar('remark', { length: 500 }),
    ...recordTrail(),
  },
  (t) => [index('dev_model_org_idx').on(t.orgId)],
);

export const deviceModelContainers = pgTable(
  'dev_model_container',
  {
    modelId: partOf('model_id', () => deviceModels.id),
    /** Container number on the machine, 1-based. */
    no: smallint('no').notNull(),
    materialCode: varchar('material_code', { length: 50 }).notNull(),
    capacity: numeric('capacity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.modelId, t.no] })],
);
