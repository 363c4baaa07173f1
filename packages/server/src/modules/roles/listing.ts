import { ADMIN_ROLE, type ListParams, type RoleDetail, type RoleOption, type RoleRow, type roleListQuerySchema } from '@vr/contracts';
import { type SQL, and, asc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { orgs, roleOrgs, roles } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { utcDayRange } from '../../platform/list/time-filter.js';
import { roleMenuIds } from '../menus/index.js';
import { nest } from '../orgs/index.js';
import { isAdminCaller, loadRoleInScope, toRoleRow } from './service.js';

export type RoleFilter = z.infer<typeof roleListQuerySchema>;

const SORTABLE = { roleSort: roles.sort, roleName: roles.name, roleKey: roles.roleKey, createdAt: roles.createdAt, roleId: roles.id };

/** Roles in the caller's data scope matching the list filters (the end day counts whole). */
export function roleListWhere(auth: AuthContext, q: RoleFilter): SQL | undefined {
  return and(
    scopeCondition(auth, { org: roles.orgId }),
    containing(roles.name, q.roleName),
    containing(roles.roleKey, q.roleKey),
    q.status !== undefined ? eq(roles.status, q.status) : undefined,
    ...utcDayRange(roles.createdAt, q),
  );
}

/** Roles with the name of their owner organisation. */
export const selectRoles = (db: Database, where: SQL | undefined) =>
  db.select({ role: roles, orgName: orgs.name }).from(roles).leftJoin(orgs, eq(orgs.id, roles.orgId)).where(where);

/** One page of roles, by display order unless sorted otherwise. */
export async function listRoles(db: Database, auth: AuthContext, query: ListParams & RoleFilter): Promise<Page<RoleRow>> {
  const where = roleListWhere(auth, query);
  const page = await selectPageQuery(db, {
    params: query,
    sortable: SORTABLE,
    defaultOrder: [asc(roles.sort), asc(roles.id)],
    select: selectRoles(db, where),
    counted: db.select({ id: roles.id }).from(roles).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map((r) => toRoleRow(r.role, r.orgName)),
  });
  return { rows: page.rows, total: page.total };
}

/** Enabled roles in scope for the account form; only an administrator sees the administrator role. */
export async function roleOptions(db: Database, auth: AuthContext): Promise<RoleOption[]> {
  const rows = await db
    .select()
    .from(roles)
    .where(
      and(scopeCondition(auth, { org: roles.orgId }), eq(roles.status, 0), isAdminCaller(auth) ? undefined : ne(roles.roleKey, ADMIN_ROLE)),
    )
    .orderBy(asc(roles.sort), asc(roles.id));
  return rows.map((r) => ({ roleId: r.id, roleName: r.name, roleKey: r.roleKey, status: r.status === 0 ? 0 : 1 }));
}

/** One role in scope with its PC and applet menus and its custom organisations. */
export async function roleDetail(db: Database, auth: AuthContext, id: number): Promise<RoleDetail> {
  const role = await loadRoleInScope(db, auth, id);
  const [org] = role.orgId ? await db.select({ name: orgs.name }).from(orgs).where(eq(orgs.id, role.orgId)) : [];
  const menuIds = await roleMenuIds(db, role.id);
  const depts = await db.select({ id: roleOrgs.orgId }).from(roleOrgs).where(eq(roleOrgs.roleId, role.id));
  return {
    ...toRoleRow(role, org?.name ?? null),
    menuIds: menuIds.pc,
    appletMenuIds: menuIds.applet,
    deptIds: depts.map((d) => d.id),
  };
}

type DeptNode = { id: number; label: string; children?: DeptNode[] };

/** The organisations of the caller's scope as a tree, with the role's custom ones checked. */
export async function roleDeptTree(db: Database, auth: AuthContext, roleId: number): Promise<{ depts: DeptNode[]; checkedKeys: number[] }> {
  const role = await loadRoleInScope(db, auth, roleId);
  const rows = await db
    .select({ id: orgs.id, parentId: orgs.parentId, name: orgs.name })
    .from(orgs)
    .where(scopeCondition(auth, { org: orgs.id }))
    .orderBy(asc(orgs.parentId), asc(orgs.sort), asc(orgs.id));
  const checked = await db.select({ id: roleOrgs.orgId }).from(roleOrgs).where(eq(roleOrgs.roleId, role.id));
  return {
    depts: nest<(typeof rows)[number], DeptNode>(rows, (r) => ({ id: r.id, label: r.name })),
    checkedKeys: checked.map((c) => c.id),
  };
}
