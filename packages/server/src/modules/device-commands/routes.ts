import { DEVICE_COMMAND_API, DEVICE_COMMAND_PERMS, commandIdSchema, commandListSchema, sendCommandSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import type { ModuleContext } from '../../platform/area.js';
import { commandDetail, listCommands, sendOperation } from './queries.js';

/** Remote operations (/api/DeviceAppend/sendCmd) and the command log of a device. */
export async function deviceCommandRoutes(app: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  commandRoute(
    app,
    {
      url: DEVICE_COMMAND_API.send,
      access: DEVICE_COMMAND_PERMS.send,
      transaction: false,
      audit: { module: 'deviceCommand', action: 'send' },
      tags: ['device commands'],
      summary: 'Send a remote operation (clean, reset, restart, lock, unlock) to a device',
      description:
        'Refused at once with "Device offline cannot read or set" when the device is offline. Otherwise the command is ' +
        'stored as pending with a 30 s deadline and answered at once (poll /api/DeviceCommand/detail), or with `wait: true` ' +
        'after the device acknowledged it or the deadline passed.',
      body: sendCommandSchema,
    },
    (body, auth, { lang }) => sendOperation(db, deviceLink, body, auth, lang),
  );

  listRoute(
    app,
    {
      url: DEVICE_COMMAND_API.list,
      access: DEVICE_COMMAND_PERMS.list,
      tags: ['device commands'],
      summary: 'Command log of a device: type, status, who sent it, when',
      querystring: commandListSchema,
    },
    (query, auth, { lang }) => listCommands(db, query, auth, lang),
  );

  readRoute(
    app,
    {
      url: DEVICE_COMMAND_API.detail,
      access: DEVICE_COMMAND_PERMS.list,
      tags: ['device commands'],
      summary: 'One command (poll it until it is no longer pending)',
      querystring: commandIdSchema,
    },
    ({ id }, auth, { lang }) => commandDetail(db, id, auth, lang),
  );
}
