import type { ScreenContent, ScreenTarget } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, oneRowPer, orgOwned, partOf } from '../../platform/db/columns.js';
import { devices } from '../devices/schema.js';

/**
 * Interface configurations: what the machines' own screens show, for every machine of a model of
 * the configuration's organisation (at most one such configuration per organisation and model)
 * or for the machines named in `dev_screen_config_device`.
 */
export const screenConfigs = pgTable(
  'dev_screen_config',
  {
    ...orgOwned(),
    name: varchar('name', { length: 50 }).notNull(),
    appliesTo: varchar('target', { length: 10 }).$type<ScreenTarget>().notNull(),
    modelId: integer('model_id'),
    content: jsonb('content').$type<ScreenContent>().notNull(),
    /** Raised by each edit: the machines are sent the configuration again. */
    revision: integer('revision').notNull().default(1),
    updatedBy: integer('updated_by'),
    updatedByName: varchar('updated_by_name', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('dev_screen_config_model_uq')
      .on(t.orgId, t.modelId)
      .where(sql`target = 'model'`),
    index('dev_screen_config_org_idx').on(t.orgId, t.updatedAt),
  ],
);

/** The machines a configuration of target `devices` names: a machine is named by one configuration at most. */
export const screenConfigDevices = pgTable(
  'dev_screen_config_device',
  {
    configId: partOf('config_id', () => screenConfigs.id),
    deviceId: partOf('device_id', () => devices.id),
  },
  (t) => [primaryKey({ columns: [t.configId, t.deviceId] }), uniqueIndex('dev_screen_config_device_uq').on(t.deviceId)],
);

/**
 * What each machine is to show, one row per machine: its configuration (none: the factory
 * screen) and revision, `waiting` until it is sent (an offline machine at its next hello), then
 * `sent` with the command that carried it, whose answer is the delivery's outcome.
 */
export const screenDeliveries = pgTable(
  'dev_screen_delivery',
  {
    deviceId: oneRowPer('device_id', () => devices.id),
    configId: integer('config_id'),
    configName: varchar('config_name', { length: 50 }),
    revision: integer('revision').notNull().default(0),
    /** waiting | sent */
    state: varchar('state', { length: 8 }).notNull(),
    commandId: varchar('command_id', { length: 64 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_screen_delivery_config_idx').on(t.configId, t.deviceId), index('dev_screen_delivery_waiting_idx').on(t.state)],
);

/** A customer's mini-program colours (the phone ordering page); a customer without a row has the defaults. */
export const appletColors = pgTable('dev_applet_color', {
  /** The customer's organisation. */
  orgId: integer('org_id').primaryKey(),
  primaryColor: varchar('primary_color', { length: 7 }).notNull(),
  backgroundColor: varchar('background_color', { length: 7 }).notNull(),
  updatedBy: integer('updated_by'),
  updatedByName: varchar('updated_by_name', { length: 64 }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
