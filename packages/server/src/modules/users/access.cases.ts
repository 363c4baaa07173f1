import { USER_API, USER_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { users } from '../../platform/identity/schema.js';

const userBody = { username: 'probe1', employeeName: 'Probe', orgId: 2, roleIds: [2], password: 'probe1', confirmPassword: 'probe1' };

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
  routes: [
    { method: 'GET', url: USER_API.list, permission: USER_PERMS.list },
    { method: 'GET', url: USER_API.employeeList, permission: USER_PERMS.list },
    { method: 'GET', url: USER_API.one(1), permission: USER_PERMS.query },
    { method: 'GET', url: `${USER_API.employeeDetail}?id=1`, permission: USER_PERMS.query },
    { method: 'POST', url: USER_API.base, payload: userBody, permission: USER_PERMS.add },
    { method: 'PUT', url: USER_API.base, payload: { ...userBody, userId: 1 }, permission: USER_PERMS.edit },
    {
      method: 'POST',
      url: USER_API.employeeSave,
      payload: { employeeName: 'Probe', orgId: 2, roleIds: '2' },
      form: true,
      permission: USER_PERMS.edit,
    },
    {
      method: 'POST',
      url: USER_API.bindLogin,
      payload: { id: 1, username: 'probe1', password: 'probe1', confirmPassword: 'probe1' },
      form: true,
      permission: USER_PERMS.edit,
    },
    { method: 'DELETE', url: USER_API.one(1), permission: USER_PERMS.remove },
    {
      method: 'PUT',
      url: USER_API.resetPwd,
      payload: { userId: 1, password: 'probe1', confirmPassword: 'probe1' },
      permission: USER_PERMS.resetPwd,
    },
    { method: 'PUT', url: USER_API.changeStatus, payload: { userId: 1, status: 1 }, permission: USER_PERMS.edit },
    { method: 'GET', url: USER_API.importTemplate, permission: USER_PERMS.import },
    { method: 'POST', url: USER_API.import, permission: USER_PERMS.import },
  ],
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
