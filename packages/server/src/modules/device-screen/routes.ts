import {
  APPLET_COLOR_API,
  APPLET_COLOR_PERMS,
  appletColorQuerySchema,
  appletColorSaveSchema,
  DEVICE_SCREEN_API,
  DEVICE_SCREEN_PERMS,
  screenConfigEditSchema,
  screenConfigIdSchema,
  screenConfigListSchema,
  screenConfigSaveSchema,
  screenMachineListSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { appletColorView, saveAppletColor } from './applet-color.js';
import { configDetail, listConfigMachines, listConfigs } from './queries.js';
import { type SendCommand, addConfig, editConfig, removeConfig } from './service.js';

const tags = ['device-screen'];
const audit = auditOf('deviceScreen');

/** Devices → interface configuration: the configurations, their machines' delivery, and their changes. */
export async function deviceScreenRoutes(base: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  const send: SendCommand = (request) => deviceLink.send(request);

  listRoute(
    base,
    {
      url: DEVICE_SCREEN_API.list,
      access: DEVICE_SCREEN_PERMS.list,
      tags,
      summary: 'Interface configurations of the caller’s scope, with their machines counted by delivery state',
      querystring: screenConfigListSchema,
    },
    (query, auth, { lang }) => listConfigs(db, auth, query, lang),
  );
  readRoute(
    base,
    {
      url: DEVICE_SCREEN_API.detail,
      access: DEVICE_SCREEN_PERMS.list,
      tags,
      summary: 'One interface configuration (the edit and copy forms)',
      querystring: screenConfigIdSchema,
    },
    ({ id }, auth, { lang }) => configDetail(db, auth, id, lang),
  );
  listRoute(
    base,
    {
      url: DEVICE_SCREEN_API.machines,
      access: DEVICE_SCREEN_PERMS.list,
      tags,
      summary: 'The machines of a configuration the caller sees: pending, delivered, or failed with the reason',
      querystring: screenMachineListSchema,
    },
    (query, auth, { lang }) => listConfigMachines(db, auth, query, lang),
  );
  commandRoute(
    base,
    {
      url: DEVICE_SCREEN_API.add,
      // The machines are sent it by the command service, which writes through its own connection; the save is its own transaction.
      transaction: false,
      access: DEVICE_SCREEN_PERMS.add,
      audit: audit('addInterfaceConfig'),
      tags,
      summary: 'A new interface configuration (or a copy); the connected machines it applies to are sent it now',
      body: screenConfigSaveSchema,
    },
    (body, auth) => addConfig(db, send, auth, body),
  );
  commandRoute(
    base,
    {
      url: DEVICE_SCREEN_API.edit,
      // The machines are sent it by the command service, which writes through its own connection; the save is its own transaction.
      transaction: false,
      access: DEVICE_SCREEN_PERMS.edit,
      audit: audit('editInterfaceConfig'),
      tags,
      summary: 'Change an interface configuration; its machines are sent the new revision',
      body: screenConfigEditSchema,
    },
    ({ id, ...body }, auth) => editConfig(db, send, auth, id, body),
  );
  commandRoute(
    base,
    {
      url: DEVICE_SCREEN_API.remove,
      // The machines are sent it by the command service, which writes through its own connection; the save is its own transaction.
      transaction: false,
      access: DEVICE_SCREEN_PERMS.remove,
      audit: audit('removeInterfaceConfig'),
      tags,
      summary: 'Remove an interface configuration; its machines go back to their model’s, else the factory screen',
      body: screenConfigIdSchema,
    },
    ({ id }, auth) => removeConfig(db, send, auth, id),
  );

  readRoute(
    base,
    {
      url: APPLET_COLOR_API.detail,
      access: APPLET_COLOR_PERMS.query,
      tags,
      summary: 'The mini-program colours of a customer in the caller’s scope (its own, else the defaults)',
      querystring: appletColorQuerySchema,
    },
    ({ orgId }, auth) => appletColorView(db, auth, orgId),
  );
  commandRoute(
    base,
    {
      url: APPLET_COLOR_API.save,
      access: APPLET_COLOR_PERMS.edit,
      audit: audit('saveAppletColor'),
      tags,
      summary: 'Save a customer’s mini-program colours; its ordering page shows them',
      body: appletColorSaveSchema,
    },
    (body, auth) => saveAppletColor(db, auth, body),
  );
}
