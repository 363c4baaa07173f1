import { type ListParams, type OperationEmployee, type UserDetail, type UserRow, type userListQuerySchema } from '@vr/contracts';
import { type SQL, and, asc, eq, ilike, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { orgs, roles, userRoles, users } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing, containsPattern } from '../../platform/sql/like.js';
import { utcDayRange } from '../../platform/list/time-filter.js';
import { loadUserInScope, selectUserRows, toUserRow, userDetail } from './service.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';

export type AccountFilter = z.infer<typeof userListQuerySchema>;

const SORTABLE = {
  userId: users.id,
  username: users.username,
  employeeName: users.employeeName,
  createdAt: users.createdAt,
  status: users.status,
};

/** Accounts and employees in the caller's scope matching the list filters (the end day counts whole). */
export function userListWhere(auth: AuthContext, q: AccountFilter): SQL | undefined {
  return and(
    scopeCondition(auth, { org: users.orgId, user: users.id }),
    q.username ? and(eq(users.loginBound, true), ilike(users.username, containsPattern(q.username))) : undefined,
    containing(users.employeeName, q.employeeName),
    containing(users.phone, q.phone),
    q.status !== undefined ? eq(users.status, q.status) : undefined,
    inOrgSubtree(users.orgId, q.orgId),
    ...utcDayRange(users.createdAt, q),
  );
}

export async function listAccounts(db: Database, auth: AuthContext, query: ListParams & AccountFilter): Promise<Page<UserRow>> {
  const where = userListWhere(auth, query);
  const page = await selectPageQuery(db, {
    params: query,
    sortable: SORTABLE,
    defaultOrder: [asc(users.id)],
    select: selectUserRows(db, where),
    counted: db.select({ id: users.id }).from(users).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows.map(toUserRow),
  });
  return { rows: page.rows, total: page.total };
}

/** One account in the caller's scope with roles, certificates and trainings. */
export async function accountDetail(db: Database, auth: AuthContext, id: number): Promise<UserDetail> {
  await loadUserInScope(db, auth, id);
  return userDetail(db, id);
}

/** Enabled staff in scope holding an enabled maintenance role; employees without a login show no username. */
export async function operationEmployees(db: Database, auth: AuthContext): Promise<OperationEmployee[]> {
  const rows = await db
    .selectDistinct({
      id: users.id,
      employeeName: users.employeeName,
      username: users.username,
      loginBound: users.loginBound,
      phone: users.phone,
      orgId: users.orgId,
      orgName: orgs.name,
    })
    .from(users)
    .innerJoin(orgs, eq(orgs.id, users.orgId))
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(
      and(
        scopeCondition(auth, { org: users.orgId, user: users.id }),
        eq(users.status, 0),
        eq(roles.status, 0),
        or(eq(roles.roleKey, 'maintenance'), ilike(roles.roleKey, 'maintenance%')),
      ),
    )
    .orderBy(asc(users.employeeName), asc(users.id));
  return rows.map(({ loginBound, username, ...r }) => ({ ...r, username: loginBound ? username : null }));
}
