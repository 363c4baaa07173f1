import { orgSubtree } from '../../platform/identity/org-subtree.js';
import type { DeptDetail, DeptKind, DeptListQuery, DeptPayload, DeptRow } from '@vr/contracts';
import { and, asc, eq, inArray, not } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import { type OrgRow, assertDeletable, changeOrg, deleteOrgs, insertOrg, loadOrgInScope, orgScope } from './service.js';
import { containing } from '../../platform/sql/like.js';
import { deviceCountsBelow } from './device-counts.js';

const NAME_FIELDS = { name: 'deptName', code: 'orgCode' };
const DEPT_KINDS: readonly string[] = ['department', 'store'];
/** Kinds a department or store may hang below: stores are leaves. */
const PARENT_KINDS: readonly string[] = ['platform', 'customer', 'department'];

function toRow(row: OrgRow, deviceCount: number): DeptRow {
  return {
    deptId: row.id,
    parentId: row.parentId,
    ancestors: row.path,
    kind: row.kind as DeptRow['kind'],
    deptName: row.name,
    orgCode: row.code,
    leader: row.leader,
    phone: row.phone,
    email: row.email,
    orderNum: row.sort,
    status: row.status,
    storeType: row.storeType,
    deviceCount,
    createTime: row.createdAt.toISOString(),
  };
}

async function toDetail(db: Database, row: OrgRow, parentName: string | null): Promise<DeptDetail> {
  const counts = await deviceCountsBelow(db, [row.id]);
  return {
    ...toRow(row, counts.get(row.id) ?? 0),
    parentName,
    salesOrg: row.salesOrg,
    purchaseOrg: row.purchaseOrg,
    servicePhone: row.servicePhone,
    province: row.province,
    city: row.city,
    district: row.district,
    address: row.address,
    deliverySupport: row.deliverySupport,
    deliveryRange: row.deliveryRange,
    deliveryFee: row.deliveryFee,
    minOrderAmount: row.minOrderAmount,
    deliveryTimes: row.deliveryTimes,
    businessHours: row.businessHours,
    deposit: row.deposit,
    franchiseeCode: row.franchiseeCode,
    commissionRate: row.commissionRate,
    remark: row.remark,
  };
}

/** The stored columns of a payload (everything but id, parent and the path). */
function columnsOf(p: DeptPayload) {
  return {
    kind: p.kind as DeptKind,
    name: p.deptName,
    code: p.orgCode ?? null,
    salesOrg: p.salesOrg ?? null,
    purchaseOrg: p.purchaseOrg ?? null,
    leader: p.leader,
    phone: p.phone ?? null,
    email: p.email ?? null,
    servicePhone: p.servicePhone ?? null,
    storeType: p.storeType ?? null,
    province: p.province ?? null,
    city: p.city ?? null,
    district: p.district ?? null,
    address: p.address ?? null,
    deliverySupport: p.deliverySupport,
    deliveryRange: p.deliveryRange ?? null,
    deliveryFee: p.deliveryFee ?? null,
    minOrderAmount: p.minOrderAmount ?? null,
    deliveryTimes: p.deliveryTimes ?? null,
    businessHours: p.businessHours ?? null,
    deposit: p.deposit ?? null,
    franchiseeCode: p.franchiseeCode ?? null,
    commissionRate: p.commissionRate ?? null,
    sort: p.orderNum,
    status: p.status,
    remark: p.remark ?? null,
  };
}

/** GET /admin/system/dept/list: every organisation in scope, flat (the table nests by parentId). */
export async function listDepts(db: Database, auth: AuthContext, query: DeptListQuery, excludeBelow?: OrgRow): Promise<DeptRow[]> {
  const rows = await db
    .select()
    .from(orgs)
    .where(
      and(
        orgScope(auth),
        containing(orgs.name, query.deptName),
        query.status !== undefined ? eq(orgs.status, query.status) : undefined,
        excludeBelow ? not(orgSubtree(excludeBelow)) : undefined,
      ),
    )
    .orderBy(asc(orgs.parentId), asc(orgs.sort), asc(orgs.id));
  const counts = await deviceCountsBelow(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toRow(r, counts.get(r.id) ?? 0));
}

/** A department or store the caller may see; platform and customer nodes are not departments. */
async function loadDept(db: Database, auth: AuthContext, id: number): Promise<OrgRow> {
  const row = await loadOrgInScope(db, auth, id);
  if (!DEPT_KINDS.includes(row.kind)) throw AppError.badRequest('orgNotEditable');
  return row;
}

export async function deptDetail(db: Database, auth: AuthContext, id: number): Promise<DeptDetail> {
  const row = await loadOrgInScope(db, auth, id);
  const [parent] = await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, row.parentId)).limit(1);
  return toDetail(db, row, parent?.name ?? null);
}

export async function loadForExclude(db: Database, auth: AuthContext, id: number): Promise<OrgRow> {
  return loadOrgInScope(db, auth, id);
}

/**
 * The parent: of a kind that can hold departments, and in scope when it is a new one (keeping
 * the current parent needs no such check: a department's own staff may edit it).
 */
async function loadParent(db: Database, auth: AuthContext, parentId: number, currentParentId?: number): Promise<OrgRow> {
  const [parent] = await db.select().from(orgs).where(eq(orgs.id, parentId)).limit(1);
  if (!parent) throw AppError.field('parentId', 'orgParentInvalid');
  if (parent.id !== currentParentId && !(await isInScope(db, auth, { orgId: parent.id }))) throw AppError.forbidden();
  if (!PARENT_KINDS.includes(parent.kind)) throw AppError.field('parentId', 'orgParentInvalid');
  return parent;
}

export async function createDept(db: Database, auth: AuthContext, payload: DeptPayload): Promise<DeptDetail> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const parent = await loadParent(tx, auth, payload.parentId);
    if (parent.status !== 0) throw AppError.field('parentId', 'orgParentDisabled');
    const row = await insertOrg(tx, parent, { ...columnsOf(payload), createdBy: auth.userId }, NAME_FIELDS);
    return toDetail(tx, row, parent.name);
  });
}

export async function updateDept(db: Database, auth: AuthContext, payload: DeptPayload): Promise<DeptDetail> {
  if (!payload.deptId) throw AppError.field('deptId', 'invalidInput');
  const id = payload.deptId;
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const current = await loadDept(tx, auth, id);
    const parent = await loadParent(tx, auth, payload.parentId, current.parentId);
    await changeOrg(tx, current, parent, columnsOf(payload), NAME_FIELDS);
    const [row] = await tx.select().from(orgs).where(eq(orgs.id, id));
    return toDetail(tx, row!, parent.name);
  });
}

export async function deleteDept(db: Database, auth: AuthContext, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    await loadDept(tx, auth, id);
    await assertDeletable(tx, id);
    await deleteOrgs(tx, [id]);
  });
}

/** Organisations by id within scope (for checks in other modules). */
export async function orgIdsInScope(db: Database, auth: AuthContext, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(orgScope(auth), inArray(orgs.id, ids)));
  return rows.map((r) => r.id);
}
