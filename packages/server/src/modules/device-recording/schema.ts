import type { RecordingState } from '@vr/contracts';
import { bigint, index, integer, pgTable, smallint, timestamp, unique, varchar } from 'drizzle-orm/pg-core';
import { orgOwned, partOf, timestamps } from '../../platform/db/columns.js';
import { devices } from '../devices/schema.js';

/**
 * Camera recordings asked of machines: the range, the camera, where the request stands, what the
 * machine last reported, why it failed, and the uploaded file once it arrived. The organisation is
 * the machine's at the time of the request (the data scope of the screen).
 */
export const recordings = pgTable(
  'dev_recording',
  {
    ...orgOwned(),
    deviceId: partOf('device_id', () => devices.id),
    camera: varchar('camera', { length: 50 }).notNull(),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** requested | uploading | ready | failed */
    state: varchar('state', { length: 10 }).$type<RecordingState>().notNull().default('requested'),
    percent: smallint('percent').notNull().default(0),
    /** The machine's own words of a failure. */
    reason: varchar('reason', { length: 200 }),
    /** A failure the server found (a message key, rendered in the reader's language). */
    reasonCode: varchar('reason_code', { length: 50 }),
    /** The machine's upload address is `…/upload/<token>`: random, good until the request ends. */
    uploadToken: varchar('upload_token', { length: 64 }).notNull(),
    videoUrl: varchar('video_url', { length: 200 }),
    size: bigint('size', { mode: 'number' }),
    createdBy: integer('created_by'),
    createdByName: varchar('created_by_name', { length: 64 }),
    ...timestamps(),
  },
  (t) => [unique('dev_recording_token_uq').on(t.uploadToken), index('dev_recording_device_time_idx').on(t.deviceId, t.createdAt)],
);
