import {
  ADMIN_ROLE,
  DATA_SCOPES,
  MENU_CLIENTS,
  type roleCreateSchema,
  type roleDataScopeSchema,
  type roleUpdateSchema,
} from '@vr/contracts';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { menus, roleMenus, roleOrgs, roles, userRoles } from '../../platform/identity/schema.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { assertMenusGrantable, assertRefundGrantable, loadRoleInScope, scopeGrantable } from './service.js';

type RoleInput = z.output<typeof roleCreateSchema>;

/** The built-in administrator role is never changed. */
export function refuseAdminRole(role: { roleKey: string }): void {
  if (role.roleKey === ADMIN_ROLE) throw AppError.badRequest('roleBuiltInAdmin');
}

/** Only ids of menus that exist and belong to the given client. */
async function menusOfClient(db: Database, ids: number[], client: string): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: menus.id })
    .from(menus)
    .where(and(inArray(menus.id, ids), eq(menus.client, client)));
  return rows.map((r) => r.id);
}

/** Role names and keys are unique; a new role never takes the administrator key. */
async function assertUnique(db: Database, name: string, key: string, exceptId?: number): Promise<void> {
  const [byName] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, name)).limit(1);
  if (byName && byName.id !== exceptId) throw AppError.field('roleName', 'roleNameTaken', { name });
  const [byKey] = await db.select({ id: roles.id }).from(roles).where(eq(roles.roleKey, key)).limit(1);
  if ((byKey && byKey.id !== exceptId) || (key === ADMIN_ROLE && exceptId === undefined))
    throw AppError.field('roleKey', 'roleKeyTaken', { key });
}

/** The owner organisation of a role being saved: the given one (in scope), else the caller's. */
async function ownerOrg(db: Database, auth: AuthContext, orgId: number | null | undefined): Promise<number | null> {
  const allData = auth.scopes.some((s) => s.scope === DATA_SCOPES.ALL);
  if (orgId === undefined || orgId === null) return allData ? null : auth.orgId;
  if (!(await isInScope(db, auth, { orgId }))) throw AppError.field('orgId', 'roleOrgOutOfScope');
  return orgId;
}

/** Replaces a role's custom organisations (kept only for the custom data scope). */
async function writeCustomOrgs(db: Database, roleId: number, deptIds: number[]): Promise<void> {
  await db.delete(roleOrgs).where(eq(roleOrgs.roleId, roleId));
  if (deptIds.length) await db.insert(roleOrgs).values([...new Set(deptIds)].map((orgId) => ({ roleId, orgId })));
}

async function writeGrants(db: Database, roleId: number, menuIds: number[], deptIds: number[], custom: boolean): Promise<void> {
  await db.delete(roleMenus).where(eq(roleMenus.roleId, roleId));
  if (menuIds.length) await db.insert(roleMenus).values([...new Set(menuIds)].map((menuId) => ({ roleId, menuId })));
  await writeCustomOrgs(db, roleId, custom ? deptIds : []);
}

/** The menus a role may get: known ones of each client, all held by the caller, within the caller's scope. */
async function checkGrants(db: Database, auth: AuthContext, input: RoleInput, owner: number | null): Promise<number[]> {
  const menuIds = [
    ...(await menusOfClient(db, input.menuIds, MENU_CLIENTS.PC)),
    ...(await menusOfClient(db, input.appletMenuIds, MENU_CLIENTS.APPLET)),
  ];
  await assertMenusGrantable(db, auth, menuIds);
  await assertRefundGrantable(db, auth, input.refundRight);
  const deptIds = input.dataScope === DATA_SCOPES.CUSTOM ? input.deptIds : [];
  if (!(await scopeGrantable(db, auth, input.dataScope, owner, deptIds))) throw AppError.field('dataScope', 'roleScopeBeyondCreator');
  return menuIds;
}

const roleColumns = (input: RoleInput, owner: number | null) => ({
  name: input.roleName,
  roleKey: input.roleKey,
  sort: input.roleSort,
  status: input.status,
  dataScope: input.dataScope,
  orgId: owner,
  refundRight: input.refundRight ? 1 : 0,
  remark: input.remark ?? null,
});

export async function addRole(db: Database, auth: AuthContext, input: RoleInput): Promise<{ id: number; roleId: number }> {
  await assertUnique(db, input.roleName, input.roleKey);
  const owner = await ownerOrg(db, auth, input.orgId);
  const menuIds = await checkGrants(db, auth, input, owner);
  const [row] = await db.insert(roles).values(roleColumns(input, owner)).returning({ id: roles.id });
  await writeGrants(db, row!.id, menuIds, input.deptIds, input.dataScope === DATA_SCOPES.CUSTOM);
  return { id: row!.id, roleId: row!.id };
}

/** Changes a role; a built-in role keeps its key. */
export async function editRole(db: Database, auth: AuthContext, body: z.output<typeof roleUpdateSchema>): Promise<{ id: number }> {
  const { roleId, ...input } = body;
  const current = await loadRoleInScope(db, auth, roleId);
  refuseAdminRole(current);
  if (current.builtIn === 1 && input.roleKey !== current.roleKey) throw AppError.field('roleKey', 'roleKeyTaken', { key: input.roleKey });
  await assertUnique(db, input.roleName, input.roleKey, roleId);
  const owner = input.orgId === undefined ? current.orgId : await ownerOrg(db, auth, input.orgId);
  const menuIds = await checkGrants(db, auth, input, owner);
  await db
    .update(roles)
    .set({ ...roleColumns(input, owner), updatedAt: new Date() })
    .where(eq(roles.id, roleId));
  await writeGrants(db, roleId, menuIds, input.deptIds, input.dataScope === DATA_SCOPES.CUSTOM);
  return { id: roleId };
}

/** Sets a role's data scope, never wider than the caller's own. */
export async function setRoleDataScope(db: Database, auth: AuthContext, body: z.output<typeof roleDataScopeSchema>): Promise<void> {
  const { roleId, dataScope, deptIds } = body;
  const role = await loadRoleInScope(db, auth, roleId);
  refuseAdminRole(role);
  const custom = dataScope === DATA_SCOPES.CUSTOM ? deptIds : [];
  if (!(await scopeGrantable(db, auth, dataScope, role.orgId, custom))) throw AppError.field('dataScope', 'roleScopeBeyondCreator');
  await db.update(roles).set({ dataScope, updatedAt: new Date() }).where(eq(roles.id, roleId));
  await writeCustomOrgs(db, roleId, custom);
}

export async function setRoleStatus(db: Database, auth: AuthContext, roleId: number, status: number): Promise<void> {
  const role = await loadRoleInScope(db, auth, roleId);
  refuseAdminRole(role);
  await db.update(roles).set({ status, updatedAt: new Date() }).where(eq(roles.id, role.id));
}

/** Deletes roles, all or none: built-in roles and roles still held by an account stay. */
export async function deleteRoles(db: Database, auth: AuthContext, ids: number[]): Promise<void> {
  for (const id of ids) {
    const role = await loadRoleInScope(db, auth, id);
    refuseAdminRole(role);
    if (role.builtIn === 1) throw AppError.badRequest('roleBuiltInDelete');
    const [used] = await db.select({ n: count() }).from(userRoles).where(eq(userRoles.roleId, id));
    if (used!.n > 0) throw AppError.badRequest('roleInUse', { name: role.name });
  }
  await db.delete(roles).where(inArray(roles.id, ids));
}
