import { randomBytes } from 'node:crypto';
import {
  ACTIVE_RECORDING_STATES,
  DEVICE_RECORDING_API,
  DEVICE_RECORDING_LIMITS,
  type Lang,
  type MessageKey,
  PROTOCOL_VERSION,
  type RecordingListQuery,
  type RecordingRow,
  Status,
  UPLOAD_USES,
  message,
  type recordingRequestSchema,
} from '@vr/contracts';
import { type SQL, and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localDateTime } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import type { FileStorage } from '../../platform/storage/storage.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { storeUpload } from '../uploads/index.js';
import { recordings } from './schema.js';

type RequestInput = z.output<typeof recordingRequestSchema>;

const TOKEN = /^[A-Za-z0-9_-]{32}$/;
const active = () => inArray(recordings.state, [...ACTIVE_RECORDING_STATES]);
/** The parameters of the server's own failure messages. */
const REASON_PARAMS = { n: UPLOAD_USES.deviceVideo.maxMb, use: 'device/video' };

const columns = {
  id: recordings.id,
  deviceId: recordings.deviceId,
  deviceCode: devices.deviceCode,
  camera: recordings.camera,
  startAt: recordings.startAt,
  endAt: recordings.endAt,
  state: recordings.state,
  percent: recordings.percent,
  reason: recordings.reason,
  reasonCode: recordings.reasonCode,
  videoUrl: recordings.videoUrl,
  size: recordings.size,
  createdBy: recordings.createdByName,
  createdAt: recordings.createdAt,
  updatedAt: recordings.updatedAt,
};

const selectRecordings = (db: Database, where: SQL | undefined) =>
  db.select(columns).from(recordings).innerJoin(devices, eq(devices.id, recordings.deviceId)).where(where);
type Selected = Awaited<ReturnType<typeof selectRecordings>>[number];

function toRow(r: Selected, timeZone: string, lang: Lang): RecordingRow {
  const { startAt, endAt, reasonCode, createdAt, updatedAt, ...rest } = r;
  return {
    ...rest,
    startTime: localDateTime(timeZone, startAt),
    endTime: localDateTime(timeZone, endAt),
    reason: reasonCode ? message(reasonCode as MessageKey, lang, REASON_PARAMS) : r.reason,
    createTime: createdAt.toISOString(),
    updateTime: updatedAt.toISOString(),
  };
}

/** Requests the machine has said nothing of for too long have failed (looked at when read). */
async function expireSilent(db: Database, where: SQL): Promise<void> {
  await db
    .update(recordings)
    .set({ state: 'failed', reasonCode: 'recordingTimedOut', updatedAt: new Date() })
    .where(and(where, active(), lt(recordings.updatedAt, sql`now() - make_interval(mins => ${DEVICE_RECORDING_LIMITS.silentMinutes})`)));
}

/** A machine's recording requests the caller sees (the machine in their scope), newest first. */
export async function listRecordings(db: Database, auth: AuthContext, q: RecordingListQuery, lang: Lang): Promise<Page<RecordingRow>> {
  const viewer = await withDeviceScope(db, auth);
  const where = and(eq(recordings.deviceId, q.deviceId), deviceVisibility(viewer));
  await expireSilent(db, eq(recordings.deviceId, q.deviceId));
  const timeZone = await businessTimeZone(db);
  return pageQuery({
    params: q,
    sortable: { createTime: recordings.createdAt },
    defaultOrder: [desc(recordings.createdAt), desc(recordings.id)],
    rows: pagedRows(selectRecordings(db, where), (r) => toRow(r, timeZone, lang)),
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(recordings)
          .innerJoin(devices, eq(devices.id, recordings.deviceId))
          .where(where)
      )[0]?.n ?? 0,
  });
}

/** One request the caller sees; 404 otherwise. */
export async function recordingDetail(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<RecordingRow> {
  const viewer = await withDeviceScope(db, auth);
  const where = and(eq(recordings.id, id), deviceVisibility(viewer));
  const [found] = await selectRecordings(db, where);
  if (!found) throw AppError.notFound();
  await expireSilent(db, eq(recordings.id, id));
  const [row] = await selectRecordings(db, where);
  return toRow(row!, await businessTimeZone(db), lang);
}

/**
 * Asks a machine with a camera for what it recorded in the range (business clock): the request
 * is stored, then sent; a machine that is not connected is refused at once and nothing stays.
 */
export async function requestRecording(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  input: RequestInput,
  ctx: { baseUrl: string; lang: Lang },
): Promise<RecordingRow> {
  const viewer = await withDeviceScope(db, auth);
  const [device] = await db
    .select({ id: devices.id, code: devices.deviceCode, orgId: devices.orgId, camera: devices.cameraNo })
    .from(devices)
    .where(and(eq(devices.id, input.deviceId), deviceVisibility(viewer)));
  if (!device) throw AppError.notFound();
  const camera = device.camera?.trim();
  if (!camera) throw AppError.field('deviceId', 'recordingNoCamera');
  const timeZone = await businessTimeZone(db);
  const token = randomBytes(24).toString('base64url');
  const [row] = await db
    .insert(recordings)
    .values({
      orgId: device.orgId,
      deviceId: device.id,
      camera,
      startAt: sql`${input.startTime}::timestamp at time zone ${timeZone}`,
      endAt: sql`${input.endTime}::timestamp at time zone ${timeZone}`,
      uploadToken: token,
      createdBy: auth.userId,
      createdByName: (auth.employeeName || auth.username).slice(0, 64),
    })
    .returning({ id: recordings.id, startAt: recordings.startAt, endAt: recordings.endAt });
  const sent = await link
    .sendRecording(device.code, {
      v: PROTOCOL_VERSION,
      ts: Date.now(),
      recordingId: String(row!.id),
      camera,
      from: row!.startAt.getTime(),
      to: row!.endAt.getTime(),
      uploadUrl: `${ctx.baseUrl}${DEVICE_RECORDING_API.upload}/${token}`,
      maxBytes: DEVICE_RECORDING_LIMITS.maxBytes,
    })
    .catch(() => false);
  if (!sent) {
    await db.delete(recordings).where(eq(recordings.id, row!.id));
    throw new AppError(Status.BAD_REQUEST, 'deviceOffline');
  }
  return recordingDetail(db, auth, row!.id, ctx.lang);
}

/**
 * The machine's upload to its request's address: stored by the uploads area as a device video
 * (an mp4 by content, within its size); the request is then ready. A refused file fails the
 * request with the server's reason. The address takes nothing once the request has ended.
 */
export async function receiveRecording(
  db: Database,
  storage: FileStorage,
  request: FastifyRequest,
  token: string,
): Promise<{ url: string }> {
  const [row] = TOKEN.test(token)
    ? await db
        .select({ id: recordings.id, orgId: recordings.orgId })
        .from(recordings)
        .where(and(eq(recordings.uploadToken, token), active()))
    : [];
  if (!row) throw AppError.badRequest('recordingUploadClosed');
  let stored;
  try {
    stored = await storeUpload(db, storage, request, { userId: 0, orgId: row.orgId }, [UPLOAD_USES.deviceVideo]);
  } catch (error) {
    if (error instanceof AppError && error.key) {
      await db
        .update(recordings)
        .set({ state: 'failed', reasonCode: error.key, reason: null, updatedAt: new Date() })
        .where(and(eq(recordings.id, row.id), active()));
    }
    throw error;
  }
  await db
    .update(recordings)
    .set({ state: 'ready', percent: 100, videoUrl: stored.url, size: stored.size, reason: null, reasonCode: null, updatedAt: new Date() })
    .where(and(eq(recordings.id, row.id), active()));
  return { url: stored.url };
}
