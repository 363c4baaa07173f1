import type { AdKind, AdMachineState } from '@vr/contracts';
import { bigint, index, integer, jsonb, pgTable, primaryKey, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, partOf, timestamps } from '../../platform/db/columns.js';
import { machineStateCountsTable } from '../../platform/list/state-counts.js';
import { devices } from '../devices/schema.js';

/**
 * Ad materials: a customer's image or mp4 video, an upload of the advertising use (checked there
 * by content and size); an image stays on screen for its seconds.
 */
export const adMaterials = pgTable(
  'ad_material',
  {
    ...orgOwned(),
    name: varchar('name', { length: 50 }).notNull(),
    kind: varchar('kind', { length: 10 }).$type<AdKind>().notNull(),
    url: varchar('url', { length: 500 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    seconds: smallint('seconds').notNull().default(10),
    remark: varchar('remark', { length: 200 }),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    ...timestamps(),
  },
  (t) => [index('ad_material_org_idx').on(t.orgId, t.id)],
);

/**
 * Releases: one material to a set of machines (chosen, or those at chosen points when released),
 * shown between two days (business time zone) in the hours given, in the playlist's order.
 * Deleting a material deletes its releases' history with it (an active release keeps it).
 */
export const adReleases = pgTable(
  'ad_release',
  {
    ...orgOwned(),
    name: varchar('name', { length: 50 }).notNull(),
    materialId: partOf('material_id', () => adMaterials.id),
    beginDate: varchar('begin_date', { length: 10 }).notNull(),
    endDate: varchar('end_date', { length: 10 }).notNull(),
    hourFrom: varchar('hour_from', { length: 5 }).notNull(),
    hourTo: varchar('hour_to', { length: 5 }).notNull(),
    sort: integer('sort').notNull().default(100),
    /** The points chosen (null: machines chosen one by one). */
    siteIds: jsonb('site_ids').$type<number[]>(),
    /** active | withdrawn (ended is read from the last day). */
    status: varchar('status', { length: 10 }).$type<'active' | 'withdrawn'>().notNull().default('active'),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createdAt: createdAt(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('ad_release_org_time_idx').on(t.orgId, t.createdAt), index('ad_release_material_idx').on(t.materialId, t.status)],
);

/**
 * The machines of a release, one row each: its state, the machine's reason of a failure, how
 * often it was sent, and what the machine reported showing.
 */
export const adReleaseDevices = pgTable(
  'ad_release_device',
  {
    releaseId: partOf('release_id', () => adReleases.id),
    deviceId: partOf('device_id', () => devices.id),
    /** pending | delivered | failed | withdrawing | withdrawn */
    state: varchar('state', { length: 12 }).$type<AdMachineState>().notNull().default('pending'),
    reason: varchar('reason', { length: 200 }),
    attempts: integer('attempts').notNull().default(0),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ackedAt: timestamp('acked_at', { withTimezone: true }),
    plays: integer('plays').notNull().default(0),
    lastShownAt: timestamp('last_shown_at', { withTimezone: true }),
    /** 1 when the machine's last report said it shows this release now. */
    showing: smallint('showing').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.releaseId, t.deviceId] }),
    index('ad_release_device_device_idx').on(t.deviceId, t.state),
    index('ad_release_device_state_idx').on(t.releaseId, t.state),
  ],
);

/** The machines of each release by state, kept by the database (`machine_state_counts`). */
export const adReleaseStateCounts = machineStateCountsTable<AdMachineState>(
  'ad_release_state_count',
  { column: 'release_id', of: () => adReleases.id },
  12,
);
