import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, location, money, orgOwned, partOf, recordTrail } from '../../platform/db/columns.js';

/**
 * A vending machine. Identity and commercial fields are edited in the
 * back-office; the state block is written by the device gateway from what the machine reports.
 * Sales figures are not stored here: they come from the daily sales roll-up.
 */
export const devices = pgTable(
  'dev_device',
  {
    // Owned by the customer (or store) organisation.
    ...orgOwned(),
    deviceCode: varchar('device_code', { length: 50 }).notNull(),
    nameplateNo: varchar('nameplate_no', { length: 50 }),
    /** DTU code / IMEI of the 4G module. */
    dtuCode: varchar('dtu_code', { length: 50 }),
    name: varchar('name', { length: 100 }),
    modelId: integer('model_id'),
    siteId: integer('site_id'),
    zoneId: integer('zone_id'),
    routeId: integer('route_id'),
    /** bcrypt hash of the device's MQTT password; the secret itself is shown once. */
    secretHash: varchar('secret_hash', { length: 100 }).notNull(),
    secretRotatedAt: timestamp('secret_rotated_at', { withTimezone: true }),

    // State reported by the machine (gateway).
    /** 1 online, 0 offline. */
    online: smallint('online').notNull().default(0),
    lastOnlineAt: timestamp('last_online_at', { withTimezone: true }),
    lastOfflineAt: timestamp('last_offline_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    /** `ts` (device clock, ms) of the hello of the device's current connection: last wills of older connections are ignored. */
    connectionTs: bigint('connection_ts', { mode: 'number' }),
    heartbeatSeconds: integer('heartbeat_seconds').notNull().default(30),
    /** 1 terrible … 5 excellent. */
    signal: smallint('signal'),
    /** Open faults / warnings counts (0 = none). */
    faultCount: integer('fault_count').notNull().default(0),
    warningCount: integer('warning_count').notNull().default(0),
    /** 0 normal, 1 low material (a container under its warning value), 2 out (under its alarm value). */
    materialState: smallint('material_state').notNull().default(0),
    appVersion: varchar('app_version', { length: 50 }),
    mainboardVersion: varchar('mainboard_version', { length: 50 }),
    dtuVersion: varchar('dtu_version', { length: 50 }),
    temperatures: jsonb('temperatures').$type<Record<string, number>>(),
    waterSource: varchar('water_source', { length: 20 }),

    // Back-office fields.
    /** 0 enabled (in service), 1 disabled, 2 locked (a locked device cannot be turned on). */
    status: smallint('status').notNull().default(0),
    capacity: integer('capacity'),
    deployedAt: timestamp('deployed_at', { withTimezone: true }),
    warrantyUntil: date('warranty_until'),
    softwareExpiresAt: date('software_expires_at'),
    rent: money('rent'),
    /** 1 franchisee, 2 investor, 3 site owner, 4 other (customer cooperation modes). */
    cooperationMode: smallint('cooperation_mode'),
    cartLimit: integer('cart_limit'),
    minOrderAmount: money('min_order_amount'),
    businessHours: varchar('business_hours', { length: 200 }),
    ...location(),
    fenceMeters: integer('fence_meters'),
    scenario: varchar('scenario', { length: 50 }),
    cameraNo: varchar('camera_no', { length: 50 }),
    labelPrinterNo: varchar('label_printer_no', { length: 50 }),
    remark: varchar('remark', { length: 500 }),
    ...recordTrail(),
  },
  (t) => [
    uniqueIndex('dev_device_code_uq').on(t.deviceCode),
    // Codes are unique without regard to case; the exact index above serves the gateway's look-ups.
    uniqueIndex('dev_device_code_ci_uq').on(sql`lower(${t.deviceCode})`),
    uniqueIndex('dev_device_nameplate_uq')
      .on(t.nameplateNo)
      .where(sql`${t.nameplateNo} is not null`),
    uniqueIndex('dev_device_dtu_uq')
      .on(t.dtuCode)
      .where(sql`${t.dtuCode} is not null`),
    index('dev_device_org_idx').on(t.orgId, t.id),
    index('dev_device_org_online_idx').on(t.orgId, t.online),
    index('dev_device_site_idx').on(t.siteId),
    index('dev_device_zone_idx').on(t.zoneId),
    index('dev_device_route_idx').on(t.routeId),
    index('dev_device_model_idx').on(t.modelId),
    // The list sorted by last time online (the sort operators use), read in index order, deep pages included.
    index('dev_device_last_online_idx').on(t.lastOnlineAt, t.id),
    // Keyword search is ILIKE '%…%': trigram indexes serve it (the pg_trgm extension, from the migration before).
    index('dev_device_code_trgm_idx').using('gin', t.deviceCode.op('gin_trgm_ops')),
    index('dev_device_nameplate_trgm_idx').using('gin', t.nameplateNo.op('gin_trgm_ops')),
    index('dev_device_dtu_trgm_idx').using('gin', t.dtuCode.op('gin_trgm_ops')),
    index('dev_device_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
  ],
);

/** Devices granted to an account whose device permission is "selected devices". */
export const deviceGrants = pgTable(
  'dev_device_grant',
  {
    userId: integer('user_id').notNull(),
    deviceId: partOf('device_id', () => devices.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.deviceId] }), index('dev_device_grant_device_idx').on(t.deviceId)],
);

/** Each container of a device: what it holds, how full it is, and its warning/alarm values (alarm ≤ warning). */
export const deviceContainers = pgTable(
  'dev_device_container',
  {
    deviceId: partOf('device_id', () => devices.id),
    no: smallint('no').notNull(),
    materialCode: varchar('material_code', { length: 50 }).notNull(),
    capacity: numeric('capacity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    level: numeric('level', { precision: 12, scale: 2, mode: 'number' }),
    warnValue: numeric('warn_value', { precision: 12, scale: 2, mode: 'number' }),
    alarmValue: numeric('alarm_value', { precision: 12, scale: 2, mode: 'number' }),
    /** Most cups (or units) the machine may sell from it before a refill (`saveDeviceMaxStockByDeviceId`). */
    maxStock: integer('max_stock'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.no] }),
    // The material warnings: only the few containers below their warning value are indexed.
    index('dev_device_container_warning_idx')
      .on(t.deviceId, t.no)
      .where(sql`${t.level} < ${t.warnValue}`),
  ],
);

/** Network log: connect, disconnect, offline by missed heartbeats, signal changes. */
export const deviceNetworkLogs = pgTable(
  'dev_network_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    /** connect | disconnect | timeout | signal */
    event: varchar('event', { length: 20 }).notNull(),
    signal: smallint('signal'),
    ip: varchar('ip', { length: 64 }),
    detail: varchar('detail', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [index('dev_network_log_device_idx').on(t.deviceId, t.createdAt), index('dev_network_log_created_idx').on(t.createdAt, t.id)],
);

/**
 * Live device counters per organisation, kept exact by statement-level triggers on dev_device
 * (every writer: gateway, back-office, import, bulk SQL); the counters endpoint and the dashboard
 * sum the rows of the organisations the caller sees instead of counting devices. Offline is
 * total − online.
 */
export const orgDeviceCounts = pgTable('dev_device_counts', {
  orgId: integer('org_id').primaryKey(),
  total: integer('total').notNull().default(0),
  online: integer('online').notNull().default(0),
  fault: integer('fault').notNull().default(0),
  warning: integer('warning').notNull().default(0),
  lowMaterial: integer('low_material').notNull().default(0),
});
