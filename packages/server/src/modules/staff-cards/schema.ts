import { sql } from 'drizzle-orm';
import { bigint, bigserial, char, check, index, integer, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, recordTrail } from '../../platform/db/columns.js';

/**
 * Staff (employee) cards of a customer (`org_id`, a customer organisation). The monthly limit and
 * the remaining quota are integer cents of the card's currency (the customer's when the card is
 * made). `quota_month` (YYYY-MM on the business clock) is the month `quota_cents` belongs to: a
 * card whose month is past has its whole limit left, whether or not the reset job has run, and
 * every change of the quota starts that card's new month first (one conditional update).
 */
export const staffCards = pgTable(
  'crd_staff_card',
  {
    ...orgOwned(),
    employeeName: varchar('employee_name', { length: 64 }).notNull().default(''),
    employeeNo: varchar('employee_no', { length: 20 }).notNull(),
    /** enabled | disabled. */
    status: varchar('status', { length: 10 }).notNull().default('enabled'),
    monthlyLimitCents: bigint('monthly_limit_cents', { mode: 'number' }).notNull().default(0),
    quotaCents: bigint('quota_cents', { mode: 'number' }).notNull().default(0),
    quotaMonth: char('quota_month', { length: 7 }).notNull(),
    /** Percent off in tenths: 0 none … 1000 free. */
    discountTenths: integer('discount_tenths').notNull().default(0),
    currency: char('currency', { length: 3 }).notNull(),
    remark: varchar('remark', { length: 200 }),
    ...recordTrail(),
  },
  (t) => [
    // An employee number names one card of a customer; another customer may use the same number.
    uniqueIndex('crd_staff_card_no_uq').on(t.orgId, t.employeeNo),
    index('crd_staff_card_org_idx').on(t.orgId, t.id),
    // The list searches by part of the employee number or name (ILIKE '%…%'): trigram indexes serve it.
    index('crd_staff_card_no_trgm_idx').using('gin', t.employeeNo.op('gin_trgm_ops')),
    index('crd_staff_card_name_trgm_idx').using('gin', t.employeeName.op('gin_trgm_ops')),
    index('crd_staff_card_month_idx').on(t.quotaMonth),
    check('crd_staff_card_quota_ck', sql`${t.quotaCents} >= 0 and ${t.monthlyLimitCents} >= 0`),
    check('crd_staff_card_discount_ck', sql`${t.discountTenths} between 0 and 1000`),
  ],
);

/**
 * Every record of a staff card: a machine's swipe (price, discount, the charge held on the quota),
 * a hold given back, a refund, the month's reset, and people's changes. Written with the change.
 */
export const staffRecords = pgTable(
  'crd_staff_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => staffCards.id, { onDelete: 'cascade' }),
    /** The card's customer (the data scope of the record screen). */
    orgId: integer('org_id').notNull(),
    /** add | edit | status | import | swipe | release | refund | reset. */
    kind: varchar('kind', { length: 10 }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }),
    discountTenths: integer('discount_tenths'),
    /** Signed change of the quota in cents. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    quotaBefore: bigint('quota_before', { mode: 'number' }).notNull(),
    quotaAfter: bigint('quota_after', { mode: 'number' }).notNull(),
    /** What a person changed, a release's reason, a refund's code. */
    detail: varchar('detail', { length: 300 }),
    orderCode: varchar('order_code', { length: 64 }),
    deviceId: integer('device_id'),
    operatorId: integer('operator_id'),
    operatorName: varchar('operator_name', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('crd_staff_record_card_idx').on(t.cardId, t.id),
    index('crd_staff_record_org_idx').on(t.orgId, t.id),
    index('crd_staff_record_order_idx').on(t.orderCode),
  ],
);

/**
 * What a machine's authorisation holds on a staff card's quota for one order: held → settled by
 * the order's report, or released (nothing dispensed, cancelled, or not settled before
 * `expires_at`). One per machine and request id and one per order code. `quota_month` is the month
 * it was taken from: giving it back after that month has ended gives nothing (the new month
 * started with the whole limit).
 */
export const staffHolds = pgTable(
  'crd_staff_hold',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    cardId: integer('card_id')
      .notNull()
      .references(() => staffCards.id, { onDelete: 'cascade' }),
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    requestId: varchar('request_id', { length: 64 }).notNull(),
    orderCode: varchar('order_code', { length: 64 }).notNull(),
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    discountTenths: integer('discount_tenths').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    quotaMonth: char('quota_month', { length: 7 }).notNull(),
    /** held | settled | released. */
    status: varchar('status', { length: 10 }).notNull().default('held'),
    settledCents: bigint('settled_cents', { mode: 'number' }),
    releaseReason: varchar('release_reason', { length: 20 }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('crd_staff_hold_request_uq').on(t.deviceId, t.requestId),
    uniqueIndex('crd_staff_hold_order_uq').on(t.orderCode),
    index('crd_staff_hold_open_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 'held'`),
  ],
);
