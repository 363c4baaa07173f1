import {
  DEVICE_ACCOUNT_API,
  DEVICE_ACCOUNT_PERMS,
  deviceAccountIdSchema,
  deviceAccountListSchema,
  deviceAccountMachineListSchema,
  deviceAccountSaveSchema,
  deviceAccountStatusSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import type { SendCommand } from '../../platform/mqtt/delivery.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { accountDetail, listAccountMachines, listAccounts } from './queries.js';
import { removeAccount, saveAccount, setAccountStatus } from './service.js';

const tags = ['device-accounts'];
const audit = auditOf('deviceAccount');

/** Devices → device account: the accounts, their machines' delivery, and their changes. */
export async function deviceAccountRoutes(base: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  const send: SendCommand = (request) => deviceLink.send(request);

  listRoute(
    base,
    {
      url: DEVICE_ACCOUNT_API.list,
      access: DEVICE_ACCOUNT_PERMS.list,
      tags,
      summary: 'Device accounts of the caller’s scope, with their machines counted by delivery state',
      querystring: deviceAccountListSchema,
    },
    (query, auth) => listAccounts(db, auth, query),
  );
  readRoute(
    base,
    {
      url: DEVICE_ACCOUNT_API.detail,
      access: DEVICE_ACCOUNT_PERMS.list,
      tags,
      summary: 'One device account (the edit form); the password is never answered',
      querystring: deviceAccountIdSchema,
    },
    ({ id }, auth) => accountDetail(db, auth, id),
  );
  listRoute(
    base,
    {
      url: DEVICE_ACCOUNT_API.machines,
      access: DEVICE_ACCOUNT_PERMS.list,
      tags,
      summary: 'The machines a device account signs in on: pending, delivered, or failed with the reason',
      querystring: deviceAccountMachineListSchema,
    },
    (query, auth, { lang }) => listAccountMachines(db, auth, query, lang),
  );
  commandRoute(
    base,
    {
      url: DEVICE_ACCOUNT_API.save,
      // The machines are sent their lists by the command service, which writes through its own connection; the save is its own transaction.
      transaction: false,
      access: { create: DEVICE_ACCOUNT_PERMS.add, update: DEVICE_ACCOUNT_PERMS.edit, idField: 'id' },
      audit: audit('saveDeviceAccount'),
      tags,
      summary: 'Create (no id) or change a device account (form-encoded or JSON); its machines are sent their lists',
      body: deviceAccountSaveSchema,
    },
    (body, auth) => saveAccount(db, send, auth, body),
  );
  commandRoute(
    base,
    {
      url: DEVICE_ACCOUNT_API.status,
      // As the save: the sending writes through the command service's own connection.
      transaction: false,
      access: DEVICE_ACCOUNT_PERMS.status,
      audit: audit('changeDeviceAccountStatus'),
      tags,
      summary: 'Enable or disable a device account; its machines are sent their lists with or without it',
      body: deviceAccountStatusSchema,
    },
    ({ id, status }, auth) => setAccountStatus(db, send, auth, id, status),
  );
  commandRoute(
    base,
    {
      url: DEVICE_ACCOUNT_API.remove,
      // As the save: the sending writes through the command service's own connection.
      transaction: false,
      access: DEVICE_ACCOUNT_PERMS.remove,
      audit: audit('removeDeviceAccount'),
      tags,
      summary: 'Remove a device account; its machines are sent their lists without it',
      body: deviceAccountIdSchema,
    },
    ({ id }, auth) => removeAccount(db, send, auth, id),
  );
}
