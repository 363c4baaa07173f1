import {
  DEVICE_SETTINGS_API,
  DEVICE_SETTINGS_PERMS,
  containerSaveSchema,
  deviceIdQuerySchema,
  maxStockSaveSchema,
  message,
  paramCopySchema,
  paramsReadResultSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { acceptedInProgress, ok } from '../../platform/http/envelope.js';
import { readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import type { ModuleContext } from '../../platform/area.js';
import { READ_STATUS, containerRows, paramsReadResult, saveContainers, saveMaxStock, startParamsRead, visibleDevice } from './service.js';
import { SETTING_KINDS, TAGS, audit, sent } from './setting-kinds.js';
import { applyParamCopy, previewParamCopy } from './param-copy.js';

/**
 * Device settings sent to the machine as remote commands. Each save validates with
 * the contracts schema, sends its command through the device link (refused at once when the
 * device is offline, and then nothing is stored), stores what was sent and answers the pending
 * command, which the client follows on /api/DeviceCommand/detail.
 *
 * The settings stored per device and sent as one command (cleaning, local password, cup-output
 * limit, parameters) are declared in SETTING_KINDS; the routes here are the ones of another shape.
 */
export async function deviceSettingsRoutes(app: FastifyInstance, ctx: ModuleContext): Promise<void> {
  const { db, deviceLink } = ctx;

  // ------------------------------------------------------------ each setting kind: last sent, save and send
  for (const routes of SETTING_KINDS) routes(app, ctx);

  // ------------------------------------------------------------ parameter reads
  declareRoute(
    app,
    {
      url: DEVICE_SETTINGS_API.paramsRead,
      access: DEVICE_SETTINGS_PERMS.params,
      transaction: false,
      audit: audit('readParams'),
      tags: TAGS,
      summary: 'Ask the machine for its parameters',
      description:
        'Answers status 601 with result "Reading in progress" and the data (the pending command and the last known values); ' +
        'follow it on readResult.',
      body: deviceIdQuerySchema,
    },
    async ({ deviceId }, auth, { lang, request }) => {
      const data = await startParamsRead(db, deviceLink, auth, deviceId);
      return acceptedInProgress(request, message('readingInProgress', lang), data);
    },
  );
  declareRoute(
    app,
    {
      method: 'GET',
      url: DEVICE_SETTINGS_API.paramsReadResult,
      access: DEVICE_SETTINGS_PERMS.params,
      tags: TAGS,
      summary: 'The outcome of a read',
      description:
        'Pending: 601 "Reading in progress"; succeeded: 1001 with the parameters; failed: 400 "Read failed"; ' +
        'after the deadline: 400 "Read timeout". Every answer carries the data.',
      querystring: paramsReadResultSchema,
    },
    async ({ deviceId, commandId }, auth, { lang }) => {
      const { view, status } = await paramsReadResult(db, auth, deviceId, commandId);
      const outcome = READ_STATUS[status];
      if (!outcome.key) return ok(view);
      return { status: outcome.status, result: message(outcome.key, lang), data: view };
    },
  );

  // ------------------------------------------------------------ containers and max stock
  readRoute(
    app,
    {
      url: DEVICE_SETTINGS_API.containerDetail,
      access: DEVICE_SETTINGS_PERMS.container,
      tags: TAGS,
      summary: 'A device’s containers with level, warning, alarm and max stock',
      querystring: deviceIdQuerySchema,
    },
    async ({ deviceId }, auth) => {
      const device = await visibleDevice(db, auth, deviceId);
      return { deviceId: device.id, deviceCode: device.deviceCode, online: device.online, containers: await containerRows(db, device.id) };
    },
  );
  const save = { transaction: false, tags: TAGS } as const;
  declareRoute(
    app,
    {
      ...save,
      url: DEVICE_SETTINGS_API.containerSave,
      access: DEVICE_SETTINGS_PERMS.container,
      audit: audit('containers'),
      summary: 'Save and send containers’ warning and alarm values (alarm ≤ warning)',
      body: containerSaveSchema,
    },
    async (body, auth, { lang }) => ok(await saveContainers(db, deviceLink, auth, body), sent(lang)),
  );
  declareRoute(
    app,
    {
      ...save,
      url: DEVICE_SETTINGS_API.maxStockSave,
      access: DEVICE_SETTINGS_PERMS.maxStock,
      audit: audit('maxStock'),
      summary: 'Save and send the containers’ max stock',
      body: maxStockSaveSchema,
    },
    async (body, auth, { lang }) => ok(await saveMaxStock(db, deviceLink, auth, body), sent(lang)),
  );

  // ------------------------------------------------------------ parameter copy
  const copy = { access: DEVICE_SETTINGS_PERMS.paramCopy, transaction: false, tags: TAGS, body: paramCopySchema } as const;
  declareRoute(
    app,
    {
      ...copy,
      url: DEVICE_SETTINGS_API.paramCopyPreview,
      audit: false,
      summary: 'What copying a machine’s parameters would change on each target of its model, and the rules it would break there',
    },
    async (body, auth, { lang }) => ok(await previewParamCopy(db, auth, body, lang)),
  );
  declareRoute(
    app,
    {
      ...copy,
      url: DEVICE_SETTINGS_API.paramCopyApply,
      audit: audit('paramCopy'),
      summary: 'Copy a machine’s parameters to machines of its model: sent to those online, to the others when they return',
      description: 'Refused as a whole (400, naming the machine) while the parameters would break a rule on one target.',
    },
    async (body, auth, { lang }) => {
      const result = await applyParamCopy(db, (request) => deviceLink.send(request), auth, body, lang);
      const count = (outcome: string) => result.targets.filter((t) => t.outcome === outcome).length;
      return ok(result, { result: message('paramCopyDone', lang, { sent: count('sent'), waiting: count('waiting') }) });
    },
  );
}
