import { bigserial, index, integer, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, money, partOfLarge } from '../../platform/db/columns.js';
import { sql } from 'drizzle-orm';
import { orderItems, orders } from '../orders/schema.js';

/**
 * A refund of an order: who paid back how much and why, and how the provider answered. Status
 * holds a code of the contracts' REFUND_RECORD_STATUS (refunding, success, failed). `org_id` is
 * the order's (the data scope of the refund lists).
 */
export const refunds = pgTable(
  'ord_refund',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundCode: varchar('refund_code', { length: 40 }).notNull(),
    orderId: partOfLarge('order_id', () => orders.id),
    orgId: integer('org_id').notNull(),
    amount: money('amount').notNull(),
    reason: varchar('reason', { length: 200 }).notNull(),
    /** The refunder's name as shown ("system" for an automatic refund). */
    refunder: varchar('refunder', { length: 64 }).notNull(),
    refunderUserId: integer('refunder_user_id'),
    /** pc, mobile or system. */
    source: varchar('source', { length: 10 }).notNull(),
    status: smallint('status').notNull(),
    providerNo: varchar('provider_no', { length: 64 }),
    failureMessage: text('failure_message'),
    /** 'dispense' for the one automatic refund of a failed dispense; null for a person's refund. */
    autoKind: varchar('auto_kind', { length: 16 }),
    createdAt: createdAt(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('ord_refund_code_uq').on(t.refundCode),
    // An order is refunded automatically at most once for its failed dispense.
    uniqueIndex('ord_refund_auto_uq').on(t.orderId, t.autoKind),
    index('ord_refund_order_idx').on(t.orderId),
    index('ord_refund_org_created_idx').on(t.orgId, t.createdAt),
    // Refunds still under way (status 1), which the pending-refunds job asks about, oldest first.
    index('ord_refund_refunding_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 1`),
  ],
);

/** How much of which item of the order a refund pays back. */
export const refundItems = pgTable(
  'ord_refund_item',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    refundId: partOfLarge('refund_id', () => refunds.id),
    orderItemId: partOfLarge('order_item_id', () => orderItems.id),
    amount: money('amount').notNull(),
  },
  (t) => [index('ord_refund_item_refund_idx').on(t.refundId), index('ord_refund_item_item_idx').on(t.orderItemId)],
);
