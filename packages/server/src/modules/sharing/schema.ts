import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, orgOwned } from '../../platform/db/columns.js';

/**
 * A joiner merchant's application to share in a customer's revenue under one payment
 * configuration. `applyStatus` and `signStatus` change only through `transitions.ts`.
 */
export const shrApplies = pgTable(
  'shr_apply',
  {
    // Owned by the customer.
    ...orgOwned(),
    payConfigId: integer('pay_config_id').notNull(),
    name: varchar('name', { length: 50 }).notNull(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    contact: varchar('contact', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }),
    businessType: smallint('business_type').notNull(),
    signStatus: smallint('sign_status').notNull(),
    applyStatus: smallint('apply_status').notNull(),
    rejectReason: varchar('reject_reason', { length: 200 }),
    attachments: jsonb('attachments').$type<string[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('shr_apply_org_idx').on(t.orgId), index('shr_apply_pay_idx').on(t.payConfigId)],
);

/** Every transition of an application: who, when, from, to, why. */
export const shrApplyHistory = pgTable(
  'shr_apply_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    applyId: integer('apply_id').notNull(),
    action: varchar('action', { length: 20 }).notNull(),
    fromApply: smallint('from_apply'),
    toApply: smallint('to_apply').notNull(),
    fromSign: smallint('from_sign'),
    toSign: smallint('to_sign').notNull(),
    reason: varchar('reason', { length: 200 }),
    userId: integer('user_id'),
    userName: varchar('user_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [index('shr_apply_history_apply_idx').on(t.applyId, t.id)],
);

/**
 * How a payment configuration's money is shared: one per payment configuration. Enabled with
 * `allDevices`, it covers every device of the customer that no enabled configuration names.
 */
export const shrConfigs = pgTable(
  'shr_config',
  {
    id: serial('id').primaryKey(),
    payConfigId: integer('pay_config_id').notNull(),
    orgId: integer('org_id').notNull(),
    /** '0' enabled, '1' disabled. */
    status: char('status', { length: 1 }).notNull().default('1'),
    sharingType: smallint('sharing_type').notNull(),
    businessType: smallint('business_type').notNull(),
    allDevices: boolean('all_devices').notNull().default(false),
    agreementFile: varchar('agreement_file', { length: 300 }),
    remark: varchar('remark', { length: 200 }),
    updatedBy: integer('updated_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shr_config_pay_uq').on(t.payConfigId),
    uniqueIndex('shr_config_all_devices_uq')
      .on(t.orgId)
      .where(sql`status = '0' and all_devices`),
  ],
);

/** The devices a configuration names; `enabled` mirrors the configuration's status (a device is under one enabled configuration). */
export const shrConfigDevices = pgTable(
  'shr_config_device',
  {
    configId: integer('config_id').notNull(),
    deviceId: integer('device_id').notNull(),
    enabled: boolean('enabled').notNull().default(false),
  },
  (t) => [
    uniqueIndex('shr_config_device_uq').on(t.configId, t.deviceId),
    uniqueIndex('shr_config_device_enabled_uq')
      .on(t.deviceId)
      .where(sql`enabled`),
  ],
);

/** The joiner merchants of a configuration and their rates, in hundredths of a percent. */
export const shrConfigJoiners = pgTable(
  'shr_config_joiner',
  {
    configId: integer('config_id').notNull(),
    applyId: integer('apply_id').notNull(),
    rateBps: integer('rate_bps').notNull(),
  },
  (t) => [uniqueIndex('shr_config_joiner_uq').on(t.configId, t.applyId)],
);

/**
 * One joiner's share of one paid order (integer cents). `shareCents` is the share on the paid
 * amount, `reversedCents` what refunds took back; the bills read these rows by their indexes.
 * `primaryRow` marks one row per order, so order-level sums (orders, amount, fee) count each order once.
 */
export const shrOrders = pgTable(
  'shr_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shareCode: varchar('share_code', { length: 64 }).notNull(),
    orderId: bigint('order_id', { mode: 'number' }).notNull(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    paymentCode: varchar('payment_code', { length: 64 }).notNull(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    payConfigId: integer('pay_config_id').notNull(),
    configId: integer('config_id').notNull(),
    applyId: integer('apply_id').notNull(),
    joinerName: varchar('joiner_name', { length: 50 }).notNull(),
    merchantNo: varchar('merchant_no', { length: 64 }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    feeBps: integer('fee_bps').notNull(),
    /** Every joiner's rate of the order, in the order the split was computed (the reversal recomputes with them). */
    splitBps: jsonb('split_bps').$type<number[]>().notNull(),
    splitIndex: smallint('split_index').notNull(),
    primaryRow: boolean('primary_row').notNull(),
    orderCents: bigint('order_cents', { mode: 'number' }).notNull(),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    shareCents: bigint('share_cents', { mode: 'number' }).notNull(),
    reversedCents: bigint('reversed_cents', { mode: 'number' }).notNull().default(0),
    status: smallint('status').notNull().default(1),
    providerNo: varchar('provider_no', { length: 64 }),
    message: varchar('message', { length: 200 }),
    attempts: integer('attempts').notNull().default(0),
    nextAt: timestamp('next_at', { withTimezone: true }).notNull().defaultNow(),
    orderTime: timestamp('order_time', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('shr_order_share_code_uq').on(t.shareCode),
    uniqueIndex('shr_order_order_apply_uq').on(t.orderId, t.applyId),
    // The sharing-order list's default order (newest first), for every filter that is not an index of its own.
    index('shr_order_time_idx').on(t.orderTime, t.id),
    // The status filter (failed, in progress: a few rows among many): its page and its count.
    index('shr_order_status_time_idx').on(t.status, t.orderTime, t.id),
    // The order-code search is ILIKE '%…%': a trigram index serves it (pg_trgm, as the device keywords).
    index('shr_order_code_trgm_idx').using('gin', t.orderCode.op('gin_trgm_ops')),
    index('shr_order_pay_time_idx').on(t.payConfigId, t.orderTime),
    index('shr_order_device_time_idx').on(t.deviceId, t.orderTime),
    index('shr_order_apply_time_idx').on(t.applyId, t.orderTime),
    index('shr_order_org_time_idx').on(t.orgId, t.orderTime),
    index('shr_order_due_idx')
      .on(t.nextAt)
      .where(sql`status in (1, 2)`),
  ],
);

/** Each reversal asked of the provider for a refund (idempotent on its code). */
export const shrReversals = pgTable(
  'shr_reversal',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reverseCode: varchar('reverse_code', { length: 80 }).notNull(),
    shareId: bigint('share_id', { mode: 'number' }).notNull(),
    cents: bigint('cents', { mode: 'number' }).notNull(),
    status: varchar('status', { length: 12 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('shr_reversal_code_uq').on(t.reverseCode), index('shr_reversal_share_idx').on(t.shareId)],
);
