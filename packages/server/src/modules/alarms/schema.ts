import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AbnormalDetail } from '@vr/contracts';
import { createdAt, oneRowPer } from '../../platform/db/columns.js';
import { orgs } from '../../platform/identity/schema.js';

/** Faults and warnings a device raised, until it (or a person) releases them (not released → released). */
export const deviceAlarms = pgTable(
  'dev_alarm',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    /** The device's id of this occurrence. */
    eventId: varchar('event_id', { length: 64 }).notNull(),
    /** fault | warning */
    kind: varchar('kind', { length: 10 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    /** Fault level 0, 1, 2. */
    level: smallint('level').notNull(),
    message: varchar('message', { length: 200 }),
    /** 0 not released, 1 released. */
    state: smallint('state').notNull().default(0),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** Who released it by hand (null: the device released it). */
    releasedBy: varchar('released_by', { length: 64 }),
    releasedByUserId: integer('released_by_user_id'),
    remark: varchar('remark', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dev_alarm_event_uq').on(t.deviceId, t.eventId),
    index('dev_alarm_device_idx').on(t.deviceId, t.raisedAt),
    index('dev_alarm_org_idx').on(t.orgId, t.state, t.raisedAt),
    // The alarm log, newest first, read in index order (deep pages by cursor), also within a customer.
    index('dev_alarm_raised_idx').on(t.raisedAt, t.id),
    index('dev_alarm_org_raised_idx').on(t.orgId, t.raisedAt, t.id),
    // Filtered by kind and level (the faults of one level), newest first: one read of this index,
    // and its total counted from the index alone.
    index('dev_alarm_kind_level_raised_idx').on(t.kind, t.level, t.raisedAt, t.id),
    // The counters: only the few alarms not released are indexed.
    index('dev_alarm_open_idx')
      .on(t.orgId, t.kind)
      .where(sql`${t.state} = 0`),
  ],
);

/**
 * Device abnormal: a condition the back-office found on a device (offline, no sale, temperature,
 * material out), unresolved until the condition ends (resolved by the system) or a person
 * resolves it. `conditionOpen` stays true while the condition that opened the row still holds,
 * also after a person resolved it, so a row is opened again only when the condition starts anew.
 */
export const deviceAbnormal = pgTable(
  'dev_abnormal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    /** offline | noSale | temperature | material */
    kind: varchar('kind', { length: 12 }).notNull(),
    /** Exception level 1, 2, 3. */
    level: smallint('level').notNull(),
    detail: jsonb('detail').$type<AbnormalDetail>().notNull().default({}),
    /** 0 unresolved, 1 resolved. */
    state: smallint('state').notNull().default(0),
    conditionOpen: boolean('condition_open').notNull().default(true),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    /** Who resolved it; null with state 1: the system, when the condition ended. */
    resolvedBy: varchar('resolved_by', { length: 64 }),
    resolvedByUserId: integer('resolved_by_user_id'),
    remark: varchar('remark', { length: 200 }),
  },
  (t) => [
    // One row per device and condition while the condition holds.
    uniqueIndex('dev_abnormal_open_uq')
      .on(t.deviceId, t.kind)
      .where(sql`${t.conditionOpen}`),
    index('dev_abnormal_raised_idx').on(t.raisedAt, t.id),
    index('dev_abnormal_org_raised_idx').on(t.orgId, t.raisedAt, t.id),
    index('dev_abnormal_device_idx').on(t.deviceId, t.raisedAt),
    index('dev_abnormal_unresolved_idx')
      .on(t.orgId)
      .where(sql`${t.state} = 0`),
  ],
);

/** The alarm rule of a customer (one row per customer organisation; the defaults when it has none). */
export const alarmRules = pgTable('dev_alarm_rule', {
  orgId: oneRowPer('org_id', () => orgs.id),
  faultMinLevel: smallint('fault_min_level').notNull(),
  warnings: boolean('warnings').notNull(),
  offlineMinutes: integer('offline_minutes'),
  noSaleHours: integer('no_sale_hours'),
  materialOut: boolean('material_out').notNull(),
  temperatureMin: numeric('temperature_min', { precision: 5, scale: 1, mode: 'number' }),
  temperatureMax: numeric('temperature_max', { precision: 5, scale: 1, mode: 'number' }),
  debounceSeconds: integer('debounce_seconds').notNull(),
  groupMinutes: integer('group_minutes').notNull(),
  notifyReleased: boolean('notify_released').notNull().default(true),
  updatedBy: varchar('updated_by', { length: 64 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
