import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
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

const money = (name: string) => numeric(name, { precision: 12, scale: 2, mode: 'number' });

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
/** The figures of a roll-up by product: the counts, the item amounts and their refunds. */
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
 * An order a machine sold. Stored once per order code whatever how often the machine sends it.
 * Status, pay status and refund status hold the codes of the contracts' ORDER_STATUS, PAY_STATUS
 * and REFUND_STATUS; type 1 ordinary, 2 marketing.
 */
export const orders = pgTable(
  'ord_order',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    transactionCode: varchar('transaction_code', { length: 64 }),
    pickupCode: varchar('pickup_code', { length: 16 }),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    siteId: integer('site_id'),
    type: smallint('type').notNull().default(1),
    status: smallint('status').notNull(),
    /** Payment method code of the catalogue (wechat_pay, alipay …). */
    paymentMethod: varchar('payment_method', { length: 30 }).notNull(),
    /** Payment type code of the payment_type dictionary (1 WeChat Pay, 3 Alipay, 4 cash, 60 free …), when known. */
    payType: smallint('pay_type'),
    /** A code of the contracts' ORDER_SOURCE: bought at the machine, or a shopping-cart order. */
    source: smallint('source').notNull().default(1),
    /** Password-free payment: charged after the dispense; only the payment amount of a refund is editable. */
    freePayment: boolean('free_payment').notNull().default(false),
    /** A beverage made by staff for testing: listed apart and never counted as a sale. */
    isTest: boolean('is_test').notNull().default(false),
    /** Sum of the refunds that succeeded or are under way; never above the received amount. */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /** A code of the contracts' ABNORMAL_STATUS: none, open (for a person to handle) or lifted. */
    abnormalStatus: smallint('abnormal_status').notNull().default(0),
    abnormalReason: varchar('abnormal_reason', { length: 200 }),
    abnormalAt: timestamp('abnormal_at', { withTimezone: true }),
    abnormalLiftedBy: varchar('abnormal_lifted_by', { length: 64 }),
    abnormalLiftedAt: timestamp('abnormal_lifted_at', { withTimezone: true }),
    /** An unpaid order expires (is closed) at this time. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    payStatus: smallint('pay_status').notNull().default(5),
    refundStatus: smallint('refund_status').notNull().default(1),
    /** 1 not shipped, 2 shipped, 3 success, 4 failed. */
    shipStatus: smallint('ship_status').notNull().default(3),
    paymentAmount: money('payment_amount').notNull(),
    receivedAmount: money('received_amount').notNull(),
    feeAmount: money('fee_amount').notNull().default(0),
    discountAmount: money('discount_amount').notNull().default(0),
    pointsDiscount: money('points_discount').notNull().default(0),
    couponDiscount: money('coupon_discount').notNull().default(0),
    fullReductionDiscount: money('full_reduction_discount').notNull().default(0),
    limitedTimeDiscount: money('limited_time_discount').notNull().default(0),
    employeeDiscount: money('employee_discount').notNull().default(0),
    userNickname: varchar('user_nickname', { length: 50 }),
    phone: varchar('phone', { length: 30 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** When the machine sold it. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When the back-office stored it. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ord_order_code_uq').on(t.orderCode),
    index('ord_order_device_created_idx').on(t.deviceId, t.createdAt),
    // The order lists read newest first (created_at desc, id desc: these indexes scanned
    // backwards): the whole table (platform accounts) and one organisation's orders. Staff tests
    // are left out of both, as of every list but their own, so a page reads only the index.
    index('ord_order_created_id_idx')
      .on(t.createdAt, t.id)
      .where(sql`not ${t.isTest}`),
    index('ord_order_org_created_id_idx')
      .on(t.orgId, t.createdAt, t.id)
      .where(sql`not ${t.isTest}`),
    // The small lists: abnormal, test, password-free and shopping-cart orders.
    index('ord_order_abnormal_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.abnormalStatus} <> 0`),
    index('ord_order_test_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.isTest}`),
    index('ord_order_free_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.freePayment}`),
    index('ord_order_cart_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.source} = 2`),
    index('ord_order_transaction_idx').on(t.transactionCode),
    index('ord_order_pickup_idx').on(t.pickupCode),
    index('ord_order_phone_idx').on(t.phone),
    index('ord_order_site_created_idx').on(t.siteId, t.createdAt),
  ],
);

export const orderItems = pgTable(
  'ord_order_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    goodsCode: varchar('goods_code', { length: 50 }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    cupSize: varchar('cup_size', { length: 10 }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    /** A code of the contracts' ORDER_ITEM_STATUS: dispensed, or not dispensed (failed or never tried). */
    status: smallint('status').notNull(),
    /** success | failed | not_dispensed */
    dispense: varchar('dispense', { length: 16 }).notNull(),
    /** The tastes chosen: [{ category, option }] by name, as the machine made them. */
    tastes: jsonb('tastes').$type<{ category: string; option: string }[]>(),
    /** Sum of this item's refunds that succeeded or are under way. */
    refundedAmount: money('refunded_amount').notNull().default(0),
    /** A code of the contracts' REFUND_STATUS for this item. */
    refundStatus: smallint('refund_status').notNull().default(1),
  },
  (t) => [
    index('ord_order_item_order_idx').on(t.orderId),
    // The order lists' product filter: the orders holding a product code.
    index('ord_order_item_goods_idx').on(t.goodsCode, t.orderId),
  ],
);

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
    orderCount: integer('order_count').notNull().default(0),
    cupCount: integer('cup_count').notNull().default(0),
    amount: money('amount').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.day, t.deviceId] }),
    index('rpt_sales_daily_org_day_idx').on(t.orgId, t.day),
    // A page of devices reads its own days (the list's sales figures, a device's summary).
    index('rpt_sales_daily_device_day_idx').on(t.deviceId, t.day),
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
 * Sales per organisation and business hour (`hour`: the start of the hour on the business
 * time zone's clock), for the dashboard's "today by hour" chart. The gateway adds each stored
 * order in the same statement; the sales roll-up job recomputes the recent days from the orders
 * and drops the hours older than a few days, so the table stays small.
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
 * day; cups are the item's dispensed quantities, amount its amount less its refunds. Kept by the
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
 * `cup_count` its dispensed quantities, `amount` its item amounts and `refunded_amount` their refunds.
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
