import { ROLE_API, ROLE_PERMS, USER_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { roles } from '../../platform/identity/schema.js';

async function harborRole(ctx: ScopeContext): Promise<number> {
  const [row] = await ctx.db
    .insert(roles)
    .values({ name: 'Harbor Probe Role', roleKey: 'harbor_probe', dataScope: '4', orgId: ctx.orgs.harbor })
    .returning({ id: roles.id });
  return row!.id;
}

async function unchanged(ctx: ScopeContext, id: number | string): Promise<boolean> {
  const [row] = await ctx.db
    .select()
    .from(roles)
    .where(eq(roles.id, Number(id)));
  return row?.name === 'Harbor Probe Role' && row.status === 0 && row.dataScope === '4';
}

const ids = (data: unknown) => (data as Array<{ roleId: number }>).map((r) => r.roleId);

export const roleAccess: AccessModule = {
  module: 'roles',
  scope: [
    {
      name: 'a Harbor Drinks role',
      permissions: [ROLE_PERMS.list, ROLE_PERMS.query, ROLE_PERMS.edit, ROLE_PERMS.remove],
      foreignRow: harborRole,
      list: { call: { method: 'GET', url: `${ROLE_API.list}?pageSize=1000` }, ids },
      detail: (id) => ({ method: 'GET', url: ROLE_API.one(id) }),
      update: (id) => ({
        method: 'PUT',
        url: ROLE_API.base,
        payload: { roleId: id, roleName: 'Taken over', roleKey: 'harbor_probe', roleSort: 1 },
      }),
      remove: (id) => ({ method: 'DELETE', url: ROLE_API.one(id) }),
      unchanged,
    },
    {
      name: 'a Harbor Drinks role’s data scope, status, users and department tree',
      permissions: [ROLE_PERMS.list, ROLE_PERMS.query, ROLE_PERMS.edit, USER_PERMS.list],
      foreignRow: harborRole,
      list: { call: { method: 'GET', url: `${ROLE_API.options}` }, ids },
      detail: (id) => ({ method: 'GET', url: ROLE_API.deptTree(id) }),
      update: (id) => ({ method: 'PUT', url: ROLE_API.dataScope, payload: { roleId: id, dataScope: '1' } }),
      remove: (id) => ({ method: 'PUT', url: ROLE_API.changeStatus, payload: { roleId: id, status: 1 } }),
      unchanged,
    },
  ],
};
