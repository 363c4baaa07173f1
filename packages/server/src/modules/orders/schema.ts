import { sql } from 'drizzle-orm';
import { bigserial, boolean, index, integer, jsonb, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { money, partOfLarge } from '../../platform/db/columns.js';

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
    orderId: partOfLarge('order_id', () => orders.id),
    goodsCode: varchar('goods_code', { length: 50 }).notNull(),
    goodsName: varchar('goods_name', { length: 100 }).notNull(),
    /**
     * The product's names in every language as the selling customer's catalogue had them when it
     * was sold (`nameItemsAtSale`); null when the catalogue has no product of that code, and the
     * item is named as the machine sent it.
     */
    goodsNames: jsonb('goods_names').$type<{ name: string; nameEn: string | null; nameEs: string | null; nameJa: string | null }>(),
    cupSize: varchar('cup_size', { length: 10 }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull(),
    amount: money('amount').notNull(),
    /**
     * Its share of what the order received (`shareReceived`): its revenue after the order's
     * discounts, and the most a refund can give back of it. 0 until the order is paid.
     */
    receivedAmount: money('received_amount').notNull().default(0),
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
