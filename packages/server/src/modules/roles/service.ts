import { ADMIN_ROLE, DATA_SCOPES, type DataScope, type RoleRow } from '@vr/contracts';
import { eq, inArray } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { menuIdsHeldBy } from '../menus/index.js';
import { orgs, roleMenus, roleOrgs, roles } from '../../platform/identity/schema.js';

export type RoleRecord = typeof roles.$inferSelect;

export const isAdminCaller = (auth: Pick<AuthContext, 'roles'>) => auth.roles.includes(ADMIN_ROLE);
const hasAllScope = (auth: Pick<AuthContext, 'scopes'>) => auth.scopes.some((s) => s.scope === DATA_SCOPES.ALL);

/** True when a role row lies in the caller's data scope; platform roles (no organisation) only for "all data". */
export async function roleInScope(db: Database, auth: AuthContext, role: Pick<RoleRecord, 'orgId'>): Promise<boolean> {
  if (role.orgId === null) return hasAllScope(auth);
  return isInScope(db, auth, { orgId: role.orgId });
}

/** Loads one role: 404 when missing, 403 outside the caller's data scope. */
export async function loadRoleInScope(db: Database, auth: AuthContext, id: number): Promise<RoleRecord> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id)).limit(1);
  if (!row) throw AppError.notFound();
  if (!(await roleInScope(db, auth, row))) throw AppError.forbidden();
  return row;
}

export function toRoleRow(row: RoleRecord, orgName: string | null): RoleRow {
  return {
    roleId: row.id,
    roleName: row.name,
    roleKey: row.roleKey,
    roleSort: row.sort,
    status: row.status === 0 ? 0 : 1,
    dataScope: row.dataScope,
    orgId: row.orgId,
    orgName,
    refundRight: row.refundRight === 1,
    builtIn: row.builtIn === 1,
    admin: row.roleKey === ADMIN_ROLE,
    remark: row.remark,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The caller holds the mobile refund right through one of its enabled roles. */
async function callerHasRefundRight(db: Database, auth: AuthContext): Promise<boolean> {
  if (isAdminCaller(auth) || auth.roleIds.length === 0) return isAdminCaller(auth);
  const rows = await db.select({ r: roles.refundRight }).from(roles).where(inArray(roles.id, auth.roleIds));
  return rows.some((r) => r.r === 1);
}

async function orgPathOf(db: Database, orgId: number): Promise<string | null> {
  const [row] = await db.select({ path: orgs.path }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  return row?.path ?? null;
}

/**
 * "An account cannot be given more than its creator holds": may the caller grant a data scope
 * that applies to organisation `targetOrgId` (the role's or the account's)? Administrators and
 * holders of "all data" may grant anything; others never "all", "department and below" only
 * when they hold it themselves over the target, custom organisations and "own department" only
 * inside their own scope; "only own data" always.
 */
export async function scopeGrantable(
  db: Database,
  auth: AuthContext,
  scope: DataScope,
  targetOrgId: number | null,
  customOrgIds: number[],
): Promise<boolean> {
  if (isAdminCaller(auth) || hasAllScope(auth)) return true;
  switch (scope) {
    case DATA_SCOPES.ALL:
      return false;
    case DATA_SCOPES.SELF:
      return true;
    case DATA_SCOPES.CUSTOM:
      for (const orgId of customOrgIds) if (!(await isInScope(db, auth, { orgId }))) return false;
      return true;
    case DATA_SCOPES.DEPT:
      return targetOrgId !== null && isInScope(db, auth, { orgId: targetOrgId });
    case DATA_SCOPES.DEPT_AND_BELOW: {
      if (targetOrgId === null || !auth.scopes.some((s) => s.scope === DATA_SCOPES.DEPT_AND_BELOW)) return false;
      const path = await orgPathOf(db, targetOrgId);
      return path !== null && path.startsWith(auth.orgPath);
    }
  }
  return false;
}

/** Refuses menus the caller does not hold itself. */
export async function assertMenusGrantable(db: Database, auth: AuthContext, menuIds: number[]): Promise<void> {
  const held = await menuIdsHeldBy(db, auth);
  if (held === 'all') return;
  if (menuIds.some((id) => !held.has(id))) throw AppError.field('menuIds', 'roleMenusBeyondCreator');
}

export async function assertRefundGrantable(db: Database, auth: AuthContext, refundRight: boolean): Promise<void> {
  if (refundRight && !(await callerHasRefundRight(db, auth))) throw AppError.field('refundRight', 'roleMenusBeyondCreator');
}

/**
 * May the caller give `role` to an account of organisation `userOrgId`? The role must be in the
 * caller's scope, hold no menu the caller lacks, not be the administrator role (unless the caller
 * is an administrator), not carry a refund right the caller lacks, and have a data scope no wider
 * than the caller's own over that organisation.
 */
export async function roleGrantableTo(db: Database, auth: AuthContext, role: RoleRecord, userOrgId: number): Promise<boolean> {
  if (isAdminCaller(auth)) return true;
  if (role.roleKey === ADMIN_ROLE) return false;
  const held = await menuIdsHeldBy(db, auth);
  if (held !== 'all') {
    const menus = await db.select({ id: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, role.id));
    if (menus.some((m) => !held.has(m.id))) return false;
  }
  if (role.refundRight === 1 && !(await callerHasRefundRight(db, auth))) return false;
  const custom =
    role.dataScope === DATA_SCOPES.CUSTOM
      ? (await db.select({ id: roleOrgs.orgId }).from(roleOrgs).where(eq(roleOrgs.roleId, role.id))).map((r) => r.id)
      : [];
  return scopeGrantable(db, auth, role.dataScope as DataScope, userOrgId, custom);
}
