import { USER_API, USER_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { users } from '../../platform/identity/schema.js';

async function harborUser(ctx: ScopeContext): Promise<number> {
  const [row] = await ctx.db
    .insert(users)
    .values({ username: 'harbor.probe', employeeName: 'Harbor Probe', orgId: ctx.orgs.harborStore, passwordHash: '!' })
    .returning({ id: users.id });
  return row!.id;
}

async function unchanged(ctx: ScopeContext, id: number | string): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(users)
    .where(eq(users.id, Number(id)));
  return row?.employeeName === 'Harbor Probe' && row.status === 0 && row.passwordHash === '!' && row.loginBound;
}

const ids = (data: unknown) => (data as Array<{ userId: number }>).map((r) => r.userId);

export const accountAccess: AccessModule = {
  module: 'accounts',
  scope: [
    {
      name: 'a Harbor Drinks account (back-office paths)',
      permissions: [USER_PERMS.list, USER_PERMS.query, USER_PERMS.edit, USER_PERMS.remove],
      foreignRow: harborUser,
      list: { call: { method: 'GET', url: `${USER_API.list}?pageSize=1000` }, ids },
      detail: (id) => ({ method: 'GET', url: USER_API.one(id) }),
      update: (id) => ({
        method: 'PUT',
        url: USER_API.base,
        payload: { userId: id, employeeName: 'Taken over', orgId: 2, roleIds: [2] },
      }),
      remove: (id) => ({ method: 'DELETE', url: USER_API.one(id) }),
      unchanged,
    },
    {
      name: 'a Harbor Drinks account (employee calls, status, password)',
      permissions: [USER_PERMS.list, USER_PERMS.query, USER_PERMS.edit, USER_PERMS.resetPwd],
      foreignRow: harborUser,
      list: { call: { method: 'GET', url: `${USER_API.employeeList}?pageSize=1000` }, ids },
      detail: (id) => ({ method: 'GET', url: `${USER_API.employeeDetail}?id=${id}` }),
      update: (id) => ({
        method: 'POST',
        url: USER_API.employeeSave,
        form: true,
        payload: { id, employeeName: 'Taken over', orgId: 2, roleIds: '2' },
      }),
      remove: (id) => ({ method: 'PUT', url: USER_API.resetPwd, payload: { userId: id, password: 'taken1', confirmPassword: 'taken1' } }),
      unchanged,
    },
    {
      name: 'a Harbor Drinks account cannot be disabled',
      permissions: [USER_PERMS.list, USER_PERMS.edit],
      foreignRow: harborUser,
      update: (id) => ({ method: 'PUT', url: USER_API.changeStatus, payload: { userId: id, status: 1 } }),
      remove: (id) => ({
        method: 'POST',
        url: USER_API.bindLogin,
        form: true,
        payload: { id, username: 'taken.over', password: 'taken1', confirmPassword: 'taken1' },
      }),
      unchanged,
    },
  ],
};
