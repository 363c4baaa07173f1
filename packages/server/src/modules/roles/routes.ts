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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { CHANGES_CALLERS, auditOf, guardOf } from '../../platform/routes/access.js';
import { giveRole, listRoleHolders, takeRole } from './holders.js';
import { listRoles, roleDeptTree, roleDetail, roleOptions } from './listing.js';
import { addRole, deleteRoles, editRole, setRoleDataScope, setRoleStatus } from './writes.js';

const audit = auditOf('role');
const tags = ['role'];

/** Roles, RuoYi-style paths; org-owned and filtered by the caller's data scope. */
export async function roleRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: ROLE_API.list,
      access: ROLE_PERMS.list,
      tags,
      summary: 'Roles in the caller’s data scope',
      querystring: listParamsSchema.extend(roleListQuerySchema.shape),
    },
    (query, auth) => listRoles(db, auth, query),
  );
  app.get(
    ROLE_API.options,
    { ...guardOf(USER_PERMS.list), schema: { tags, summary: 'Enabled roles in scope, for the account form' } },
    async (request) => ok(await roleOptions(db, currentUser(request))),
  );
  app.get(
    ROLE_API.one(':id'),
    { ...guardOf(ROLE_PERMS.query), schema: { tags, summary: 'One role with its grants', params: idParam() } },
    async (request) => ok(await roleDetail(db, currentUser(request), request.params.id)),
  );
  app.post(
    ROLE_API.base,
    { ...guardOf(ROLE_PERMS.add, audit('add')), schema: { tags, summary: 'Adds a role', body: roleCreateSchema } },
    async (request) => ok(await addRole(db, currentUser(request), request.body)),
  );
  app.put(
    ROLE_API.base,
    { ...guardOf(ROLE_PERMS.edit, audit('edit'), CHANGES_CALLERS), schema: { tags, summary: 'Changes a role', body: roleUpdateSchema } },
    async (request) => ok(await editRole(db, currentUser(request), request.body)),
  );
  app.put(
    ROLE_API.dataScope,
    {
      ...guardOf(ROLE_PERMS.edit, audit('dataScope'), CHANGES_CALLERS),
      schema: { tags, summary: 'Sets a role’s data scope', body: roleDataScopeSchema },
    },
    async (request) => ok(await setRoleDataScope(db, currentUser(request), request.body)),
  );
  app.put(
    ROLE_API.changeStatus,
    {
      ...guardOf(ROLE_PERMS.edit, audit('changeStatus'), CHANGES_CALLERS),
      schema: { tags, summary: 'Enables or disables a role', body: roleStatusSchema },
    },
    async (request) => ok(await setRoleStatus(db, currentUser(request), request.body.roleId, request.body.status)),
  );
  app.delete(
    ROLE_API.one(':ids'),
    {
      ...guardOf(ROLE_PERMS.remove, audit('remove'), CHANGES_CALLERS),
      schema: { tags, summary: 'Deletes roles (comma-separated ids); all or none', params: idsParam() },
    },
    async (request) => ok(await deleteRoles(db, currentUser(request), request.params.ids)),
  );

  // Accounts holding a role.
  for (const [path, held] of [
    [ROLE_API.allocatedList, true],
    [ROLE_API.unallocatedList, false],
  ] as const) {
    listRoute(
      base,
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
  app.put(
    ROLE_API.selectAll,
    {
      ...guardOf(ROLE_PERMS.edit, audit('authUser'), CHANGES_CALLERS),
      schema: { tags, summary: 'Gives the role to accounts', body: roleAuthUsersSchema },
    },
    async (request) => ok(await giveRole(db, currentUser(request), request.body.roleId, request.body.userIds)),
  );
  app.put(
    ROLE_API.cancel,
    {
      ...guardOf(ROLE_PERMS.edit, audit('cancelAuthUser'), CHANGES_CALLERS),
      schema: { tags, summary: 'Takes the role from one account', body: roleCancelUserSchema },
    },
    async (request) => ok(await takeRole(db, currentUser(request), request.body.roleId, [request.body.userId])),
  );
  app.put(
    ROLE_API.cancelAll,
    {
      ...guardOf(ROLE_PERMS.edit, audit('cancelAuthUser'), CHANGES_CALLERS),
      schema: { tags, summary: 'Takes the role from several accounts', body: roleAuthUsersSchema },
    },
    async (request) => ok(await takeRole(db, currentUser(request), request.body.roleId, request.body.userIds)),
  );
  app.get(
    ROLE_API.deptTree(':roleId'),
    {
      ...guardOf(ROLE_PERMS.query),
      schema: { tags, summary: 'Organisations of the caller’s scope, with the role’s custom ones checked', params: idParam('roleId') },
    },
    async (request) => ok(await roleDeptTree(db, currentUser(request), request.params.roleId)),
  );
}
