import type { CustomerDetail, CustomerListQuery, CustomerPayload, CustomerRow } from '@vr/contracts';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import {
  type OrgRow,
  assertDeletable,
  changeOrg,
  deleteOrgs,
  idsOnPath,
  insertOrg,
  loadOrgInScope,
  orgScope,
  platformOrg,
} from '../orgs/index.js';
import { customers } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

const parentOrg = alias(orgs, 'parent_org');
const NAME_FIELDS = { name: 'customerName', code: 'orgCode' };

const rowColumns = {
  id: orgs.id,
  orgId: orgs.id,
  customerName: orgs.name,
  shortName: customers.shortName,
  orgCode: orgs.code,
  cooperationMode: customers.cooperationMode,
  source: customers.source,
  parentKind: parentOrg.kind,
  parentId: orgs.parentId,
  parentName: parentOrg.name,
  contactName: customers.contactName,
  contactPhone: customers.contactPhone,
  contactEmail: customers.contactEmail,
  logo: customers.logo,
  banner: customers.banner,
  themeColor: customers.themeColor,
  defaultLanguage: customers.defaultLanguage,
  defaultCurrency: customers.defaultCurrency,
  orderNum: orgs.sort,
  status: orgs.status,
  remark: orgs.remark,
  features: customers.features,
  permissions: customers.permissions,
  models: customers.models,
  createdAt: orgs.createdAt,
};

type Selected = Awaited<ReturnType<typeof selectCustomers>>[number];

function toRow(r: Selected): CustomerRow {
  const isSub = r.parentKind === 'customer';
  return {
    id: r.id,
    orgId: r.orgId,
    customerName: r.customerName,
    shortName: r.shortName,
    orgCode: r.orgCode,
    cooperationMode: r.cooperationMode ?? 4,
    source: r.source ?? 1,
    parentCustomerId: isSub ? r.parentId : null,
    parentCustomerName: isSub ? r.parentName : null,
    contactName: r.contactName,
    contactPhone: r.contactPhone,
    logo: r.logo,
    themeColor: r.themeColor ?? '#1890ff',
    defaultLanguage: r.defaultLanguage ?? 'zh',
    defaultCurrency: r.defaultCurrency ?? 'CNY',
    orderNum: r.orderNum,
    status: r.status,
    createTime: r.createdAt.toISOString(),
  };
}

function toDetail(r: Selected): CustomerDetail {
  return {
    ...toRow(r),
    contactEmail: r.contactEmail,
    banner: r.banner,
    remark: r.remark,
    features: r.features ?? [],
    permissions: r.permissions ?? { pc: [], bSide: [], member: [] },
    models: r.models ?? [],
  };
}

function selectCustomers(db: Database) {
  return db
    .select(rowColumns)
    .from(orgs)
    .leftJoin(customers, eq(customers.orgId, orgs.id))
    .leftJoin(parentOrg, eq(parentOrg.id, orgs.parentId));
}

/** GET /api/Customer/list: customers (organisation nodes of kind customer) in the caller's scope. */
export async function listCustomers(db: Database, auth: AuthContext, q: CustomerListQuery): Promise<Page<CustomerRow>> {
  const where = and(
    eq(orgs.kind, 'customer'),
    orgScope(auth),
    q.customerName
      ? sql`(${ilike(orgs.name, containsPattern(q.customerName))} or ${ilike(customers.shortName, containsPattern(q.customerName))})`
      : undefined,
    q.cooperationMode !== undefined ? eq(customers.cooperationMode, q.cooperationMode) : undefined,
    q.source !== undefined ? eq(customers.source, q.source) : undefined,
    q.status !== undefined ? eq(orgs.status, q.status) : undefined,
  );
  return pageQuery({
    params: q,
    sortable: { customerName: orgs.name, orderNum: orgs.sort, createTime: orgs.createdAt, cooperationMode: customers.cooperationMode },
    defaultOrder: [asc(orgs.sort), asc(orgs.id)],
    rows: pagedRows(selectCustomers(db).where(where), (r) => toRow(r)),
    count: async () =>
      (
        await db
          .select({ n: sql<number>`count(*)::int` })
          .from(orgs)
          .leftJoin(customers, eq(customers.orgId, orgs.id))
          .where(where)
      )[0]?.n ?? 0,
  });
}

async function loadCustomerNode(db: Database, auth: AuthContext, id: number): Promise<OrgRow> {
  const node = await loadOrgInScope(db, auth, id);
  if (node.kind !== 'customer') throw AppError.notFound();
  return node;
}

export async function customerDetail(db: Database, auth: AuthContext, id: number): Promise<CustomerDetail> {
  await loadCustomerNode(db, auth, id);
  const [row] = await selectCustomers(db).where(eq(orgs.id, id)).limit(1);
  return toDetail(row!);
}

/**
 * The node a customer hangs below: its parent customer, or the platform. A new parent must be in
 * the caller's scope; keeping the current one needs no such check (a customer's own staff may
 * edit it without seeing the platform).
 */
async function parentFor(
  db: Database,
  auth: AuthContext,
  parentCustomerId: number | null | undefined,
  currentParentId?: number,
): Promise<OrgRow> {
  const parent = parentCustomerId ? (await db.select().from(orgs).where(eq(orgs.id, parentCustomerId)).limit(1))[0] : await platformOrg(db);
  if (!parent || (parentCustomerId && parent.kind !== 'customer')) throw AppError.field('parentCustomerId', 'orgParentInvalid');
  if (parent.id !== currentParentId && !(await isInScope(db, auth, { orgId: parent.id }))) throw AppError.forbidden();
  return parent;
}

function customerColumns(p: CustomerPayload) {
  return {
    shortName: p.shortName ?? null,
    cooperationMode: p.cooperationMode,
    source: p.source,
    contactName: p.contactName ?? null,
    contactPhone: p.contactPhone ?? null,
    contactEmail: p.contactEmail ?? null,
    logo: p.logo ?? null,
    banner: p.banner ?? null,
    themeColor: p.themeColor.toLowerCase(),
    defaultLanguage: p.defaultLanguage,
    defaultCurrency: p.defaultCurrency,
    features: p.features,
    permissions: p.permissions,
    models: p.models,
  };
}

function orgColumns(p: CustomerPayload) {
  return { name: p.customerName, code: p.orgCode ?? null, sort: p.orderNum, status: p.status, remark: p.remark ?? null };
}

/** Creates the customer and its organisation node (below the platform or its parent customer) together. */
export async function createCustomer(db: Database, auth: AuthContext, payload: CustomerPayload): Promise<CustomerDetail> {
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const parent = await parentFor(tx, auth, payload.parentCustomerId);
    const node = await insertOrg(tx, parent, { kind: 'customer', ...orgColumns(payload), createdBy: auth.userId }, NAME_FIELDS);
    await tx.insert(customers).values({ orgId: node.id, ...customerColumns(payload) });
    const [row] = await selectCustomers(tx).where(eq(orgs.id, node.id));
    return toDetail(row!);
  });
}

export async function updateCustomer(db: Database, auth: AuthContext, payload: CustomerPayload): Promise<CustomerDetail> {
  if (!payload.id) throw AppError.field('id', 'invalidInput');
  const id = payload.id;
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const node = await loadCustomerNode(tx, auth, id);
    const parent = await parentFor(tx, auth, payload.parentCustomerId, node.parentId);
    await changeOrg(tx, node, parent, orgColumns(payload), NAME_FIELDS);
    const values = { ...customerColumns(payload), updatedAt: new Date() };
    await tx
      .insert(customers)
      .values({ orgId: id, ...values })
      .onConflictDoUpdate({ target: customers.orgId, set: values });
    const [row] = await selectCustomers(tx).where(eq(orgs.id, id));
    return toDetail(row!);
  });
}

/** Deletes customers (all or none): each must be in scope and have no children, accounts or roles. */
export async function deleteCustomers(db: Database, auth: AuthContext, ids: number[]): Promise<void> {
  await db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    for (const id of ids) {
      await loadCustomerNode(tx, auth, id);
      await assertDeletable(tx, id);
    }
    await tx.delete(customers).where(inArray(customers.orgId, ids));
    await deleteOrgs(tx, ids);
  });
}

/**
 * The logo of the customer an organisation belongs to: the nearest customer on its path that has
 * one (a sub-customer without a logo shows its parent's), or null.
 */
export async function orgLogo(db: Database, orgId: number): Promise<string | null> {
  const [node] = await db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!node) return null;
  const ids = idsOnPath(node.path);
  const [row] = await db
    .select({ logo: customers.logo })
    .from(customers)
    .innerJoin(orgs, eq(orgs.id, customers.orgId))
    .where(and(inArray(customers.orgId, ids), sql`${customers.logo} is not null and ${customers.logo} <> ''`))
    .orderBy(desc(sql`length(${orgs.path})`))
    .limit(1);
  return row?.logo ?? null;
}
