import { sql } from 'drizzle-orm';
import { bigint, check, date, index, integer, pgTable, serial, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, partOf, recordTrail } from '../../platform/db/columns.js';

/**
 * The price one buyer (`org_id`: a customer, or a franchisee under a customer) pays for one raw
 * material from `valid_from` to `valid_to` (business days, both included; no end: open). Periods
 * of one buyer and material never overlap (checked under a lock of that pair before every write).
 */
export const materialPrices = pgTable(
  'sup_material_price',
  {
    ...orgOwned(),
    materialId: integer('material_id').notNull(),
    /** In cents of `currency` (the currency of the customer whose material it is). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }),
    remark: varchar('remark', { length: 200 }),
    ...recordTrail(),
  },
  (t) => [
    index('sup_material_price_owner_idx').on(t.orgId, t.materialId, t.validFrom),
    index('sup_material_price_material_idx').on(t.materialId),
  ],
);

/** 1 waiting for payment, 2 paid and to be shipped, 3 shipped, 4 cancelled before it was paid. */
export const PURCHASE_STATE = { pendingPayment: 1, toShip: 2, shipped: 3, cancelled: 4 } as const;
/** 1 asked of the provider, 2 paid back, 3 refused. */
export const PURCHASE_REFUND_STATE = { pending: 1, success: 2, failed: 3 } as const;

/**
 * A purchase order of materials: the buyer (`org_id`) orders from the customer whose materials
 * they are (`seller_id`, whose payment configuration collects). Money in cents of `currency`;
 * `refunded_cents` counts refunds paid back or under way, never above `paid_cents`. A cancelled
 * order has `paid_cents` only from a payment the provider took after the cancellation.
 */
export const purchaseOrders = pgTable(
  'sup_purchase_order',
  {
    ...orgOwned(),
    code: varchar('code', { length: 40 }).notNull(),
    sellerId: integer('seller_id').notNull(),
    state: smallint('state').notNull().default(PURCHASE_STATE.pendingPayment),
    payType: smallint('pay_type').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    paidCents: bigint('paid_cents', { mode: 'number' }).notNull().default(0),
    refundedCents: bigint('refunded_cents', { mode: 'number' }).notNull().default(0),
    consignee: varchar('consignee', { length: 30 }).notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    address: varchar('address', { length: 200 }).notNull(),
    logisticsNo: varchar('logistics_no', { length: 40 }),
    remark: varchar('remark', { length: 200 }),
    /** The business day whose prices the order took. */
    priceDay: date('price_day', { mode: 'string' }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelRemark: varchar('cancel_remark', { length: 200 }),
    ...recordTrail(),
  },
  (t) => [
    uniqueIndex('sup_purchase_order_code_uq').on(t.code),
    index('sup_purchase_order_org_idx').on(t.orgId, t.createdAt),
    index('sup_purchase_order_seller_idx').on(t.sellerId, t.createdAt),
    index('sup_purchase_order_created_idx').on(t.createdAt, t.id),
    check('sup_purchase_order_refund_ck', sql`${t.refundedCents} >= 0 and ${t.refundedCents} <= ${t.paidCents}`),
  ],
);

/** One material of a purchase order, at the unit price in force on the order's price day. */
export const purchaseItems = pgTable(
  'sup_purchase_item',
  {
    id: serial('id').primaryKey(),
    orderId: partOf('order_id', () => purchaseOrders.id),
    materialId: integer('material_id').notNull(),
    materialCode: varchar('material_code', { length: 32 }).notNull(),
    materialName: varchar('material_name', { length: 50 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  },
  (t) => [index('sup_purchase_item_order_idx').on(t.orderId)],
);

/** A refund of a purchase order, asked of the provider that took its payment. */
export const purchaseRefunds = pgTable(
  'sup_purchase_refund',
  {
    id: serial('id').primaryKey(),
    orderId: partOf('order_id', () => purchaseOrders.id),
    code: varchar('code', { length: 64 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    state: smallint('state').notNull().default(PURCHASE_REFUND_STATE.pending),
    message: varchar('message', { length: 200 }),
    createdBy: integer('created_by'),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sup_purchase_refund_code_uq').on(t.code), index('sup_purchase_refund_order_idx').on(t.orderId)],
);
