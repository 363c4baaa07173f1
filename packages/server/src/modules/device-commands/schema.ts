import { index, integer, jsonb, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from '../../platform/db/columns.js';

/** A remote command sent to a device: pending → succeeded | failed | timed_out, with who sent it. */
export const deviceCommands = pgTable(
  'dev_command',
  {
    /** The command id the device echoes in its ack. */
    id: varchar('id', { length: 64 }).primaryKey(),
    deviceId: integer('device_id').notNull(),
    orgId: integer('org_id').notNull(),
    /** A CommandType of the protocol. */
    type: varchar('type', { length: 30 }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull().default({}),
    /** pending | succeeded | failed | timed_out */
    status: varchar('status', { length: 12 }).notNull().default('pending'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    error: varchar('error', { length: 200 }),
    deadline: timestamp('deadline', { withTimezone: true }).notNull(),
    sentBy: integer('sent_by'),
    sentByName: varchar('sent_by_name', { length: 50 }),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('dev_command_device_idx').on(t.deviceId, t.createdAt), index('dev_command_pending_idx').on(t.status, t.deadline)],
);
