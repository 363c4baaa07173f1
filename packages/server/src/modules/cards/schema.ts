import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, char, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, recordTrail } from '../../platform/db/columns.js';

/**
 * Member (IC) cards of a customer (`org_id`, a customer organisation): the balance in integer
 * cents of the card's currency (fixed when the card is made: the customer's currency), free uses
 * and status. What machines hold for a cart is taken off the balance at once, so the balance is
 * always what the card may still spend; it never goes below zero (a check, and every debit is a
 * conditional update).
 */
export const icCards = pgTable(
  'crd_ic_card',
  {
    ...orgOwned(),
    icCode: varchar('ic_code', { length: 32 }).notNull(),
    merchant: varchar('merchant', { length: 100 }),
    /** enabled | disabled | lost. */
    status: varchar('status', { length: 10 }).notNull().default('enabled'),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    freeUses: integer('free_uses').notNull().default(0),
    remark: varchar('remark', { length: 200 }),
    ...recordTrail(),
  },
  (t) => [
    // A card number names one card of a customer; another customer may use the same number.
    uniqueIndex('crd_ic_card_code_uq').on(t.orgId, t.icCode),
    index('crd_ic_card_org_idx').on(t.orgId, t.id),
    // The list searches by part of the number or merchant (ILIKE '%…%'): trigram indexes serve it.
    index('crd_ic_card_code_trgm_idx').using('gin', t.icCode.op('gin_trgm_ops')),
    index('crd_ic_card_merchant_trgm_idx').using('gin', t.merchant.op('gin_trgm_ops')),
    check('crd_ic_card_balance_ck', sql`${t.balanceCents} >= 0`),
    check('crd_ic_card_free_uses_ck', sql`${t.freeUses} >= 0`),
  ],
);

/**
 * Every change of a card's balance or free uses: top-up, adjustment (people, with a reason),
 * charge (a machine's hold), release (a hold given back), refund. Written only with the change.
 */
export const icCardChanges = pgTable(
  'crd_ic_card_change',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => icCards.id, { onDelete: 'cascade' }),
    /** The card's customer (the data scope of the record screen). */
    orgId: integer('org_id').notNull(),
    /** topUp | adjustment | charge | release | refund. */
    kind: varchar('kind', { length: 12 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }).notNull(),
    freeUsesBefore: integer('free_uses_before').notNull(),
    freeUsesAfter: integer('free_uses_after').notNull(),
    reason: varchar('reason', { length: 200 }),
    orderCode: varchar('order_code', { length: 64 }),
    deviceId: integer('device_id'),
    /** The account that made it; null for a machine or the system. */
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('crd_ic_card_change_card_idx').on(t.cardId, t.id),
    index('crd_ic_card_change_org_idx').on(t.orgId, t.id),
    index('crd_ic_card_change_order_idx').on(t.orderCode),
  ],
);

/**
 * What a machine's authorisation holds on a card for one order: held → settled by the order's
 * report, or released (nothing dispensed, cancelled, or not settled before `expires_at`). One per
 * machine and request id (a retried request holds once) and one per order code (an order settles
 * once).
 */
export const icCardHolds = pgTable(
  'crd_ic_card_hold',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => icCards.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    freeUse: boolean('free_use').notNull().default(false),
    /** held | settled | released. */
    status: varchar('status', { length: 10 }).notNull().default('held'),
    settledCents: bigint('settled_cents', { mode: 'number' }),
    /** nothingDispensed | cancelled | timeout | notAuthorised. */
    releaseReason: varchar('release_reason', { length: 20 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crd_ic_card_hold_request_uq').on(t.deviceId, t.requestId),
    uniqueIndex('crd_ic_card_hold_order_uq').on(t.orderCode),
    index('crd_ic_card_hold_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
