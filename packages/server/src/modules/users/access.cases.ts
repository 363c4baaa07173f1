import { USER_API, USER_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, onUrl, rowStill, send } from '../../test/access-cases.js';
import { users } from '../../platform/identity/schema.js';

const harborUser = insertRow(users, (ctx) => ({
  username: 'harbor.probe',
  employeeName: 'Harbor Probe',
  orgId: ctx.orgs.harborStore,
  passwordHash: '!',
}));

const unchanged = rowStill(
  users,
  users.id,
  (user) => user.employeeName === 'Harbor Probe' && user.status === 0 && user.passwordHash === '!' && user.loginBound,
);

export const accessCases: AccessModule = {
  module: 'accounts',
  scope: [
    {
      name: 'a Harbor Drinks account (back-office paths)',
      permissions: [USER_PERMS.list, USER_PERMS.query, USER_PERMS.edit, USER_PERMS.remove],
      foreignRow: harborUser,
      list: listed(`${USER_API.list}?pageSize=1000`, 'userId'),
      detail: onUrl('GET', USER_API.one),
      update: send('PUT', USER_API.base, (id) => ({ userId: id, employeeName: 'Taken over', orgId: 2, roleIds: [2] })),
      remove: onUrl('DELETE', USER_API.one),
      unchanged,
    },
    {
      name: 'a Harbor Drinks account (employee calls, status, password)',
      permissions: [USER_PERMS.list, USER_PERMS.query, USER_PERMS.edit, USER_PERMS.resetPwd],
      foreignRow: harborUser,
      list: listed(`${USER_API.employeeList}?pageSize=1000`, 'userId'),
      detail: getWith(USER_API.employeeDetail),
      update: send('POST', USER_API.employeeSave, (id) => ({ id, employeeName: 'Taken over', orgId: 2, roleIds: '2' }), { form: true }),
      remove: send('PUT', USER_API.resetPwd, (id) => ({ userId: id, password: 'taken1', confirmPassword: 'taken1' })),
      unchanged,
    },
    {
      name: 'a Harbor Drinks account cannot be disabled',
      permissions: [USER_PERMS.list, USER_PERMS.edit],
      foreignRow: harborUser,
      update: send('PUT', USER_API.changeStatus, (id) => ({ userId: id, status: 1 })),
      remove: send('POST', USER_API.bindLogin, (id) => ({ id, username: 'taken.over', password: 'taken1', confirmPassword: 'taken1' }), {
        form: true,
      }),
      unchanged,
    },
  ],
};
