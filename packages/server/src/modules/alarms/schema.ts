import { bigserial, index, integer, pgTable, smallint, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/** Faults and warnings a device raised, until it releases them (not released → released). */
export const deviceAlarms = pgTable(
  'dev_alarm',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    /** The device's id of this occurrence. */
    eventId: varchar('event_id', { length: 64 }).notNull(),
    /** fault | warning */
    kind: varchar('kind', { length: 10 }).notNull(),
    code: varchar('code', { length: 32 }).notNull(),
    /** Fault level 0, 1, 2. */
    level: smallint('level').notNull(),
    message: varchar('message', { length: 200 }),
    /** 0 not released, 1 released. */
    state: smallint('state').notNull().default(0),
    raisedAt: timestamp('raised_at', { withTimezone: true }).notNull(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('dev_alarm_event_uq').on(t.deviceId, t.eventId),
    index('dev_alarm_device_idx').on(t.deviceId, t.raisedAt),
    index('dev_alarm_org_idx').on(t.orgId, t.state, t.raisedAt),
  ],
);
