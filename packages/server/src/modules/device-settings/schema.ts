import { index, integer, jsonb, pgTable, primaryKey, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { createdAt, partOf } from '../../platform/db/columns.js';
import { devices } from '../devices/schema.js';

/**
 * What the back-office last set on a device, per kind of setting (clean | localPassword |
 * cupLimit | params), with the command that carried it; for `params` also what the machine
 * answered to its last successful read.
 */
export const deviceSettings = pgTable(
  'dev_device_setting',
  {
    deviceId: partOf('device_id', () => devices.id),
    /** clean | localPassword | cupLimit | params */
    kind: varchar('kind', { length: 20 }).notNull(),
    value: jsonb('value').$type<Record<string, unknown>>(),
    /** The command that sent `value` (dev_command.id). */
    commandId: varchar('command_id', { length: 64 }),
    updatedBy: integer('updated_by'),
    updatedByName: varchar('updated_by_name', { length: 50 }),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
    /** The values the machine reported (readParams). */
    reported: jsonb('reported').$type<Record<string, unknown>>(),
    reportedAt: timestamp('reported_at', { withTimezone: true }),
    /** The last read command (dev_command.id). */
    readCommandId: varchar('read_command_id', { length: 64 }),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.kind] })],
);

/**
 * A machine's share of a parameter copy: the source's parameters it is to get, and what changes.
 * `waiting` while the machine is offline (sent at its next hello), `sent` with the command that
 * carried it, `replaced` when a later copy to the same machine came before it returned.
 */
export const paramCopies = pgTable(
  'dev_param_copy',
  {
    id: serial('id').primaryKey(),
    deviceId: partOf('device_id', () => devices.id),
    sourceDeviceId: integer('source_device_id').notNull(),
    sourceCode: varchar('source_code', { length: 64 }).notNull(),
    /** The parameters the machine is to have (its own with the source's over them), as sent and stored. */
    value: jsonb('value').$type<Record<string, unknown>>().notNull(),
    /** The parameters that change: before and after, as the change log shows them. */
    before: jsonb('before').$type<Record<string, string | null>>().notNull(),
    after: jsonb('after').$type<Record<string, string | null>>().notNull(),
    /** waiting | sent | replaced */
    state: varchar('state', { length: 10 }).notNull(),
    commandId: varchar('command_id', { length: 64 }),
    requestedBy: integer('requested_by').notNull(),
    /** The account's user name (the command log's sender). */
    requestedByName: varchar('requested_by_name', { length: 50 }).notNull(),
    /** The account as the change log names it. */
    actorName: varchar('actor_name', { length: 64 }).notNull(),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('dev_param_copy_device_idx').on(t.deviceId, t.state)],
);
