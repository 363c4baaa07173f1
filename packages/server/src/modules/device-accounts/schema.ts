import type { DeviceAccountPasswordHash, DeviceAccountRole, DeviceAccountScope, DeviceAccountStatus } from '@vr/contracts';
import { index, integer, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { oneRowPer, orgOwned, partOf, timestamps } from '../../platform/db/columns.js';
import { devices } from '../devices/schema.js';

/**
 * Device accounts: a customer's local accounts for its machines' own screens. The account name is
 * unique within the customer. The password is kept only as its salted scrypt hash, which is also
 * what the machines are sent.
 */
export const deviceAccounts = pgTable(
  'dev_account',
  {
    ...orgOwned(),
    account: varchar('account', { length: 32 }).notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    /** The back-office maintenance employee (an account of the users area) it belongs to; null: standalone. */
    employeeId: integer('employee_id'),
    role: varchar('role', { length: 16 }).$type<DeviceAccountRole>().notNull(),
    status: varchar('status', { length: 8 }).$type<DeviceAccountStatus>().notNull(),
    machineScope: varchar('machine_scope', { length: 8 }).$type<DeviceAccountScope>().notNull(),
    password: jsonb('password').$type<DeviceAccountPasswordHash>().notNull(),
    updatedBy: integer('updated_by'),
    updatedByName: varchar('updated_by_name', { length: 64 }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('dev_account_org_account_uq').on(t.orgId, t.account), index('dev_account_org_idx').on(t.orgId, t.updatedAt)],
);

/** The machines an account of scope `selected` signs in on. */
export const deviceAccountDevices = pgTable(
  'dev_account_device',
  {
    accountId: partOf('account_id', () => deviceAccounts.id),
    deviceId: partOf('device_id', () => devices.id),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.deviceId] }), index('dev_account_device_device_idx').on(t.deviceId)],
);

/**
 * Each machine's list of accounts, one row per machine: a digest of the list it is to hold and
 * the account names (for the change log), `waiting` until it is sent (an offline machine at its
 * next hello), then `sent` with the command that carried it, whose answer is the outcome.
 */
export const deviceAccountDeliveries = pgTable(
  'dev_account_delivery',
  {
    deviceId: oneRowPer('device_id', () => devices.id),
    digest: varchar('digest', { length: 64 }).notNull(),
    names: varchar('names', { length: 2000 }),
    /** waiting | sent */
    state: varchar('state', { length: 8 }).notNull(),
    commandId: varchar('command_id', { length: 64 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dev_account_delivery_waiting_idx').on(t.state), index('dev_account_delivery_command_idx').on(t.commandId)],
);

/**
 * How many machines of each organisation (the machine's own, not the customers above it) hold
 * their list of accounts (`delivered`: the command that carried it succeeded) or refused it or
 * never answered (`failed`); the rest of the organisation's machines are pending. Kept by the
 * database (statement triggers on the deliveries, the commands and the machines: every writer),
 * each change recounting its organisations under their row lock, so the account list sums a few
 * rows per customer instead of reading every machine.
 */
export const deviceAccountDeliveryCounts = pgTable('dev_account_delivery_counts', {
  orgId: integer('org_id').primaryKey(),
  delivered: integer('delivered').notNull().default(0),
  failed: integer('failed').notNull().default(0),
});
