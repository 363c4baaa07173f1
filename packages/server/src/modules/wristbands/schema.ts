import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, orgOwned, recordTrail } from '../../platform/db/columns.js';

/**
 * Wristbands of a customer (`org_id`, a customer organisation). `duration` counts in
 * `duration_unit` (hour, or day of 24 hours) from the first use at a machine, which activates the
 * band (`status` 0 → 1, `activated_at`, `expires_at`); an activated band whose `expires_at` has
 * passed is expired (status 2), set by the job and by any machine that finds it so first. A band
 * that is not `reusable` pays once (`uses`). `enabled` false is a band voided by a person.
 */
export const wristbands = pgTable(
  'wb_wristband',
  {
    ...orgOwned(),
    wristbandNo: varchar('wristband_no', { length: 32 }).notNull(),
    tier: varchar('tier', { length: 32 }),
    duration: integer('duration').notNull(),
    /** hour | day. */
    durationUnit: varchar('duration_unit', { length: 4 }).notNull(),
    reusable: boolean('reusable').notNull().default(false),
    /** 0 not activated, 1 activated, 2 expired. */
    status: smallint('status').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    uses: integer('uses').notNull().default(0),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** The wearer as the last machine named them, else that machine's code. */
    lastUser: varchar('last_user', { length: 64 }),
    remark: varchar('remark', { length: 200 }),
    ...recordTrail(),
  },
  (t) => [
    // A number names one band of a customer; another customer may use the same number.
    uniqueIndex('wb_wristband_no_uq').on(t.orgId, t.wristbandNo),
    index('wb_wristband_org_idx').on(t.orgId, t.id),
    // The list searches by part of the number (ILIKE '%…%'): a trigram index serves it. The tier is
    // a handful of labels shared by many bands, which an index would not narrow.
    index('wb_wristband_no_trgm_idx').using('gin', t.wristbandNo.op('gin_trgm_ops')),
    index('wb_wristband_due_idx')
      .on(t.expiresAt)
      .where(sql`${t.status} = 1`),
    check('wb_wristband_status_ck', sql`${t.status} between 0 and 2`),
    check('wb_wristband_duration_ck', sql`${t.duration} > 0 and ${t.durationUnit} in ('hour', 'day')`),
  ],
);

/**
 * What happened to a band: its activation and each use at a machine (the machine's request id,
 * order and the amount approved), its expiry, and a person enabling or disabling it. One use per machine and request
 * id, so a machine asking again is answered from its record and the band is used once.
 */
export const wristbandRecords = pgTable(
  'wb_wristband_record',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    wristbandId: integer('wristband_id')
      .notNull()
      .references(() => wristbands.id, { onDelete: 'cascade' }),
    /** The band's customer (the data scope of the record screen). */
    orgId: integer('org_id').notNull(),
    /** activate | use | release | expire | enable | disable. */
    kind: varchar('kind', { length: 10 }).notNull(),
    deviceId: integer('device_id'),
    requestId: varchar('request_id', { length: 64 }),
    orderCode: varchar('order_code', { length: 64 }),
    /** The wearer as the machine named them, or the person who changed the band. */
    userName: varchar('user_name', { length: 64 }),
    operatorId: integer('operator_id'),
    /** The band's expiry after this record. */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** A use: the cart's amount the machine asked the band to pay (cents); its order may not receive more. */
    amountCents: integer('amount_cents'),
    /**
     * A use: how it ended. Null while its order is awaited; settled (its order reported paid), or
     * given back: nothingDispensed, cancelled (the machine's card-cancel) or notAuthorised (its order
     * received more than approved). A use given back is taken off the band's uses, once.
     */
    closedAs: varchar('closed_as', { length: 16 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('wb_wristband_record_request_uq').on(t.deviceId, t.requestId),
    index('wb_wristband_record_band_idx').on(t.wristbandId, t.id),
    index('wb_wristband_record_org_idx').on(t.orgId, t.id),
    index('wb_wristband_record_device_idx').on(t.deviceId, t.id),
    // An order is paid by one use of one band.
    uniqueIndex('wb_wristband_record_order_uq')
      .on(t.orderCode)
      .where(sql`${t.orderCode} is not null`),
  ],
);
