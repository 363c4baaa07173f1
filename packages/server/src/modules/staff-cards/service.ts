import {
  type StaffCard,
  type StaffRecord,
  type StaffRecordKind,
  type StaffStatus,
  type staffQuerySchema,
  type staffRecordQuerySchema,
} from '@vr/contracts';
import { type SQL, and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, keysetPageQuery } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { cappedTotal, exactTotalFor } from '../../platform/list/total.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { devices } from '../devices/index.js';
import { businessMonth } from './ledger.js';
import { staffCards, staffRecords } from './schema.js';

type StaffQuery = z.output<typeof staffQuerySchema>;
type RecordQuery = z.output<typeof staffRecordQuerySchema>;

/** Above this many matching rows a page's total is the planner's estimate. */
const EXACT_TOTAL = 1000;

/** The cards the caller may see: of the customers in their data scope. */
export const staffCardVisible = (auth: AuthContext): SQL | undefined => scopeCondition(auth, { org: staffCards.orgId });

/** A card's quota left in `month`: a card still on an earlier month has its whole limit. */
export const quotaIn = (month: string) =>
  sql<number>`case when ${staffCards.quotaMonth} = ${month} then ${staffCards.quotaCents} else ${staffCards.monthlyLimitCents} end`;

/** The list rows of these cards (any order). */
export async function staffCardRows(db: Database, ids: number[]): Promise<StaffCard[]> {
  if (ids.length === 0) return [];
  const month = await businessMonth(db);
  const rows = await db
    .select({
      id: staffCards.id,
      orgId: staffCards.orgId,
      customerName: orgs.name,
      employeeName: staffCards.employeeName,
      employeeNo: staffCards.employeeNo,
      status: staffCards.status,
      monthlyLimitCents: staffCards.monthlyLimitCents,
      quotaCents: quotaIn(month),
      discountTenths: staffCards.discountTenths,
      currency: staffCards.currency,
      remark: staffCards.remark,
      createdAt: staffCards.createdAt,
      updatedAt: staffCards.updatedAt,
    })
    .from(staffCards)
    .leftJoin(orgs, eq(orgs.id, staffCards.orgId))
    .where(inArray(staffCards.id, ids));
  return rows.map(({ discountTenths, createdAt, updatedAt, quotaCents, ...r }) => ({
    ...r,
    status: r.status as StaffStatus,
    quotaCents: Number(quotaCents),
    discount: discountTenths / 10,
    createTime: isoTime(createdAt),
    updateTime: isoTime(updatedAt),
  }));
}

/** Staff cards in the caller's scope, newest first unless sorted otherwise. */
export function listStaffCards(db: Database, q: StaffQuery, auth: AuthContext): Promise<Page<StaffCard>> {
  const where = and(
    staffCardVisible(auth),
    inOrgSubtree(staffCards.orgId, q.orgId),
    containing(staffCards.employeeName, q.employeeName),
    containing(staffCards.employeeNo, q.employeeNo),
    q.status ? eq(staffCards.status, q.status) : undefined,
  );
  return keysetPageQuery({
    params: q,
    sortable: {
      employeeNo: staffCards.employeeNo,
      employeeName: staffCards.employeeName,
      monthlyLimitCents: staffCards.monthlyLimitCents,
      discount: staffCards.discountTenths,
      createTime: staffCards.createdAt,
    },
    id: staffCards.id,
    idDirection: 'desc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(staffCards)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    rows: (ids) => staffCardRows(db, ids),
    rowId: (r) => r.id,
    count: () =>
      cappedTotal(
        db,
        db.select({ id: staffCards.id }).from(staffCards).where(where),
        exactTotalFor(EXACT_TOTAL, q.employeeNo, q.employeeName),
      ),
  });
}

async function recordRows(db: Database, ids: number[]): Promise<StaffRecord[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({
      id: staffRecords.id,
      cardId: staffRecords.cardId,
      employeeName: staffCards.employeeName,
      employeeNo: staffCards.employeeNo,
      orgId: staffRecords.orgId,
      customerName: orgs.name,
      kind: staffRecords.kind,
      priceCents: staffRecords.priceCents,
      discountTenths: staffRecords.discountTenths,
      amountCents: staffRecords.amountCents,
      quotaBefore: staffRecords.quotaBefore,
      quotaAfter: staffRecords.quotaAfter,
      currency: staffCards.currency,
      detail: staffRecords.detail,
      orderCode: staffRecords.orderCode,
      deviceCode: devices.deviceCode,
      operator: staffRecords.operatorName,
      createdAt: staffRecords.createdAt,
    })
    .from(staffRecords)
    .innerJoin(staffCards, eq(staffCards.id, staffRecords.cardId))
    .leftJoin(orgs, eq(orgs.id, staffRecords.orgId))
    .leftJoin(devices, eq(devices.id, staffRecords.deviceId))
    .where(inArray(staffRecords.id, ids));
  return rows.map(({ quotaBefore, quotaAfter, createdAt, kind, discountTenths, ...r }) => ({
    ...r,
    kind: kind as StaffRecordKind,
    discount: discountTenths === null ? null : discountTenths / 10,
    quotaBeforeCents: quotaBefore,
    quotaAfterCents: quotaAfter,
    createTime: isoTime(createdAt),
  }));
}

/** The records of the staff cards in the caller's scope, newest first. */
export async function listStaffRecords(db: Database, q: RecordQuery, auth: AuthContext): Promise<Page<StaffRecord>> {
  const zone = await businessTimeZone(db);
  const byNo = q.employeeNo
    ? sql`${staffRecords.cardId} in (select ${staffCards.id} from ${staffCards} where ${containing(staffCards.employeeNo, q.employeeNo)})`
    : undefined;
  const where = and(
    scopeCondition(auth, { org: staffRecords.orgId }),
    inOrgSubtree(staffRecords.orgId, q.orgId),
    q.cardId ? eq(staffRecords.cardId, q.cardId) : undefined,
    byNo,
    q.kind ? eq(staffRecords.kind, q.kind) : undefined,
    q.orderCode ? eq(staffRecords.orderCode, q.orderCode) : undefined,
    ...localTimeRange(staffRecords.createdAt, q, zone),
  );
  return keysetPageQuery({
    params: q,
    sortable: { createTime: staffRecords.createdAt },
    id: staffRecords.id,
    idDirection: 'desc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(staffRecords)
        .where(and(where, after))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    rows: (ids) => recordRows(db, ids),
    rowId: (r) => r.id,
    count: () =>
      cappedTotal(db, db.select({ id: staffRecords.id }).from(staffRecords).where(where), exactTotalFor(EXACT_TOTAL, q.employeeNo)),
  });
}
