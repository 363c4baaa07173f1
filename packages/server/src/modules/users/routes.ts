import {
  SESSION,
  USER_API,
  USER_IMPORT_MAX_ROWS,
  USER_PERMS,
  bindLoginSchema,
  employeeDetailQuerySchema,
  employeeSaveSchema,
  listParamsSchema,
  userCreateSchema,
  userListQuerySchema,
  userResetPwdSchema,
  userStatusSchema,
  userUpdateSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { CHANGES_CALLERS, auditOf, guardOf } from '../../platform/routes/access.js';
import { importUsers, sendUserTemplate } from './import-export.js';
import { accountDetail, listAccounts, operationEmployees } from './listing.js';
import { addAccount, bindLogin, deleteAccounts, resetPassword, saveEmployee, setAccountStatus, updateAccount } from './writes.js';

const audit = auditOf('user');
const tags = ['user'];
const listQuery = listParamsSchema.extend(userListQuerySchema.shape);

/** Accounts: RuoYi-style back-office paths and the employee calls. */
export async function accountRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  for (const url of [USER_API.list, USER_API.employeeList]) {
    listRoute(
      base,
      { url, access: USER_PERMS.list, tags, summary: 'Accounts and employees in the caller’s data scope', querystring: listQuery },
      (query, auth) => listAccounts(db, auth, query),
    );
  }
  app.get(
    USER_API.importTemplate,
    { ...guardOf(USER_PERMS.import), schema: { tags, summary: 'The import template (xlsx)' } },
    async (request, reply) => sendUserTemplate(reply, requestLang(request)),
  );
  app.post(
    USER_API.import,
    {
      ...guardOf(USER_PERMS.import, audit('import')),
      schema: { tags, summary: `Imports accounts from xlsx (at most ${USER_IMPORT_MAX_ROWS} rows; all or nothing)` },
    },
    async (request) => ok(await importUsers(db, request, currentUser(request), requestLang(request))),
  );
  app.get(
    USER_API.operationEmployee,
    { ...guardOf(SESSION), schema: { tags, summary: 'Maintenance staff in the caller’s data scope (pickers)' } },
    async (request) => ok(await operationEmployees(db, currentUser(request))),
  );
  app.get(
    USER_API.one(':id'),
    { ...guardOf(USER_PERMS.query), schema: { tags, summary: 'One account with roles, certificates and trainings', params: idParam() } },
    async (request) => ok(await accountDetail(db, currentUser(request), request.params.id)),
  );
  app.get(
    USER_API.employeeDetail,
    {
      ...guardOf(USER_PERMS.query),
      schema: { tags, summary: 'One account with roles, certificates and trainings', querystring: employeeDetailQuerySchema },
    },
    async (request) => ok(await accountDetail(db, currentUser(request), request.query.id)),
  );
  app.post(
    USER_API.base,
    { ...guardOf(USER_PERMS.add, audit('add')), schema: { tags, summary: 'Adds an account', body: userCreateSchema } },
    async (request) => ok(await addAccount(db, currentUser(request), request.body, requestLang(request))),
  );
  app.put(
    USER_API.base,
    {
      ...guardOf(USER_PERMS.edit, audit('edit'), CHANGES_CALLERS),
      schema: { tags, summary: 'Changes an account', body: userUpdateSchema },
    },
    async (request) => ok(await updateAccount(db, currentUser(request), request.body, requestLang(request))),
  );
  app.post(
    USER_API.employeeSave,
    {
      ...guardOf(USER_PERMS.edit, audit('employeeSave'), CHANGES_CALLERS),
      schema: {
        tags,
        summary: 'Saves an employee record (form-encoded); without id creates one without a login account (also needs system:user:add)',
        body: employeeSaveSchema,
      },
    },
    async (request) => ok(await saveEmployee(db, currentUser(request), request.body, requestLang(request))),
  );
  app.post(
    USER_API.bindLogin,
    {
      ...guardOf(USER_PERMS.edit, audit('bindLogin')),
      schema: { tags, summary: 'Gives an employee record a login account and password (form-encoded)', body: bindLoginSchema },
    },
    async (request) => ok(await bindLogin(db, currentUser(request), request.body)),
  );
  app.delete(
    USER_API.one(':ids'),
    {
      ...guardOf(USER_PERMS.remove, audit('remove'), CHANGES_CALLERS),
      schema: { tags, summary: 'Deletes accounts (comma-separated ids); all or none', params: idsParam() },
    },
    async (request) => ok(await deleteAccounts(db, currentUser(request), request.params.ids)),
  );
  app.put(
    USER_API.resetPwd,
    {
      ...guardOf(USER_PERMS.resetPwd, audit('resetPwd'), CHANGES_CALLERS),
      schema: { tags, summary: 'Sets a new password; ends the account’s other sessions', body: userResetPwdSchema },
    },
    async (request) => ok(await resetPassword(db, currentUser(request), request.body.userId, request.body.password)),
  );
  app.put(
    USER_API.changeStatus,
    {
      ...guardOf(USER_PERMS.edit, audit('changeStatus'), CHANGES_CALLERS),
      schema: { tags, summary: 'Enables or disables an account; disabling ends its sessions', body: userStatusSchema },
    },
    async (request) => ok(await setAccountStatus(db, currentUser(request), request.body.userId, request.body.status)),
  );
}
