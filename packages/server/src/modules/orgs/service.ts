import { isForeignKeyViolation } from '../../platform/db/foreign-key.js';
import { orgSubtree } from '../../platform/identity/org-subtree.js';
import type { OrgKind } from '@vr/contracts';
import { type SQL, and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { customerIdOf, forgetCustomerNames } from './customer-names.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, roles, users } from '../../platform/identity/schema.js';

export type OrgRow = typeof orgs.$inferSelect;

/** The data-scope condition on organisation rows themselves (their id is their organisation). */
export function orgScope(auth: AuthContext): SQL | undefined {
  return scopeCondition(auth, { org: orgs.id });
}

/** Depth of a node from its path: "/1/" is 1, "/1/2/" is 2. */
export function depthOf(path: string): number {
  return path.split('/').filter(Boolean).length;
}

/** Ids on a path, root first. */
export function idsOnPath(path: string): number[] {
  return path.split('/').filter(Boolean).map(Number);
}

/**
 * Nests flat rows by parent: a row whose parent is not among the rows becomes a root, so a
 * scoped or filtered set still forms a tree. Children keep the order of the input.
 */
export function nest<T extends { id: number; parentId: number }, N>(rows: T[], toNode: (row: T) => N & { children?: N[] }): N[] {
  const nodes = new Map<number, N & { children?: N[] }>();
  for (const row of rows) nodes.set(row.id, toNode(row));
  const roots: N[] = [];
  for (const row of rows) {
    const node = nodes.get(row.id)!;
    const parent = nodes.get(row.parentId);
    if (parent && row.parentId !== row.id) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  return roots;
}

/** Loads one organisation, 404 when missing, 403 when outside the caller's data scope. */
export async function loadOrgInScope(db: Database, auth: AuthContext, id: number): Promise<OrgRow> {
  const [row] = await db.select().from(orgs).where(eq(orgs.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.id }))) throw AppError.forbidden();
  return row;
}

/** The platform node (root of the tree). */
export async function platformOrg(db: Database): Promise<OrgRow> {
  const [row] = await db.select().from(orgs).where(eq(orgs.kind, 'platform')).orderBy(orgs.id).limit(1);
  if (!row) throw AppError.notFound();
  return row;
}

type NewOrg = Omit<typeof orgs.$inferInsert, 'id' | 'path' | 'parentId'> & { kind: OrgKind };

/** The fields a screen shows a node's name and code in, which a taken one is refused on. */
export interface OrgNameFields {
  name: string;
  code: string;
}

/**
 * Adds a node below `parent` and sets its materialised path (call inside a transaction); its name
 * must be free among its siblings and its code everywhere.
 */
export async function insertOrg(db: Database, parent: Pick<OrgRow, 'id' | 'path'>, values: NewOrg, fields: OrgNameFields): Promise<OrgRow> {
  await assertUnique(db, { parentId: parent.id, name: values.name, code: values.code }, undefined, fields);
  const [row] = await db
    .insert(orgs)
    .values({ ...values, parentId: parent.id, path: '/' })
    .returning();
  const path = `${parent.path}${row!.id}/`;
  await db.update(orgs).set({ path }).where(eq(orgs.id, row!.id));
  forgetCustomerNames();
  return { ...row!, path };
}

/** A node's own columns; its place in the tree changes only by `moveOrg`. */
export type OrgChanges = Partial<Omit<typeof orgs.$inferInsert, 'id' | 'path' | 'parentId' | 'updatedAt'>>;

/**
 * Changes a node's own columns and puts it below `parent` (call inside a transaction): its name
 * must be free among the new siblings and its code everywhere, it is not disabled while enabled
 * nodes lie below it, and a new parent moves its whole subtree. Stamps the change.
 */
export async function changeOrg(
  db: Database,
  node: OrgRow,
  parent: Pick<OrgRow, 'id' | 'path'>,
  changes: OrgChanges & { name: string; status: number },
  fields: OrgNameFields,
): Promise<void> {
  await assertUnique(db, { parentId: parent.id, name: changes.name, code: changes.code }, node.id, fields);
  if (changes.status !== 0 && node.status === 0) await assertNoEnabledDescendants(db, node);
  if (parent.id !== node.parentId) await moveOrg(db, node, parent);
  await db
    .update(orgs)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(orgs.id, node.id));
  forgetCustomerNames();
}

/** True when `candidate` is `node` itself or lies below it. */
export function isSelfOrBelow(node: Pick<OrgRow, 'path'>, candidate: Pick<OrgRow, 'path'>): boolean {
  return candidate.path.startsWith(node.path);
}

/**
 * Moves `node` (and its whole subtree) below `parent`: rewrites the path prefix of every node
 * of the subtree in one statement. Refuses a parent that is the node itself or below it.
 * Call inside a transaction together with the node's other changes.
 */
export async function moveOrg(
  db: Database,
  node: Pick<OrgRow, 'id' | 'path' | 'parentId'>,
  parent: Pick<OrgRow, 'id' | 'path'>,
): Promise<string> {
  if (isSelfOrBelow(node, parent)) throw AppError.field('parentId', 'orgParentIsSelf');
  const newPath = `${parent.path}${node.id}/`;
  if (node.parentId === parent.id && newPath === node.path) return node.path;
  const oldLength = node.path.length;
  await db
    .update(orgs)
    .set({ path: sql`${newPath} || substr(${orgs.path}, ${oldLength + 1})` })
    .where(orgSubtree(node));
  await db.update(orgs).set({ parentId: parent.id }).where(eq(orgs.id, node.id));
  forgetCustomerNames();
  return newPath;
}

/** Refuses to delete an organisation that still has children, accounts or roles. */
export async function assertDeletable(db: Database, id: number): Promise<void> {
  const [counts] = await db
    .select({
      children: sql<number>`(select count(*)::int from ${orgs} where ${orgs.parentId} = ${id})`,
      users: sql<number>`(select count(*)::int from ${users} where ${users.orgId} = ${id})`,
      roles: sql<number>`(select count(*)::int from ${roles} where ${roles.orgId} = ${id})`,
    })
    .from(sql`(select 1) as one`);
  if ((counts?.children ?? 0) > 0) throw AppError.badRequest('orgHasChildren');
  if ((counts?.users ?? 0) > 0) throw AppError.badRequest('orgHasUsers');
  if ((counts?.roles ?? 0) > 0) throw AppError.badRequest('orgHasRoles');
}

/** Refuses a name already used by a sibling (case-insensitive), and a code used by any node. */
export async function assertUnique(
  db: Database,
  values: { parentId: number; name: string; code?: string | null | undefined },
  exceptId?: number,
  fields: OrgNameFields = { name: 'name', code: 'code' },
): Promise<void> {
  const notSelf = exceptId ? ne(orgs.id, exceptId) : undefined;
  const [sibling] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(eq(orgs.parentId, values.parentId), sql`lower(${orgs.name}) = lower(${values.name})`, notSelf))
    .limit(1);
  if (sibling) throw AppError.field(fields.name, 'orgNameTaken', { name: values.name });
  if (values.code) {
    const [taken] = await db
      .select({ id: orgs.id })
      .from(orgs)
      .where(and(sql`lower(${orgs.code}) = lower(${values.code})`, notSelf))
      .limit(1);
    if (taken) throw AppError.field(fields.code, 'orgCodeTaken', { code: values.code });
  }
}

/**
 * Deletes organisation nodes (already checked with `assertDeletable`); a row of another area that
 * still names one of them (a device, an order…) refuses the delete with a message, not a 500.
 */
export async function deleteOrgs(db: Database, ids: number[]): Promise<void> {
  try {
    await db.transaction(async (trx) => {
      await (trx as unknown as Database).delete(orgs).where(inArray(orgs.id, ids));
    });
    forgetCustomerNames();
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.badRequest('orgInUse');
    throw error;
  }
}

/** Refuses disabling a node while enabled nodes lie below it. */
export async function assertNoEnabledDescendants(db: Database, node: Pick<OrgRow, 'id' | 'path'>): Promise<void> {
  const [row] = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(orgSubtree(node), ne(orgs.id, node.id), eq(orgs.status, 0)))
    .limit(1);
  if (row) throw AppError.field('status', 'orgHasEnabledChildren');
}

/** The customer nearest to an organisation on its path (the organisation itself when it is one), if any. */
export async function customerOf(db: Database, orgId: number): Promise<OrgRow | null> {
  const [row] = await db
    .select()
    .from(orgs)
    .where(eq(orgs.id, customerIdOf(sql`${orgId}`)));
  return row ?? null;
}
