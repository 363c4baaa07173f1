import { ADMIN_ROLE, type ListParams, type roleAuthUserQuerySchema } from '@vr/contracts';
import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs, userRoles, users } from '../../platform/identity/schema.js';
import { selectPageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { grantRoles } from './account-roles.js';
import { loadRoleInScope, roleGrantableTo } from './service.js';

type HolderQuery = ListParams & z.infer<typeof roleAuthUserQuerySchema>;

const holderColumns = {
  userId: users.id,
  username: users.username,
  employeeName: users.employeeName,
  phone: users.phone,
  email: users.email,
  status: users.status,
  orgName: orgs.name,
  createdAt: users.createdAt,
};

/** Accounts with a login in the caller's scope that hold the role (`held`) or do not. */
export async function listRoleHolders(db: Database, auth: AuthContext, query: HolderQuery, held: boolean) {
  await loadRoleInScope(db, auth, query.roleId);
  const holders = sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${query.roleId})`;
  const where = and(
    scopeCondition(auth, { org: users.orgId, user: users.id }),
    eq(users.loginBound, true),
    containing(users.username, query.username),
    containing(users.phone, query.phone),
    held ? inArray(users.id, holders) : notInArray(users.id, holders),
  );
  const page = await selectPageQuery(db, {
    params: query,
    sortable: { username: users.username, createdAt: users.createdAt },
    defaultOrder: [asc(users.id)],
    select: db.select(holderColumns).from(users).innerJoin(orgs, eq(orgs.id, users.orgId)).where(where),
    counted: db.select({ id: users.id }).from(users).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows,
  });
  return { rows: page.rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })), total: page.total };
}

/** The accounts, all of them in the caller's scope (else forbidden). */
async function usersInScope(db: Database, auth: AuthContext, ids: number[]) {
  const rows = await db
    .select({ id: users.id, orgId: users.orgId, username: users.username })
    .from(users)
    .where(and(inArray(users.id, ids), scopeCondition(auth, { org: users.orgId, user: users.id })));
  if (rows.length !== new Set(ids).size) throw AppError.forbidden();
  return rows;
}

/** Gives the role to accounts, each only if the role may be granted in its organisation. */
export async function giveRole(db: Database, auth: AuthContext, roleId: number, userIds: number[]): Promise<void> {
  const role = await loadRoleInScope(db, auth, roleId);
  const targets = await usersInScope(db, auth, userIds);
  for (const user of targets) {
    if (!(await roleGrantableTo(db, auth, role, user.orgId))) throw AppError.badRequest('userRoleBeyondCreator', { roles: role.name });
  }
  await grantRoles(
    db,
    targets.map((u) => ({ userId: u.id, roleId: role.id })),
  );
}

/** Takes the role from accounts; the administrator role stays with `admin` and with the caller. */
export async function takeRole(db: Database, auth: AuthContext, roleId: number, userIds: number[]): Promise<void> {
  const role = await loadRoleInScope(db, auth, roleId);
  const targets = await usersInScope(db, auth, userIds);
  if (role.roleKey === ADMIN_ROLE && targets.some((u) => u.username === 'admin' || u.id === auth.userId)) {
    throw AppError.badRequest('roleBuiltInAdmin');
  }
  await db.delete(userRoles).where(and(eq(userRoles.roleId, roleId), inArray(userRoles.userId, userIds)));
}
