import { integer, jsonb, pgTable, primaryKey, timestamp, varchar } from 'drizzle-orm/pg-core';
import { partOf } from '../../platform/db/columns.js';
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
