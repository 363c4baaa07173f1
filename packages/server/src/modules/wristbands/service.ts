import {
  type Wristband,
  type WristbandRecord,
  type WristbandRecordKind,
  type WristbandStatusCode,
  type WristbandUnit,
  type wristbandQuerySchema,
  type wristbandRecordQuerySchema,
} from '@vr/contracts';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import type { Page } from '../../platform/list/page-query.js';
import { tablePage } from '../../platform/list/table-page.js';
import { exactTotalFor } from '../../platform/list/total.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { devices } from '../devices/index.js';
import { wristbandRecords, wristbands } from './schema.js';

type WristbandQuery = z.output<typeof wristbandQuerySchema>;
type RecordQuery = z.output<typeof wristbandRecordQuerySchema>;

/** Above this many matching rows a page's total is the planner's estimate. */
const EXACT_TOTAL = 1000;

/** The bands the caller may see: of the customers in their data scope. */
export const wristbandVisible = (auth: AuthContext): SQL | undefined => scopeCondition(auth, { org: wristbands.orgId });

/** A band's status as it stands now: an activated band past its expiry is expired, whether or not the job has run. */
export const statusNow = sql<number>`case when ${wristbands.status} = 1 and ${wristbands.expiresAt} <= now() then 2 else ${wristbands.status} end`;

/** The list rows of these bands (any order). */
export async function wristbandRows(db: Database, ids: number[]): Promise<Wristband[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: wristbands.id,
      orgId: wristbands.orgId,
      customerName: orgs.name,
      wristbandNo: wristbands.wristbandNo,
      tier: wristbands.tier,
      duration: wristbands.duration,
      durationUnit: wristbands.durationUnit,
      reusable: wristbands.reusable,
      status: statusNow,
      enabled: wristbands.enabled,
      uses: wristbands.uses,
      activatedAt: wristbands.activatedAt,
      expiresAt: wristbands.expiresAt,
      lastUser: wristbands.lastUser,
      remark: wristbands.remark,
      createdAt: wristbands.createdAt,
    })
    .from(wristbands)
    .leftJoin(orgs, eq(orgs.id, wristbands.orgId))
    .where(inArray(wristbands.id, ids));
  return rows.map(({ activatedAt, expiresAt, createdAt, status, durationUnit, ...r }) => ({
    ...r,
    durationUnit: durationUnit as WristbandUnit,
    status: Number(status) as WristbandStatusCode,
    activateTime: activatedAt ? isoTime(activatedAt) : null,
    expireTime: expiresAt ? isoTime(expiresAt) : null,
    createTime: isoTime(createdAt),
  }));
}

/** Wristbands in the caller's scope, newest first unless sorted otherwise. */
export function listWristbands(db: Database, q: WristbandQuery, auth: AuthContext): Promise<Page<Wristband>> {
  const where = and(
    wristbandVisible(auth),
    inOrgSubtree(wristbands.orgId, q.orgId),
    containing(wristbands.wristbandNo, q.wristbandNo),
    containing(wristbands.tier, q.tier),
    q.status !== undefined ? sql`${statusNow} = ${q.status}` : undefined,
    q.enabled ? eq(wristbands.enabled, q.enabled === 'true') : undefined,
  );
  return tablePage(db, {
    table: wristbands,
    where,
    exactTotal: exactTotalFor(EXACT_TOTAL, q.wristbandNo, q.tier),
    params: q,
    sortable: {
      wristbandNo: wristbands.wristbandNo,
      tier: wristbands.tier,
      activateTime: wristbands.activatedAt,
      expireTime: wristbands.expiresAt,
      createTime: wristbands.createdAt,
    },
    id: wristbands.id,
    idDirection: 'desc',
    rows: (ids) => wristbandRows(db, ids),
    rowId: (r) => r.id,
  });
}

async function recordRows(db: Database, ids: number[]): Promise<WristbandRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: wristbandRecords.id,
      wristbandId: wristbandRecords.wristbandId,
      wristbandNo: wristbands.wristbandNo,
      orgId: wristbandRecords.orgId,
      customerName: orgs.name,
      kind: wristbandRecords.kind,
      deviceCode: devices.deviceCode,
      orderCode: wristbandRecords.orderCode,
      user: wristbandRecords.userName,
      expiresAt: wristbandRecords.expiresAt,
      createdAt: wristbandRecords.createdAt,
    })
    .from(wristbandRecords)
    .innerJoin(wristbands, eq(wristbands.id, wristbandRecords.wristbandId))
    .leftJoin(orgs, eq(orgs.id, wristbandRecords.orgId))
    .leftJoin(devices, eq(devices.id, wristbandRecords.deviceId))
    .where(inArray(wristbandRecords.id, ids));
  return rows.map(({ createdAt, expiresAt, kind, ...r }) => ({
    ...r,
    kind: kind as WristbandRecordKind,
    expireTime: expiresAt ? isoTime(expiresAt) : null,
    createTime: isoTime(createdAt),
  }));
}

/** The records of the wristbands in the caller's scope, newest first. */
export async function listWristbandRecords(db: Database, q: RecordQuery, auth: AuthContext): Promise<Page<WristbandRecord>> {
  const zone = await businessTimeZone(db);
  const byNo = q.wristbandNo
    ? sql`${wristbandRecords.wristbandId} in (select ${wristbands.id} from ${wristbands} where ${containing(wristbands.wristbandNo, q.wristbandNo)})`
    : undefined;
  const byDevice = q.deviceCode
    ? sql`${wristbandRecords.deviceId} in (select ${devices.id} from ${devices} where ${containing(devices.deviceCode, q.deviceCode)})`
    : undefined;
  const where = and(
    scopeCondition(auth, { org: wristbandRecords.orgId }),
    inOrgSubtree(wristbandRecords.orgId, q.orgId),
    q.wristbandId ? eq(wristbandRecords.wristbandId, q.wristbandId) : undefined,
    byNo,
    byDevice,
    q.kind ? eq(wristbandRecords.kind, q.kind) : undefined,
    ...localTimeRange(wristbandRecords.createdAt, q, zone),
  );
  return tablePage(db, {
    table: wristbandRecords,
    where,
    exactTotal: exactTotalFor(EXACT_TOTAL, q.wristbandNo, q.deviceCode),
    params: q,
    sortable: { createTime: wristbandRecords.createdAt },
    id: wristbandRecords.id,
    idDirection: 'desc',
    rows: (ids) => recordRows(db, ids),
    rowId: (r) => r.id,
  });
}
