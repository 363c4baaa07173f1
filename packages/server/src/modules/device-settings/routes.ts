import {
  DEVICE_SETTINGS_API,
  DEVICE_SETTINGS_PERMS,
  containerSaveSchema,
  deviceIdQuerySchema,
  maxStockSaveSchema,
  message,
  paramsReadResultSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { acceptedInProgress, ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { READ_STATUS, containerRows, paramsReadResult, saveContainers, saveMaxStock, startParamsRead, visibleDevice } from './service.js';
import { SETTING_KINDS, TAGS, audit, sent } from './setting-kinds.js';

/**
 * Device settings sent to the machine as remote commands. Each save validates with
 * the contracts schema, sends its command through the device link (refused at once when the
 * device is offline, and then nothing is stored), stores what was sent and answers the pending
 * command, which the client follows on /api/DeviceCommand/detail.
 *
 * The settings stored per device and sent as one command (cleaning, local password, cup-output
 * limit, parameters) are declared in SETTING_KINDS; the routes here are the ones of another shape.
 */
export async function deviceSettingsRoutes(base: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { db, deviceLink } = ctx;
  const app = base.withTypeProvider<ZodTypeProvider>();

  // ------------------------------------------------------------ each setting kind: last sent, save and send
  for (const routes of SETTING_KINDS) routes(app, ctx);

  // ------------------------------------------------------------ parameter reads
  app.post(
    DEVICE_SETTINGS_API.paramsRead,
    {
      config: { access: DEVICE_SETTINGS_PERMS.params, transaction: false, audit: audit('readParams') },
      schema: {
        tags: TAGS,
        summary: 'Ask the machine for its parameters',
        description:
          'Answers status 601 with result "Reading in progress" and the data (the pending command and the last known values); ' +
          'follow it on readResult.',
        body: deviceIdQuerySchema,
      },
    },
    async (request) => {
      const data = await startParamsRead(db, deviceLink, currentUser(request), request.body.deviceId);
      return acceptedInProgress(request, message('readingInProgress', requestLang(request)), data);
    },
  );
  app.get(
    DEVICE_SETTINGS_API.paramsReadResult,
    {
      config: { access: DEVICE_SETTINGS_PERMS.params },
      schema: {
        tags: TAGS,
        summary: 'The outcome of a read',
        description:
          'Pending: 601 "Reading in progress"; succeeded: 1001 with the parameters; failed: 400 "Read failed"; ' +
          'after the deadline: 400 "Read timeout". Every answer carries the data.',
        querystring: paramsReadResultSchema,
      },
    },
    async (request) => {
      const { view, status } = await paramsReadResult(db, currentUser(request), request.query.deviceId, request.query.commandId);
      const outcome = READ_STATUS[status];
      if (!outcome.key) return ok(view);
      return { status: outcome.status, result: message(outcome.key, requestLang(request)), data: view };
    },
  );

  // ------------------------------------------------------------ containers and max stock
  app.get(
    DEVICE_SETTINGS_API.containerDetail,
    {
      config: { access: DEVICE_SETTINGS_PERMS.container },
      schema: { tags: TAGS, summary: 'A device’s containers with level, warning, alarm and max stock', querystring: deviceIdQuerySchema },
    },
    async (request) => {
      const device = await visibleDevice(db, currentUser(request), request.query.deviceId);
      return ok({
        deviceId: device.id,
        deviceCode: device.deviceCode,
        online: device.online,
        containers: await containerRows(db, device.id),
      });
    },
  );
  app.post(
    DEVICE_SETTINGS_API.containerSave,
    {
      config: { access: DEVICE_SETTINGS_PERMS.container, transaction: false, audit: audit('containers') },
      schema: { tags: TAGS, summary: 'Save and send containers’ warning and alarm values (alarm ≤ warning)', body: containerSaveSchema },
    },
    async (request) => ok(await saveContainers(db, deviceLink, currentUser(request), request.body), sent(request)),
  );
  app.post(
    DEVICE_SETTINGS_API.maxStockSave,
    {
      config: { access: DEVICE_SETTINGS_PERMS.maxStock, transaction: false, audit: audit('maxStock') },
      schema: { tags: TAGS, summary: 'Save and send the containers’ max stock', body: maxStockSaveSchema },
    },
    async (request) => ok(await saveMaxStock(db, deviceLink, currentUser(request), request.body), sent(request)),
  );
}
