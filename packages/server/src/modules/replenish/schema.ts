import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, partOfLarge } from '../../platform/db/columns.js';

const quantity = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

/**
 * Replenish plans: what to bring to the machines of one route or point, computed from their
 * container levels when the plan was made (pending → completed when every machine of it has been
 * replenished, or cancelled by a person; cancelled and completed plans may be deleted).
 */
export const replenishPlans = pgTable(
  'rep_plan',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The customer of the route or point (the data scope of the screen). */
    orgId: integer('org_id').notNull(),
    routeId: integer('route_id'),
    siteId: integer('site_id'),
    placeName: varchar('place_name', { length: 100 }),
    /** pending | completed | cancelled */
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    /** The maintenance account of the route (of the point's route) when the plan was made; null: nobody. */
    assigneeId: integer('assignee_id'),
    createdById: integer('created_by_id').notNull(),
    createdBy: varchar('created_by', { length: 64 }),
    createdAt: createdAt(),
    /** When it was completed or cancelled. */
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('rep_plan_org_idx').on(t.orgId, t.state, t.createdAt), index('rep_plan_assignee_idx').on(t.assigneeId, t.state)],
);

/** One container of a plan: its level when planned and what to bring (capacity less level). */
export const replenishPlanItems = pgTable(
  'rep_plan_item',
  {
    planId: partOfLarge('plan_id', () => replenishPlans.id),
    deviceId: integer('device_id').notNull(),
    containerNo: smallint('container_no').notNull(),
    materialCode: varchar('material_code', { length: 50 }).notNull(),
    capacity: quantity('capacity').notNull(),
    level: quantity('level').notNull(),
    quantity: quantity('quantity').notNull(),
    /** A replenish record of the machine after the plan was made filled this container. */
    done: boolean('done').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.planId, t.deviceId, t.containerNo] }), index('rep_plan_item_device_idx').on(t.deviceId)],
);

/** What a person put into a machine in one visit. */
export const replenishRecords = pgTable(
  'rep_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    planId: bigint('plan_id', { mode: 'number' }),
    byId: integer('by_id').notNull(),
    byName: varchar('by_name', { length: 64 }),
    /** The refill command sent to the machine, when it was online. */
    commandId: varchar('command_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('rep_record_device_idx').on(t.deviceId, t.createdAt)],
);

/**
 * Inventory change records: every change of a machine's stock (a container's level) made in the
 * back-office, with its type (1 import: a replenishment; 2 an edit), before and after, who and when.
 */
export const inventoryChanges = pgTable(
  'rep_inventory_change',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    containerNo: smallint('container_no').notNull(),
    materialCode: varchar('material_code', { length: 50 }).notNull(),
    changeType: smallint('change_type').notNull(),
    before: quantity('before'),
    after: quantity('after').notNull(),
    recordId: bigint('record_id', { mode: 'number' }),
    byId: integer('by_id').notNull(),
    byName: varchar('by_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    // Stock is never negative, whoever writes the change.
    check('rep_inventory_change_after_ck', sql`${t.after} >= 0`),
    index('rep_inventory_change_org_idx').on(t.orgId, t.createdAt),
    index('rep_inventory_change_device_idx').on(t.deviceId, t.createdAt),
  ],
);
