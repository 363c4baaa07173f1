import { bigint, bigserial, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/**
 * Repair records: one per level-2 fault occurrence a device raised, or opened by hand by a person
 * (pending → processed or unresolved), assigned to a maintenance account (by a fault: the one of
 * the device's route).
 */
export const repairs = pgTable(
  'dev_repair',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The device's organisation when the fault was raised (the data scope of the screen). */
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    /** The fault occurrence in the alarm log (`dev_alarm.id`); null: opened by hand. */
    alarmId: bigint('alarm_id', { mode: 'number' }),
    /** The fault's code and level; null: opened by hand. */
    faultCode: varchar('fault_code', { length: 32 }),
    faultLevel: smallint('fault_level'),
    faultMessage: varchar('fault_message', { length: 200 }),
    /** When the fault was raised, or the record opened by hand. */
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    /** Opened by hand: what is wrong, who opened it, the photos taken then. */
    description: varchar('description', { length: 500 }),
    openedById: integer('opened_by_id'),
    openedBy: varchar('opened_by', { length: 64 }),
    openPhotos: jsonb('open_photos').$type<string[]>().notNull().default([]),
    /** When the machine released the fault; the record stays as it is otherwise. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** pending | processed | unresolved (dictionary `repair_state`). */
    state: varchar('state', { length: 12 }).notNull().default('pending'),
    /** The maintenance account of the device's route when it was opened; null: unassigned. */
    assigneeId: integer('assignee_id'),
    remark: varchar('remark', { length: 500 }),
    /** Urls of photos stored by the uploads area for repairs, taken when it was processed. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    processedById: integer('processed_by_id'),
    processedBy: varchar('processed_by', { length: 64 }),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    // One record per device and fault occurrence, however often the event is heard (records opened by hand have none).
    uniqueIndex('dev_repair_alarm_uq').on(t.deviceId, t.alarmId),
    index('dev_repair_org_idx').on(t.orgId, t.state, t.raisedAt),
    index('dev_repair_assignee_idx').on(t.assigneeId, t.state),
  ],
);
