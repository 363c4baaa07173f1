import { ROLE_API, ROLE_PERMS, USER_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, onUrl, rowStill, send } from '../../test/access-cases.js';
import { roles } from '../../platform/identity/schema.js';

const harborRole = insertRow(roles, (ctx) => ({
  name: 'Harbor Probe Role',
  roleKey: 'harbor_probe',
  dataScope: '4',
  orgId: ctx.orgs.harbor,
}));

const unchanged = rowStill(roles, roles.id, (role) => role.name === 'Harbor Probe Role' && role.status === 0 && role.dataScope === '4');

export const accessCases: AccessModule = {
  module: 'roles',
  scope: [
    {
      name: 'a Harbor Drinks role',
      permissions: [ROLE_PERMS.list, ROLE_PERMS.query, ROLE_PERMS.edit, ROLE_PERMS.remove],
      foreignRow: harborRole,
      list: listed(`${ROLE_API.list}?pageSize=1000`, 'roleId'),
      detail: onUrl('GET', ROLE_API.one),
      update: send('PUT', ROLE_API.base, (id) => ({ roleId: id, roleName: 'Taken over', roleKey: 'harbor_probe', roleSort: 1 })),
      remove: onUrl('DELETE', ROLE_API.one),
      unchanged,
    },
    {
      name: 'a Harbor Drinks role’s data scope, status, users and department tree',
      permissions: [ROLE_PERMS.list, ROLE_PERMS.query, ROLE_PERMS.edit, USER_PERMS.list],
      foreignRow: harborRole,
      list: listed(ROLE_API.options, 'roleId'),
      detail: onUrl('GET', ROLE_API.deptTree),
      update: send('PUT', ROLE_API.dataScope, (id) => ({ roleId: id, dataScope: '1' })),
      remove: send('PUT', ROLE_API.changeStatus, (id) => ({ roleId: id, status: 1 })),
      unchanged,
    },
  ],
};
