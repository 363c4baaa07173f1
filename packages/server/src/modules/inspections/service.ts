import {
  UPLOAD_USES,
  type InspectionAdd,
  type InspectionDeviceOption,
  type InspectionRecord,
  type InspectionResubmit,
  type InspectionReview,
  type InspectionState,
  type inspectionQuerySchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, desc, eq, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isoTime } from '../../platform/http/iso.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { devices } from '../devices/index.js';
import { fieldDeviceVisible } from '../replenish/index.js';
import { findUpload } from '../uploads/index.js';
import { inspections } from './schema.js';

type Query = z.output<typeof inspectionQuerySchema>;

const nameOf = (auth: AuthContext) => (auth.employeeName || auth.username).slice(0, 64);

/** The records the caller may see: of the organisations in their data scope ("own data": those they made). */
const visible = (auth: AuthContext): SQL => scopeCondition(auth, { org: inspections.orgId, user: inspections.inspectorId }) ?? sql`true`;

const joined = (db: Database) =>
  db
    .select({ row: inspections, customerName: orgs.name, deviceCode: devices.deviceCode, deviceName: devices.name })
    .from(inspections)
    .leftJoin(devices, eq(devices.id, inspections.deviceId))
    .leftJoin(orgs, eq(orgs.id, inspections.orgId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const toRecord = ({ row: r, customerName, deviceCode, deviceName }: Row): InspectionRecord => ({
  id: r.id,
  orgId: r.orgId,
  customerName,
  deviceId: r.deviceId,
  deviceCode,
  deviceName,
  deviceStatus: r.deviceStatus,
  checks: r.checks,
  remark: r.remark,
  photos: r.photos,
  state: r.state as InspectionState,
  inspectorId: r.inspectorId,
  inspectorName: r.inspectorName,
  submitTime: isoTime(r.submittedAt)!,
  resubmits: r.resubmits,
  reviewedBy: r.reviewedBy,
  reviewTime: isoTime(r.reviewedAt),
  rejectReason: r.rejectReason,
});

/** Inspection records in the caller's scope, newest first unless sorted otherwise. */
export async function listInspections(db: Database, q: Query, auth: AuthContext): Promise<Page<InspectionRecord>> {
  const where = and(
    visible(auth),
    containing(devices.deviceCode, q.deviceCode),
    q.state ? eq(inspections.state, q.state) : undefined,
    q.deviceStatus ? eq(inspections.deviceStatus, q.deviceStatus) : undefined,
    q.mine === '1' ? eq(inspections.inspectorId, auth.userId) : undefined,
    ...localTimeRange(inspections.submittedAt, q, await businessTimeZone(db)),
  );
  return pageQuery({
    params: q,
    sortable: {
      id: inspections.id,
      submitTime: inspections.submittedAt,
      deviceCode: devices.deviceCode,
      state: inspections.state,
      deviceStatus: inspections.deviceStatus,
      reviewTime: inspections.reviewedAt,
    },
    defaultOrder: [desc(inspections.submittedAt), desc(inspections.id)],
    rows: pagedRows(joined(db).where(where), toRecord),
    count: async () =>
      (await db.select({ n: count() }).from(inspections).leftJoin(devices, eq(devices.id, inspections.deviceId)).where(where))[0]!.n,
  });
}

/** The machines the caller may inspect, by code or name (at most 50). */
export async function inspectableDevices(db: Database, keyword: string | undefined, auth: AuthContext): Promise<InspectionDeviceOption[]> {
  return db
    .select({ id: devices.id, deviceCode: devices.deviceCode, name: devices.name })
    .from(devices)
    .where(
      and(fieldDeviceVisible(auth), keyword ? or(containing(devices.deviceCode, keyword), containing(devices.name, keyword)) : undefined),
    )
    .orderBy(asc(devices.deviceCode))
    .limit(50);
}

/** Each photo is a picture the caller uploaded for inspections (its type and size checked there, by content). */
async function checkPhotos(db: Database, urls: string[], auth: AuthContext): Promise<void> {
  for (const url of urls) {
    const upload = await findUpload(db, url);
    if (upload?.dataEntity !== UPLOAD_USES.inspectionPhoto.dataEntity || upload.userId !== auth.userId)
      throw AppError.field('photos', 'inspectionPhotoNotUploaded');
  }
}

const byId = async (db: Database, id: number) => (await joined(db).where(eq(inspections.id, id)))[0]!;

/** Records an inspection of a machine the caller may work on; it waits for review. */
export async function addInspection(db: Database, input: InspectionAdd, auth: AuthContext): Promise<InspectionRecord> {
  const [device] = await db
    .select({ id: devices.id, orgId: devices.orgId })
    .from(devices)
    .where(and(eq(devices.id, input.deviceId), fieldDeviceVisible(auth)));
  if (!device) throw AppError.field('deviceId', 'inspectionDeviceUnknown');
  await checkPhotos(db, input.photos, auth);
  const [row] = await db
    .insert(inspections)
    .values({
      orgId: device.orgId,
      deviceId: device.id,
      deviceStatus: input.deviceStatus,
      checks: input.checks as Record<string, boolean>,
      remark: input.remark || null,
      photos: input.photos,
      inspectorId: auth.userId,
      inspectorName: nameOf(auth),
    })
    .returning({ id: inspections.id });
  return toRecord(await byId(db, row!.id));
}

/** The inspector redoes a rejected record of theirs: new findings, waiting for review again. */
export async function resubmitInspection(db: Database, input: InspectionResubmit, auth: AuthContext): Promise<InspectionRecord> {
  const seen = and(eq(inspections.id, input.id), visible(auth));
  const [found] = await db.select({ state: inspections.state, inspectorId: inspections.inspectorId }).from(inspections).where(seen);
  if (!found) throw AppError.notFound();
  if (found.inspectorId !== auth.userId) throw AppError.badRequest('inspectionNotYours');
  if (found.state !== 'rejected') throw AppError.badRequest('inspectionNotRejected');
  await checkPhotos(db, input.photos, auth);
  const [done] = await db
    .update(inspections)
    .set({
      deviceStatus: input.deviceStatus,
      checks: input.checks as Record<string, boolean>,
      remark: input.remark || null,
      photos: input.photos,
      state: 'pending_review',
      submittedAt: new Date(),
      resubmits: sql`${inspections.resubmits} + 1`,
      reviewerId: null,
      reviewedBy: null,
      reviewedAt: null,
      rejectReason: null,
    })
    .where(and(seen, eq(inspections.state, 'rejected')))
    .returning({ id: inspections.id });
  if (!done) throw AppError.badRequest('inspectionNotRejected');
  return toRecord(await byId(db, done.id));
}

/** Adopts a record waiting for review, or rejects it with a reason; nobody reviews their own. */
export async function reviewInspection(db: Database, input: InspectionReview, auth: AuthContext): Promise<InspectionRecord> {
  const seen = and(eq(inspections.id, input.id), visible(auth));
  const [found] = await db.select({ state: inspections.state, inspectorId: inspections.inspectorId }).from(inspections).where(seen);
  if (!found) throw AppError.notFound();
  if (found.state !== 'pending_review') throw AppError.badRequest('inspectionNotPending');
  if (found.inspectorId === auth.userId) throw AppError.badRequest('inspectionOwnReview');
  const [done] = await db
    .update(inspections)
    .set({
      state: input.adopt ? 'adopted' : 'rejected',
      reviewerId: auth.userId,
      reviewedBy: nameOf(auth),
      reviewedAt: new Date(),
      rejectReason: input.adopt ? null : input.reason!,
    })
    .where(and(seen, eq(inspections.state, 'pending_review')))
    .returning({ id: inspections.id });
  if (!done) throw AppError.badRequest('inspectionNotPending');
  return toRecord(await byId(db, done.id));
}
