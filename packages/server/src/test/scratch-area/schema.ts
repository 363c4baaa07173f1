import { index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';

/** A note of an organisation: written by hand, or when one of its devices changed its identity. */
export const scratchNotes = pgTable(
  'scratch_note',
  {
    id: serial('id').primaryKey(),
    orgId: integer('org_id').notNull(),
    body: varchar('body', { length: 200 }).notNull(),
    /** The device it is about, when a device's change wrote it. */
    deviceCode: varchar('device_code', { length: 50 }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('scratch_note_org_idx').on(t.orgId, t.id)],
);

/**
 * What `npm run db:generate` would write for this schema into a new file of drizzle/ (statements
 * split as drizzle splits them); the test runs it as that migration.
 */
export const SCRATCH_MIGRATION = `
  CREATE TABLE "scratch_note" (
    "id" serial PRIMARY KEY NOT NULL,
    "org_id" integer NOT NULL,
    "body" varchar(200) NOT NULL,
    "device_code" varchar(50),
    "created_by" integer,
    "created_at" timestamp with time zone DEFAULT now() NOT NULL
  );
  --> statement-breakpoint
  CREATE INDEX "scratch_note_org_idx" ON "scratch_note" USING btree ("org_id","id");
`;
