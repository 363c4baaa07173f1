import { z } from 'zod';
import { dbId, isFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { messageGroup } from './messages.js';
import { UPLOAD_USES, mbToBytes } from './uploads.js';
import { addFieldLabels, addRuleMessages } from './validation.js';

/**
 * Camera playback: an operator asks a machine with a camera for what it recorded in a time range
 * of one day; the machine is told over the device protocol (`recording`), uploads the mp4 to the
 * address it was given and reports its progress; the browser then plays the file.
 */
export const DEVICE_RECORDING_API = {
  /** GET `?deviceId=`: the machine's recording requests, newest first. */
  list: '/api/DeviceRecording/list',
  /** GET `?id=`: one request (polled while it is under way). */
  detail: '/api/DeviceRecording/detail',
  /** POST `{ deviceId, startTime, endTime }`: ask the machine for its recording. */
  request: '/api/DeviceRecording/request',
  /** POST `/<token>` multipart `file`: the machine's upload (the token is unguessable and good once). */
  upload: '/api/DeviceRecording/upload',
} as const;

/** A button of the device list: ask a machine for a recording and play it. */
export const DEVICE_RECORDING_PERMS = {
  playback: 'device:device:recording',
} as const;

/** The operation-log actions of this area. */
export const DEVICE_RECORDING_AUDIT_ACTIONS = {
  requestRecording: 'insert',
} as const;

export const DEVICE_RECORDING_LIMITS = {
  /** The longest range one request may ask for. */
  maxMinutes: 60,
  /** A request with no news from the machine for this long has failed. */
  silentMinutes: 10,
  /** Bytes of the uploaded file: the device video upload's limit. */
  maxBytes: mbToBytes(UPLOAD_USES.deviceVideo.maxMb),
} as const;

/**
 * A request: requested (sent to the machine), uploading (the machine reported progress), ready
 * (the file arrived and is an mp4 within the limit), failed (with the machine's or the server's reason).
 */
export const RECORDING_STATES = ['requested', 'uploading', 'ready', 'failed'] as const;
export type RecordingState = (typeof RECORDING_STATES)[number];
export const ACTIVE_RECORDING_STATES = ['requested', 'uploading'] as const satisfies readonly RecordingState[];

addFieldLabels(messageGroup('deviceRecording.field.'));
addRuleMessages(messageGroup('deviceRecording.rule.'));

/** A time on the business clock: `YYYY-MM-DD HH:mm[:ss]`. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}(:\d{2})?$/;
const localTime = z
  .string()
  .trim()
  .max(19)
  .refine((s) => LOCAL_TIME.test(s) && isFilterTime(s), { message: 'inputNotATime' });

/** Minutes since midnight of a checked local time (its seconds as a fraction). */
const minutesOf = (s: string) => {
  const [h, m, sec = '0'] = s.slice(11).split(':');
  return Number(h) * 60 + Number(m) + Number(sec) / 60;
};
const validTimes = (r: { startTime?: unknown; endTime?: unknown }): r is { startTime: string; endTime: string } =>
  typeof r.startTime === 'string' &&
  typeof r.endTime === 'string' &&
  LOCAL_TIME.test(r.startTime.trim()) &&
  LOCAL_TIME.test(r.endTime.trim());
/** Checked whatever else is wrong, so the form gets every field error at once. */
const always = { when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null };
type Raw = { startTime?: unknown; endTime?: unknown };
const sameDay = (r: { startTime: string; endTime: string }) => r.startTime.trim().slice(0, 10) === r.endTime.trim().slice(0, 10);
const minutes = (r: { startTime: string; endTime: string }) => minutesOf(r.endTime.trim()) - minutesOf(r.startTime.trim());

/**
 * POST request: the machine and the range, both ends on the business clock. The range lies within
 * one day (a recording cannot span days), ends after it starts and lasts at most `maxMinutes`.
 */
export const recordingRequestSchema = z
  .object({ deviceId: dbId(), startTime: localTime, endTime: localTime })
  .refine((r: Raw) => !validTimes(r) || sameDay(r), { ...always, path: ['endTime'], message: 'recordingSpansDays' })
  .refine((r: Raw) => !validTimes(r) || !sameDay(r) || minutes(r) > 0, {
    ...always,
    path: ['endTime'],
    message: 'recordingEndAfterStart',
  })
  .refine((r: Raw) => !validTimes(r) || !sameDay(r) || minutes(r) <= DEVICE_RECORDING_LIMITS.maxMinutes, {
    ...always,
    path: ['endTime'],
    message: 'recordingTooLong',
  });
export type RecordingRequestInput = z.input<typeof recordingRequestSchema>;

export const recordingIdSchema = z.object({ id: dbId() });

export const recordingListSchema = listParamsSchema.extend({ deviceId: dbId() });
export type RecordingListQuery = z.output<typeof recordingListSchema>;

/** A recording request as the screen shows it. */
export interface RecordingRow {
  id: number;
  deviceId: number;
  deviceCode: string;
  camera: string;
  /** The range on the business clock. */
  startTime: string;
  endTime: string;
  state: RecordingState;
  /** What the machine last reported (0–100). */
  percent: number;
  /** Why it failed, in the reader's language where the server says it, else the machine's own words. */
  reason: string | null;
  /** Where the browser plays the mp4 once ready. */
  videoUrl: string | null;
  size: number | null;
  createdBy: string | null;
  createTime: string;
  updateTime: string;
}
