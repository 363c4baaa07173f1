import { DEVICE_COMMAND_API, DEVICE_COMMAND_PERMS, commandIdSchema, commandListSchema, sendCommandSchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { commandDetail, listCommands, sendOperation } from './queries.js';

/** Remote operations (/api/DeviceAppend/sendCmd) and the command log of a device. */
export async function deviceCommandRoutes(base: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.post(
    DEVICE_COMMAND_API.send,
    {
      config: { access: DEVICE_COMMAND_PERMS.send, transaction: false, audit: { module: 'deviceCommand', action: 'send' } },
      schema: {
        tags: ['device commands'],
        summary: 'Send a remote operation (clean, reset, restart, lock, unlock) to a device',
        description:
          'Refused at once with "Device offline cannot read or set" when the device is offline. Otherwise the command is ' +
          'stored as pending with a 30 s deadline and answered at once (poll /api/DeviceCommand/detail), or with `wait: true` ' +
          'after the device acknowledged it or the deadline passed.',
        body: sendCommandSchema,
      },
    },
    async (request) => ok(await sendOperation(db, deviceLink, request.body, currentUser(request), requestLang(request))),
  );

  listRoute(
    base,
    {
      url: DEVICE_COMMAND_API.list,
      access: DEVICE_COMMAND_PERMS.list,
      tags: ['device commands'],
      summary: 'Command log of a device: type, status, who sent it, when',
      querystring: commandListSchema,
    },
    (query, auth, { lang }) => listCommands(db, query, auth, lang),
  );

  app.get(
    DEVICE_COMMAND_API.detail,
    {
      config: { access: DEVICE_COMMAND_PERMS.list },
      schema: { tags: ['device commands'], summary: 'One command (poll it until it is no longer pending)', querystring: commandIdSchema },
    },
    async (request) => ok(await commandDetail(db, request.query.id, currentUser(request), requestLang(request))),
  );
}
