import {
  ROLE_API,
  ROLE_PERMS,
  USER_PERMS,
  listParamsSchema,
  roleAuthUserQuerySchema,
  roleAuthUsersSchema,
  roleCancelUserSchema,
  roleCreateSchema,
  roleDataScopeSchema,
  roleListQuerySchema,
  roleStatusSchema,
  roleUpdateSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { giveRole, listRoleHolders, takeRole } from './holders.js';
import { listRoles, roleDeptTree, roleDetail, roleOptions } from './listing.js';
import { addRole, deleteRoles, editRole, setRoleDataScope, setRoleStatus } from './writes.js';
import { keptRoute } from '../../platform/routes/kept.js';
import { roles, orgs, menus, roleMenus, roleOrgs } from '../../platform/identity/schema.js';

const audit = auditOf('role');
const tags = ['role'];

/** Roles, RuoYi-style paths; org-owned and filtered by the caller's data scope. */
export async function roleRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: ROLE_API.list,
      access: ROLE_PERMS.list,
      tags,
      summary: 'Roles in the caller’s data scope',
      querystring: listParamsSchema.extend(roleListQuerySchema.shape),
    },
    (query, auth) => listRoles(db, auth, query),
  );
  readRoute(
    app,
    { url: ROLE_API.options, access: USER_PERMS.list, tags, summary: 'Enabled roles in scope, for the account form' },
    (_, auth) => roleOptions(db, auth),
  );
  keptRoute(
    app,
    { url: ROLE_API.one(':id'), access: ROLE_PERMS.query, tags, summary: 'One role with its grants', params: idParam() },
    { tables: [roles, orgs, menus, roleMenus, roleOrgs], perCaller: true },
    ({ id }, auth) => roleDetail(db, auth, id),
  );
  commandRoute(
    app,
    { url: ROLE_API.base, access: ROLE_PERMS.add, audit: audit('add'), tags, summary: 'Adds a role', body: roleCreateSchema },
    (body, auth) => addRole(db, auth, body),
  );
  // What follows changes what the role's holders may do.
  const change = { access: ROLE_PERMS.edit, changesCallers: true, tags } as const;
  commandRoute(
    app,
    { ...change, method: 'PUT', url: ROLE_API.base, audit: audit('edit'), summary: 'Changes a role', body: roleUpdateSchema },
    (body, auth) => editRole(db, auth, body),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: ROLE_API.dataScope,
      audit: audit('dataScope'),
      summary: 'Sets a role’s data scope',
      body: roleDataScopeSchema,
    },
    (body, auth) => setRoleDataScope(db, auth, body),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: ROLE_API.changeStatus,
      audit: audit('changeStatus'),
      summary: 'Enables or disables a role',
      body: roleStatusSchema,
    },
    ({ roleId, status }, auth) => setRoleStatus(db, auth, roleId, status),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'DELETE',
      url: ROLE_API.one(':ids'),
      access: ROLE_PERMS.remove,
      audit: audit('remove'),
      summary: 'Deletes roles (comma-separated ids); all or none',
      params: idsParam(),
    },
    ({ ids }, auth) => deleteRoles(db, auth, ids),
  );

  // Accounts holding a role.
  for (const [path, held] of [
    [ROLE_API.allocatedList, true],
    [ROLE_API.unallocatedList, false],
  ] as const) {
    listRoute(
      app,
      {
        url: path,
        access: ROLE_PERMS.list,
        tags,
        summary: held ? 'Accounts holding the role' : 'Accounts in scope not holding the role',
        querystring: listParamsSchema.extend(roleAuthUserQuerySchema.shape),
      },
      (query, auth) => listRoleHolders(db, auth, query, held),
    );
  }
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: ROLE_API.selectAll,
      audit: audit('authUser'),
      summary: 'Gives the role to accounts',
      body: roleAuthUsersSchema,
    },
    ({ roleId, userIds }, auth) => giveRole(db, auth, roleId, userIds),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: ROLE_API.cancel,
      audit: audit('cancelAuthUser'),
      summary: 'Takes the role from one account',
      body: roleCancelUserSchema,
    },
    ({ roleId, userId }, auth) => takeRole(db, auth, roleId, [userId]),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: ROLE_API.cancelAll,
      audit: audit('cancelAuthUser'),
      summary: 'Takes the role from several accounts',
      body: roleAuthUsersSchema,
    },
    ({ roleId, userIds }, auth) => takeRole(db, auth, roleId, userIds),
  );
  readRoute(
    app,
    {
      url: ROLE_API.deptTree(':roleId'),
      access: ROLE_PERMS.query,
      tags,
      summary: 'Organisations of the caller’s scope, with the role’s custom ones checked',
      params: idParam('roleId'),
    },
    ({ roleId }, auth) => roleDeptTree(db, auth, roleId),
  );
}
