import {
  type AnyPgColumn,
  bigint,
  bigserial,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { money } from '../../platform/db/columns.js';

/** A sum of money in a sales roll-up: 14 digits with 2 decimals, zero until something is added. */
const rollupAmount = (name: string) => numeric(name, { precision: 14, scale: 2, mode: 'number' }).notNull().default(0);
/** What every sales roll-up row counts: its orders and their dispensed cups. */
const salesCounts = () => ({
  orderCount: integer('order_count').notNull().default(0),
  cupCount: integer('cup_count').notNull().default(0),
});
/** The figures of a roll-up by payment: the counts, what was received and what was refunded of it. */
const paidFigures = () => ({
  ...salesCounts(),
  receivedAmount: rollupAmount('received_amount'),
  refundedAmount: rollupAmount('refunded_amount'),
});
/** The product a roll-up row is of: its goods code and latest name. */
const goodsKey = () => ({
  goodsCode: varchar('goods_code', { length: 50 }).notNull(),
  goodsName: varchar('goods_name', { length: 100 }).notNull(),
});
/** The figures of a roll-up by product: the counts, what the items received (their shares of their orders) and their refunds. */
const goodsFigures = () => ({ ...salesCounts(), amount: rollupAmount('amount'), refundedAmount: rollupAmount('refunded_amount') });
/** The key of a device-level roll-up row: business day, device, organisation and point (0: none). */
const deviceDayKey = () => ({
  day: date('day').notNull(),
  deviceId: integer('device_id').notNull(),
  orgId: integer('org_id').notNull(),
  siteId: integer('site_id').notNull(),
});
/** The indexes of a device-level roll-up table: by organisation, device and point, each with the day. */
const deviceDayIndexes = (table: string, t: { day: AnyPgColumn; deviceId: AnyPgColumn; orgId: AnyPgColumn; siteId: AnyPgColumn }) => [
  index(`${table}_org_day_idx`).on(t.orgId, t.day),
  index(`${table}_device_day_idx`).on(t.deviceId, t.day),
  index(`${table}_site_day_idx`).on(t.siteId, t.day),
];
/** When a roll-up row was last written. */
const rowUpdatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/**
 * Daily sales per device: the dashboard and device sales figures read this, never the order
 * table. The gateway adds each stored order in the same transaction; the daily roll-up job
 * recomputes a day from the orders.
 */
export const salesDaily = pgTable(
  'rpt_sales_daily',
  {
    day: date('day').notNull(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    ...salesCounts(),
    amount: money('amount').notNull().default(0),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.deviceId] }),
    index('rpt_sales_daily_org_day_idx').on(t.orgId, t.day),
    // A page of devices reads its own days (the list's sales figures, a device's summary) from
    // this index alone: the figures are in it, so the rows' scattered pages are never visited.
    index('rpt_sales_daily_device_figures_idx').on(t.deviceId, t.day, t.cupCount, t.amount),
  ],
);

/**
 * Daily sales per organisation: rpt_sales_daily summed by (org, day), kept exact by
 * statement-level triggers on rpt_sales_daily, so it changes in the same transaction as the
 * device rows (gateway order batches, the roll-up job). The dashboard sums a few of these rows.
 */
export const salesDailyOrg = pgTable(
  'rpt_sales_daily_org',
  {
    orgId: integer('org_id').notNull(),
    day: date('day').notNull(),
    ...salesCounts(),
    amount: rollupAmount('amount'),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgId] })],
);

/**
 * Sales per device and business hour (`hour`: the start of the hour on the business time zone's
 * clock) of the last few days. The gateway adds each stored order in the same statement; a change
 * to orders recounts just their device-hours; the sales roll-up job recomputes the recent days and
 * drops older hours. It exists so that a change never recounts an organisation's whole hour.
 */
export const salesHourlyDevice = pgTable(
  'rpt_sales_hourly_device',
  {
    hour: timestamp('hour', { withTimezone: false, mode: 'string' }).notNull(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    ...salesCounts(),
    amount: rollupAmount('amount'),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.deviceId] })],
);

/**
 * Sales per organisation and business hour, for the dashboard's "today by hour" chart:
 * rpt_sales_hourly_device summed per organisation by statement triggers, in the same transaction
 * as the device rows it sums.
 */
export const salesHourlyOrg = pgTable(
  'rpt_sales_hourly_org',
  {
    hour: timestamp('hour', { withTimezone: false, mode: 'string' }).notNull(),
    orgId: integer('org_id').notNull(),
    ...salesCounts(),
    amount: rollupAmount('amount'),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [primaryKey({ columns: [t.hour, t.orgId] })],
);

/**
 * Daily sales per product (goods code) and organisation: paid, non-test orders of the business
 * day; cups are the item's dispensed quantities, amount what the items received (their shares
 * of their orders, after discounts) less their refunds. Kept by the
 * gateway as orders arrive and by `recountSales`; rebuilt by the sales roll-up job.
 */
export const salesProductDaily = pgTable(
  'rpt_sales_product_daily',
  {
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    ...goodsKey(),
    ...salesCounts(),
    amount: rollupAmount('amount'),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgId, t.goodsCode] }), index('rpt_sales_product_daily_org_day_idx').on(t.orgId, t.day)],
);

/**
 * Daily sales per point (site): paid, non-test orders of machines placed at the point; amount
 * received less refunded. Same keeping as the product roll-up.
 */
export const salesSiteDaily = pgTable(
  'rpt_sales_site_daily',
  {
    day: date('day').notNull(),
    siteId: integer('site_id').notNull(),
    orgId: integer('org_id').notNull(),
    ...salesCounts(),
    amount: rollupAmount('amount'),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [primaryKey({ columns: [t.day, t.siteId] }), index('rpt_sales_site_daily_org_day_idx').on(t.orgId, t.day)],
);

/**
 * Daily sales per device, organisation, point and payment method (site 0: no point): the
 * reports' figures by day, payment method, device model and point, with refunds apart. Paid,
 * non-test orders of the business day; cups are the dispensed quantities; `received_amount` is
 * what was received and `refunded_amount` what was refunded of it (revenue = received − refunded).
 * Kept by the gateway as orders arrive and by `recountSales`; rebuilt by the sales roll-up job.
 */
export const salesDevicePayDaily = pgTable(
  'rpt_sales_device_pay_daily',
  {
    ...deviceDayKey(),
    paymentMethod: varchar('payment_method', { length: 30 }).notNull(),
    ...paidFigures(),
    /** The device's model when the row was last written (0: none): the statistics by model. */
    modelId: integer('model_id').notNull().default(0),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.deviceId, t.orgId, t.siteId, t.paymentMethod] }),
    ...deviceDayIndexes('rpt_sales_device_pay_daily', t),
  ],
);

/**
 * Daily sales per device, organisation, point (0: none) and product: the goods ranking and
 * summary and the material statistics. `order_count` counts the orders holding the product,
 * `cup_count` its dispensed quantities, `amount` what its items received (their shares of their
 * orders, after discounts) and `refunded_amount` their refunds.
 * Kept like rpt_sales_device_pay_daily.
 */
export const salesDeviceGoodsDaily = pgTable(
  'rpt_sales_device_goods_daily',
  {
    ...deviceDayKey(),
    ...goodsKey(),
    ...goodsFigures(),
    updatedAt: rowUpdatedAt(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.deviceId, t.orgId, t.siteId, t.goodsCode] }),
    ...deviceDayIndexes('rpt_sales_device_goods_daily', t),
  ],
);

/**
 * The organisation-level report roll-ups: rpt_sales_device_pay_daily and
 * rpt_sales_device_goods_daily summed per business day and organisation (and payment method and
 * device model, point, or product), by statement triggers in the same transaction as the device rows they sum,
 * so whatever writes the device rows (the gateway, the recount of touched orders, the nightly
 * rebuild) keeps them equal. A key whose figures fall to nothing is removed. Reports not cut to a
 * device or a point read these: tens of rows per day instead of one per device.
 */
export const salesOrgPayDaily = pgTable(
  'rpt_sales_org_pay_daily',
  {
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    paymentMethod: varchar('payment_method', { length: 30 }).notNull(),
    modelId: integer('model_id').notNull().default(0),
    ...paidFigures(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.orgId, t.paymentMethod, t.modelId] }),
    index('rpt_sales_org_pay_daily_org_day_idx').on(t.orgId, t.day),
  ],
);

/** rpt_sales_device_pay_daily summed per business day, organisation and point (0: none). */
export const salesOrgSiteDaily = pgTable(
  'rpt_sales_org_site_daily',
  {
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id').notNull(),
    ...paidFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgId, t.siteId] }), index('rpt_sales_org_site_daily_org_day_idx').on(t.orgId, t.day)],
);

/** rpt_sales_device_goods_daily summed per business day, organisation and product (its latest name). */
export const salesOrgGoodsDaily = pgTable(
  'rpt_sales_org_goods_daily',
  {
    day: date('day').notNull(),
    orgId: integer('org_id').notNull(),
    ...goodsKey(),
    ...goodsFigures(),
  },
  (t) => [primaryKey({ columns: [t.day, t.orgId, t.goodsCode] }), index('rpt_sales_org_goods_daily_org_day_idx').on(t.orgId, t.day)],
);

/**
 * Orders whose sales changed (stored, paid, dispensed, refunded, marked as a test) and whose
 * roll-up rows are not recounted yet. Writers add their orders here in their own transaction and
 * touch no roll-up row; one folder at a time takes the rows in id order and recounts their keys.
 */
export const salesPending = pgTable('rpt_sales_pending', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  orderId: bigint('order_id', { mode: 'number' }).notNull(),
  queuedAt: timestamp('queued_at', { withTimezone: true }).notNull().defaultNow(),
});
