import type { UpgradeMachineState, UpgradeStatus, UpgradeTarget } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, primaryKey, smallint, timestamp, unique, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, partOf } from '../../platform/db/columns.js';
import { machineStateCountsTable } from '../../platform/list/state-counts.js';
import { devices } from '../devices/schema.js';

/** Uploaded packages: the stored file (served to machines by its unguessable key), its size and SHA-256. */
export const upgradePackages = pgTable(
  'dev_upgrade_package',
  {
    ...orgOwned(),
    storageKey: varchar('storage_key', { length: 64 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
  },
  (t) => [unique('dev_upgrade_package_key_uq').on(t.storageKey)],
);

/**
 * Upgrades: one package (by address, or an uploaded file served by the back-office) of one
 * software (app, mainboard, DTU) to a set of machines, in two stages.
 */
export const upgrades = pgTable(
  'dev_upgrade',
  {
    ...orgOwned(),
    target: varchar('target', { length: 10 }).$type<UpgradeTarget>().notNull(),
    version: varchar('version', { length: 50 }).notNull(),
    /** What the machines download: the address given, or the back-office's URL of the uploaded file. */
    packageUrl: varchar('package_url', { length: 1000 }).notNull(),
    packageId: integer('package_id').references(() => upgradePackages.id, { onDelete: 'set null' }),
    fileName: varchar('file_name', { length: 255 }),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** The model whose machines it targets (null: chosen machines). */
    modelId: integer('model_id'),
    /** staged | running | finished | cancelled */
    status: varchar('status', { length: 10 }).$type<UpgradeStatus>().notNull().default('staged'),
    /** The last stage started: 1 the first batch, 2 every machine. */
    stage: smallint('stage').notNull().default(1),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('dev_upgrade_org_time_idx').on(t.orgId, t.createdAt)],
);

/**
 * The machines of an upgrade, one row each: its stage, its state, the percent it reported, the
 * reason of a failure, how often it was sent. The target is repeated here so that one partial
 * unique index keeps a machine in at most one active upgrade of each software.
 */
export const upgradeDevices = pgTable(
  'dev_upgrade_device',
  {
    upgradeId: partOf('upgrade_id', () => upgrades.id),
    deviceId: partOf('device_id', () => devices.id),
    target: varchar('target', { length: 10 }).$type<UpgradeTarget>().notNull(),
    stage: smallint('stage').notNull(),
    /** pending | running | success | failed | cancelled */
    state: varchar('state', { length: 10 }).$type<UpgradeMachineState>().notNull().default('pending'),
    percent: smallint('percent').notNull().default(0),
    reason: varchar('reason', { length: 200 }),
    /**
     * Set when the back-office failed the machine for its silence: the minutes it waited for a
     * report (the reason is said in the reader's language from it).
     */
    timeoutMinutes: integer('timeout_minutes'),
    /** Times the machine was started on it (the first send and each retry). */
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The last time it was sent the upgrade or reported on it: its deadline counts from here. */
    lastReportAt: timestamp('last_report_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.upgradeId, t.deviceId] }),
    uniqueIndex('dev_upgrade_device_active_uq')
      .on(t.deviceId, t.target)
      .where(sql`state in ('pending', 'running')`),
    index('dev_upgrade_device_state_idx').on(t.upgradeId, t.state),
    // The deadline's sweep reads the running machines by their last report.
    index('dev_upgrade_device_silent_idx')
      .on(t.lastReportAt)
      .where(sql`state = 'running'`),
  ],
);

/** The machines of each upgrade by state, kept by the database (`machine_state_counts`). */
export const upgradeStateCounts = machineStateCountsTable<UpgradeMachineState>(
  'dev_upgrade_state_count',
  { column: 'upgrade_id', of: () => upgrades.id },
  10,
);
