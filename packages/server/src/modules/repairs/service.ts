import {
  REPAIR_UNASSIGNED,
  UPLOAD_USES,
  type RepairProcess,
  type RepairRecord,
  type RepairState,
  type repairQuerySchema,
} from '@vr/contracts';
import { type SQL, and, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isoTime } from '../../platform/http/iso.js';
import { orgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { deviceGrants, devices, seesSelectedDevicesOnly } from '../devices/index.js';
import { findUpload } from '../uploads/index.js';
import { repairs } from './schema.js';

type Query = z.output<typeof repairQuerySchema>;

/**
 * The records the caller may see: of the organisations in their data scope ("own data": those
 * assigned to them), and, for an account limited to selected devices, only of those devices.
 */
export function repairVisible(auth: AuthContext): SQL {
  const granted = sql`${repairs.deviceId} in (select ${deviceGrants.deviceId} from ${deviceGrants} where ${deviceGrants.userId} = ${auth.userId})`;
  return and(
    scopeCondition(auth, { org: repairs.orgId, user: repairs.assigneeId }),
    or(sql`not ${seesSelectedDevicesOnly(auth)}`, granted),
  )!;
}

const assignee = alias(users, 'repair_assignee');

const columns = {
  id: repairs.id,
  orgId: repairs.orgId,
  customerName: orgs.name,
  deviceId: repairs.deviceId,
  deviceCode: devices.deviceCode,
  deviceName: devices.name,
  faultCode: repairs.faultCode,
  faultLevel: repairs.faultLevel,
  faultMessage: repairs.faultMessage,
  raisedAt: repairs.raisedAt,
  releasedAt: repairs.releasedAt,
  state: repairs.state,
  assigneeId: repairs.assigneeId,
  assigneeEmployee: assignee.employeeName,
  assigneeUser: assignee.username,
  remark: repairs.remark,
  photos: repairs.photos,
  processedBy: repairs.processedBy,
  processedAt: repairs.processedAt,
  createdAt: repairs.createdAt,
};

const joined = (db: Database) =>
  db
    .select(columns)
    .from(repairs)
    .leftJoin(devices, eq(devices.id, repairs.deviceId))
    .leftJoin(orgs, eq(orgs.id, repairs.orgId))
    .leftJoin(assignee, eq(assignee.id, repairs.assigneeId));

type Row = Awaited<ReturnType<ReturnType<typeof joined>['where']>>[number];

const toRecord = (r: Row): RepairRecord => ({
  id: r.id,
  orgId: r.orgId,
  customerName: r.customerName,
  deviceId: r.deviceId,
  deviceCode: r.deviceCode,
  deviceName: r.deviceName,
  faultCode: r.faultCode,
  faultLevel: r.faultLevel,
  faultMessage: r.faultMessage,
  raisedTime: isoTime(r.raisedAt),
  releasedTime: isoTime(r.releasedAt),
  state: r.state as RepairState,
  assigneeId: r.assigneeId,
  assigneeName: r.assigneeId === null ? null : r.assigneeEmployee || r.assigneeUser || null,
  remark: r.remark,
  photos: r.photos,
  processedBy: r.processedBy,
  processedTime: isoTime(r.processedAt),
  createTime: isoTime(r.createdAt),
});

function listWhere(q: Query, auth: AuthContext, timeZone: string): SQL | undefined {
  return and(
    repairVisible(auth),
    q.orgId ? sql`${repairs.orgId} in (select ${orgs.id} from ${orgs} where ${orgSubtree({ id: q.orgId })})` : undefined,
    containing(devices.deviceCode, q.deviceCode),
    q.state ? eq(repairs.state, q.state) : undefined,
    q.assignee === REPAIR_UNASSIGNED ? isNull(repairs.assigneeId) : q.assignee ? eq(repairs.assigneeId, q.assignee) : undefined,
    ...localTimeRange(repairs.raisedAt, q, timeZone),
  );
}

/** Repair records in the caller's scope, newest fault first unless sorted otherwise. */
export async function listRepairs(db: Database, q: Query, auth: AuthContext): Promise<Page<RepairRecord>> {
  const where = listWhere(q, auth, await businessTimeZone(db));
  return pageQuery({
    params: q,
    sortable: {
      id: repairs.id,
      deviceCode: devices.deviceCode,
      faultCode: repairs.faultCode,
      raisedTime: repairs.raisedAt,
      releasedTime: repairs.releasedAt,
      state: repairs.state,
      processedTime: repairs.processedAt,
      createTime: repairs.createdAt,
    },
    defaultOrder: [desc(repairs.raisedAt), desc(repairs.id)],
    rows: pagedRows(joined(db).where(where), toRecord),
    count: async () =>
      (await db.select({ n: count() }).from(repairs).leftJoin(devices, eq(devices.id, repairs.deviceId)).where(where))[0]!.n,
  });
}

/** Each photo is a picture the caller uploaded for repairs (its type and size checked there, by content). */
async function checkPhotos(db: Database, urls: string[], auth: AuthContext): Promise<void> {
  for (const url of urls) {
    const upload = await findUpload(db, url);
    const use = UPLOAD_USES.repairPhoto;
    if (upload?.dataEntity !== use.dataEntity || upload.dataField !== use.dataField || upload.userId !== auth.userId)
      throw AppError.field('photos', 'repairPhotoNotUploaded');
  }
}

/**
 * Processes a pending record in the caller's scope: its outcome, the remark, the photos, who and
 * when. A record already processed is refused; one outside the scope is "not found".
 */
export async function processRepair(db: Database, input: RepairProcess, auth: AuthContext): Promise<RepairRecord> {
  await checkPhotos(db, input.photos, auth);
  const visible = and(eq(repairs.id, input.id), repairVisible(auth));
  const [done] = await db
    .update(repairs)
    .set({
      state: input.state,
      remark: input.remark,
      photos: input.photos,
      processedById: auth.userId,
      processedBy: (auth.employeeName || auth.username).slice(0, 64),
      processedAt: new Date(),
    })
    .where(and(visible, eq(repairs.state, 'pending')))
    .returning({ id: repairs.id });
  if (!done) {
    const [found] = await db.select({ id: repairs.id }).from(repairs).where(visible);
    if (!found) throw AppError.notFound();
    throw AppError.badRequest('repairNotPending');
  }
  return toRecord((await joined(db).where(eq(repairs.id, done.id)))[0]!);
}
