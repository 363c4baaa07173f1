import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';
import { orgs } from '../../platform/identity/schema.js';

/**
 * Franchise applications sent from the public page: pending → passed (the customer and its first
 * account created) or rejected with a reason → resubmitted by the applicant, pending again.
 */
export const franchiseApplications = pgTable(
  'frn_application',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    companyName: varchar('company_name', { length: 100 }).notNull(),
    contactName: varchar('contact_name', { length: 50 }).notNull(),
    contactPhone: varchar('contact_phone', { length: 30 }).notNull(),
    contactEmail: varchar('contact_email', { length: 100 }).notNull(),
    region: varchar('region', { length: 100 }).notNull(),
    address: varchar('address', { length: 200 }),
    plannedPoints: integer('planned_points').notNull(),
    plannedMachines: integer('planned_machines').notNull(),
    remark: varchar('remark', { length: 500 }),
    /** Urls of the documents stored by the uploads area for franchise applications. */
    documents: jsonb('documents').$type<string[]>().notNull().default([]),
    /** The first account's name and password hash, as the applicant chose them. */
    username: varchar('username', { length: 30 }).notNull(),
    passwordHash: varchar('password_hash', { length: 100 }).notNull(),
    /** The applicant's language: the notice of the review is written in it. */
    lang: varchar('lang', { length: 5 }).notNull().default('en'),
    /** SHA-256 of the token the applicant reads and resubmits with (the token itself is never stored). */
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    /** pending | passed | rejected (dictionary `franchise_review_state`). */
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    resubmits: integer('resubmits').notNull().default(0),
    submitIp: varchar('submit_ip', { length: 64 }),
    reviewerId: integer('reviewer_id'),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    /** The customer a pass created (its organisation) and its first account. */
    customerOrgId: integer('customer_org_id').references(() => orgs.id, { onDelete: 'set null' }),
    accountId: integer('account_id'),
    /** sent | failed | notConfigured: how the applicant was told of the review. */
    notice: varchar('notice', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('frn_application_token_uq').on(t.tokenHash),
    // One application makes at most one customer, however many reviews race.
    uniqueIndex('frn_application_customer_uq').on(t.customerOrgId),
    check('frn_application_state_ck', sql`${t.state} in ('pending', 'passed', 'rejected')`),
    index('frn_application_state_idx').on(t.state, t.submittedAt),
  ],
);
