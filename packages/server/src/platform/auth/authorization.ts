import { ADMIN_ROLE, ALL_PERMISSIONS, type DataScope } from '@vr/contracts';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { menus, orgs, roleMenus, roleOrgs, roles, userRoles } from '../identity/schema.js';
import type { Database } from '../db/database.js';
import type { DataScopeGrant } from '../rbac/data-scope.js';

export interface Authorization {
  roles: string[];
  roleIds: number[];
  permissions: string[];
  scopes: DataScopeGrant[];
  orgPath: string;
}

/** Roles, permission strings and data scopes of a user, from its enabled roles. */
export async function loadAuthorization(db: Database, userId: number, orgId: number): Promise<Authorization> {
  const held = await db
    .select({ id: roles.id, key: roles.roleKey, dataScope: roles.dataScope })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), eq(roles.status, 0)));
  const roleIds = held.map((r) => r.id);
  const roleKeys = held.map((r) => r.key);

  const [org] = await db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  const orgPath = org?.path ?? `/${orgId}/`;

  let permissions: string[];
  if (roleKeys.includes(ADMIN_ROLE)) {
    permissions = [ALL_PERMISSIONS];
  } else if (roleIds.length === 0) {
    permissions = [];
  } else {
    const rows = await db
      .selectDistinct({ perms: menus.perms })
      .from(roleMenus)
      .innerJoin(menus, eq(menus.id, roleMenus.menuId))
      .where(and(inArray(roleMenus.roleId, roleIds), isNotNull(menus.perms)));
    permissions = rows.flatMap((r) =>
      r.perms
        ? r.perms
            .split(',')
            .map((p) => p.trim())
            .filter(Boolean)
        : [],
    );
  }

  const customRoleIds = held.filter((r) => r.dataScope === '2').map((r) => r.id);
  const custom = customRoleIds.length
    ? await db.select({ roleId: roleOrgs.roleId, orgId: roleOrgs.orgId }).from(roleOrgs).where(inArray(roleOrgs.roleId, customRoleIds))
    : [];
  const scopes: DataScopeGrant[] = held.map((r) => ({
    scope: r.dataScope as DataScope,
    ...(r.dataScope === '2' ? { orgIds: custom.filter((c) => c.roleId === r.id).map((c) => c.orgId) } : {}),
  }));

  return { roles: roleKeys, roleIds, permissions: [...new Set(permissions)], scopes, orgPath };
}
