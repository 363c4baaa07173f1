import {
  REPAIR_UNASSIGNED,
  UPLOAD_USES,
  type RepairAdd,
  type RepairAssigneeOption,
  type RepairDeviceOption,
  type RepairProcess,
  type RepairRecord,
  type RepairState,
  type repairQuerySchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { deviceGrants, devices, seesSelectedDevicesOnly } from '../devices/index.js';
import { routes } from '../points/index.js';
import { fieldDeviceVisible } from '../replenish/index.js';
import { findUpload } from '../uploads/index.js';
import { maintainerOf } from './open.js';
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
  alarmId: repairs.alarmId,
  faultCode: repairs.faultCode,
  faultLevel: repairs.faultLevel,
  faultMessage: repairs.faultMessage,
  description: repairs.description,
  openedBy: repairs.openedBy,
  openPhotos: repairs.openPhotos,
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
  byHand: r.alarmId === null,
  faultCode: r.faultCode,
  faultLevel: r.faultLevel,
  faultMessage: r.faultMessage,
  description: r.description,
  openedBy: r.openedBy,
  openPhotos: r.openPhotos,
  raisedTime: isoTime(r.raisedAt)!,
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
    inOrgSubtree(repairs.orgId, q.orgId),
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
      processedBy: nameOf(auth),
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

const nameOf = (auth: AuthContext) => (auth.employeeName || auth.username).slice(0, 64);

/** The machines the caller may open a record for (those they may work on), by code or name (at most 50). */
export async function repairDevices(db: Database, keyword: string | undefined, auth: AuthContext): Promise<RepairDeviceOption[]> {
  return db
    .select({ id: devices.id, deviceCode: devices.deviceCode, name: devices.name })
    .from(devices)
    .where(
      and(fieldDeviceVisible(auth), keyword ? or(containing(devices.deviceCode, keyword), containing(devices.name, keyword)) : undefined),
    )
    .orderBy(asc(devices.deviceCode))
    .limit(50);
}

/** A machine the caller may work on, or a field error on `deviceId`. */
async function workableDevice(db: Database, deviceId: number, auth: AuthContext): Promise<{ id: number; orgId: number }> {
  const [device] = await db
    .select({ id: devices.id, orgId: devices.orgId })
    .from(devices)
    .where(and(eq(devices.id, deviceId), fieldDeviceVisible(auth)));
  if (!device) throw AppError.field('deviceId', 'repairDeviceUnknown');
  return device;
}

/**
 * The maintenance staff of a machine: the enabled accounts that run a route of the machine's
 * customer, the maintainer of the machine's own route first.
 */
async function staffOf(db: Database, device: { id: number; orgId: number }): Promise<RepairAssigneeOption[]> {
  const own = await maintainerOf(db, device.id);
  const rows = await db
    .selectDistinct({ id: users.id, employeeName: users.employeeName, username: users.username })
    .from(routes)
    .innerJoin(users, eq(users.id, routes.userId))
    .where(and(eq(routes.orgId, device.orgId), eq(users.status, 0)))
    .orderBy(asc(users.id));
  if (own !== null && !rows.some((r) => r.id === own)) {
    const [maintainer] = await db
      .select({ id: users.id, employeeName: users.employeeName, username: users.username })
      .from(users)
      .where(and(eq(users.id, own), eq(users.status, 0)));
    if (maintainer) rows.unshift(maintainer);
  }
  return rows
    .map((r) => ({ id: r.id, name: r.employeeName || r.username, routeMaintainer: r.id === own }))
    .sort((a, b) => Number(b.routeMaintainer) - Number(a.routeMaintainer));
}

/** The maintenance staff a record of the machine may be assigned to (the machine must be one the caller may work on). */
export async function repairAssignees(db: Database, deviceId: number, auth: AuthContext): Promise<RepairAssigneeOption[]> {
  return staffOf(db, await workableDevice(db, deviceId, auth));
}

/**
 * Opens a pending record by hand for a machine the caller may work on: assigned to one of its
 * maintenance staff (left out: the maintainer of its route, or nobody), what is wrong, photos.
 */
export async function addRepair(db: Database, input: RepairAdd, auth: AuthContext): Promise<RepairRecord> {
  const device = await workableDevice(db, input.deviceId, auth);
  const staff = await staffOf(db, device);
  let assigneeId: number | null;
  if (input.assigneeId == null) assigneeId = staff.find((s) => s.routeMaintainer)?.id ?? null;
  else if (staff.some((s) => s.id === input.assigneeId)) assigneeId = input.assigneeId;
  else throw AppError.field('assigneeId', 'repairAssigneeNotStaff');
  await checkPhotos(db, input.photos, auth);
  const [row] = await db
    .insert(repairs)
    .values({
      orgId: device.orgId,
      deviceId: device.id,
      raisedAt: new Date(),
      state: 'pending',
      assigneeId,
      description: input.description,
      openedById: auth.userId,
      openedBy: nameOf(auth),
      openPhotos: input.photos,
    })
    .returning({ id: repairs.id });
  return toRecord((await joined(db).where(eq(repairs.id, row!.id)))[0]!);
}
