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
import type { ModuleContext } from '../../platform/area.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { templateRoute } from '../../platform/routes/import.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { USER_TEMPLATE, importUsers } from './import-export.js';
import { accountDetail, listAccounts, operationEmployees } from './listing.js';
import { addAccount, bindLogin, deleteAccounts, resetPassword, saveEmployee, setAccountStatus, updateAccount } from './writes.js';

const audit = auditOf('user');
const tags = ['user'];
const listQuery = listParamsSchema.extend(userListQuerySchema.shape);

/** Accounts: RuoYi-style back-office paths and the employee calls. */
export async function accountRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  for (const url of [USER_API.list, USER_API.employeeList]) {
    listRoute(
      app,
      { url, access: USER_PERMS.list, tags, summary: 'Accounts and employees in the caller’s data scope', querystring: listQuery },
      (query, auth) => listAccounts(db, auth, query),
    );
  }
  templateRoute(
    app,
    { url: USER_API.importTemplate, access: USER_PERMS.import, tags, summary: 'The import template (xlsx)' },
    USER_TEMPLATE,
  );
  commandRoute(
    app,
    {
      url: USER_API.import,
      access: USER_PERMS.import,
      audit: audit('import'),
      tags,
      summary: `Imports accounts from xlsx (at most ${USER_IMPORT_MAX_ROWS} rows; all or nothing)`,
    },
    (_, auth, { lang, request }) => importUsers(db, request, auth, lang),
  );
  readRoute(
    app,
    { url: USER_API.operationEmployee, access: SESSION, tags, summary: 'Maintenance staff in the caller’s data scope (pickers)' },
    (_, auth) => operationEmployees(db, auth),
  );
  const detail = { access: USER_PERMS.query, tags, summary: 'One account with roles, certificates and trainings' };
  readRoute(app, { ...detail, url: USER_API.one(':id'), params: idParam() }, ({ id }, auth) => accountDetail(db, auth, id));
  readRoute(app, { ...detail, url: USER_API.employeeDetail, querystring: employeeDetailQuerySchema }, ({ id }, auth) =>
    accountDetail(db, auth, id),
  );
  commandRoute(
    app,
    { url: USER_API.base, access: USER_PERMS.add, audit: audit('add'), tags, summary: 'Adds an account', body: userCreateSchema },
    (body, auth, { lang }) => addAccount(db, auth, body, lang),
  );
  commandRoute(
    app,
    {
      method: 'PUT',
      url: USER_API.base,
      access: USER_PERMS.edit,
      audit: audit('edit'),
      changesCallers: true,
      tags,
      summary: 'Changes an account',
      body: userUpdateSchema,
    },
    (body, auth, { lang }) => updateAccount(db, auth, body, lang),
  );
  commandRoute(
    app,
    {
      url: USER_API.employeeSave,
      access: USER_PERMS.edit,
      audit: audit('employeeSave'),
      changesCallers: true,
      tags,
      summary: 'Saves an employee record (form-encoded); without id creates one without a login account (also needs system:user:add)',
      body: employeeSaveSchema,
    },
    (body, auth, { lang }) => saveEmployee(db, auth, body, lang),
  );
  commandRoute(
    app,
    {
      url: USER_API.bindLogin,
      access: USER_PERMS.edit,
      audit: audit('bindLogin'),
      tags,
      summary: 'Gives an employee record a login account and password (form-encoded)',
      body: bindLoginSchema,
    },
    (body, auth) => bindLogin(db, auth, body),
  );
  commandRoute(
    app,
    {
      method: 'DELETE',
      url: USER_API.one(':ids'),
      access: USER_PERMS.remove,
      audit: audit('remove'),
      changesCallers: true,
      tags,
      summary: 'Deletes accounts (comma-separated ids); all or none',
      params: idsParam(),
    },
    ({ ids }, auth) => deleteAccounts(db, auth, ids),
  );
  commandRoute(
    app,
    {
      method: 'PUT',
      url: USER_API.resetPwd,
      access: USER_PERMS.resetPwd,
      audit: audit('resetPwd'),
      changesCallers: true,
      tags,
      summary: 'Sets a new password; ends the account’s other sessions',
      body: userResetPwdSchema,
    },
    ({ userId, password }, auth) => resetPassword(db, auth, userId, password),
  );
  commandRoute(
    app,
    {
      method: 'PUT',
      url: USER_API.changeStatus,
      access: USER_PERMS.edit,
      audit: audit('changeStatus'),
      changesCallers: true,
      tags,
      summary: 'Enables or disables an account; disabling ends its sessions',
      body: userStatusSchema,
    },
    ({ userId, status }, auth) => setAccountStatus(db, auth, userId, status),
  );
}
