import { bigserial, index, integer, jsonb, pgTable, smallint, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/**
 * Inspection records: a maintenance person's inspection of a machine (waiting for review →
 * adopted, or rejected with a reason → redone by the inspector, waiting for review again).
 */
export const inspections = pgTable(
  'dev_inspection',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** The device's organisation when inspected (the data scope of the screen). */
    orgId: integer('org_id').notNull(),
    deviceId: integer('device_id').notNull(),
    /** 1 normal, 2 abnormal, 3 out of service (dictionary `inspection_device_status`). */
    deviceStatus: smallint('device_status').notNull(),
    /** The checklist: item → checked (true) or found wanting (false). */
    checks: jsonb('checks').$type<Record<string, boolean>>().notNull().default({}),
    remark: varchar('remark', { length: 500 }),
    /** Urls of photos stored by the uploads area for inspections. */
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    /** pending_review | rejected | adopted (dictionary `inspection_state`). */
    state: varchar('state', { length: 16 }).notNull().default('pending_review'),
    inspectorId: integer('inspector_id').notNull(),
    inspectorName: varchar('inspector_name', { length: 64 }),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    resubmits: integer('resubmits').notNull().default(0),
    reviewerId: integer('reviewer_id'),
    reviewedBy: varchar('reviewed_by', { length: 64 }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: varchar('reject_reason', { length: 200 }),
    createdAt: createdAt(),
  },
  (t) => [
    index('dev_inspection_org_idx').on(t.orgId, t.state, t.submittedAt),
    index('dev_inspection_inspector_idx').on(t.inspectorId, t.state),
    index('dev_inspection_device_idx').on(t.deviceId, t.submittedAt),
  ],
);
