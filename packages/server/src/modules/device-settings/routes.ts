import {
  type CleanConfigSave,
  type CupLimitSave,
  type DeviceParams,
  type LocalPasswordSave,
  DEVICE_PARAM_KEYS,
  DEVICE_SETTINGS_API,
  DEVICE_SETTINGS_PERMS,
  cleanConfigSaveSchema,
  containerSaveSchema,
  cupLimitSaveSchema,
  deviceIdQuerySchema,
  localPasswordSaveSchema,
  maxStockSaveSchema,
  message,
  paramsReadResultSchema,
  paramsSaveSchema,
  settingCommandParams,
} from '@vr/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { acceptedInProgress, ok } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import {
  READ_STATUS,
  containerRows,
  paramsReadResult,
  paramsView,
  saveContainers,
  saveMaxStock,
  saveSetting,
  settingView,
  startParamsRead,
  visibleDevice,
} from './service.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['device settings'];
const audit = auditOf('deviceSettings');
const sent = (request: FastifyRequest) => ({ result: message('deviceSettingSent', requestLang(request)) });

const withoutDevice = <T extends { deviceId: number }>({ deviceId: _deviceId, ...rest }: T) => rest;

/**
 * Device settings sent to the machine as remote commands. Each save validates with
 * the contracts schema, sends its command through the device link (refused at once when the
 * device is offline, and then nothing is stored), stores what was sent and answers the pending
 * command, which the client follows on /api/DeviceCommand/detail.
 */
export async function deviceSettingsRoutes(base: FastifyInstance, { db, deviceLink }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  // ------------------------------------------------------------ cleaning
  app.get(
    DEVICE_SETTINGS_API.cleanConfig,
    {
      config: { access: DEVICE_SETTINGS_PERMS.cleanConfig },
      schema: { tags: TAGS, summary: 'The cleaning configuration last sent to a device', querystring: deviceIdQuerySchema },
    },
    async (request) => {
      const device = await visibleDevice(db, currentUser(request), request.query.deviceId);
      return ok(await settingView<Omit<CleanConfigSave, 'deviceId'>>(db, device, 'clean'));
    },
  );
  app.post(
    DEVICE_SETTINGS_API.cleanConfigSave,
    {
      config: { access: DEVICE_SETTINGS_PERMS.cleanConfig, transaction: false, audit: audit('cleanConfig') },
      schema: {
        tags: TAGS,
        summary: 'Save and send the cleaning configuration (cup count or idle minutes; weekdays and times)',
        body: cleanConfigSaveSchema,
      },
    },
    async (request) =>
      ok(
        await saveSetting(
          db,
          deviceLink,
          currentUser(request),
          request.body.deviceId,
          'clean',
          'setCleanConfig',
          withoutDevice(request.body),
          settingCommandParams.setCleanConfig(request.body),
        ),
        sent(request),
      ),
  );

  // ------------------------------------------------------------ local password
  app.get(
    DEVICE_SETTINGS_API.localPassword,
    {
      config: { access: DEVICE_SETTINGS_PERMS.localPassword },
      schema: { tags: TAGS, summary: 'The local password last sent to a device', querystring: deviceIdQuerySchema },
    },
    async (request) => {
      const device = await visibleDevice(db, currentUser(request), request.query.deviceId);
      return ok(await settingView<Omit<LocalPasswordSave, 'deviceId'>>(db, device, 'localPassword'));
    },
  );
  app.post(
    DEVICE_SETTINGS_API.localPasswordSave,
    {
      config: { access: DEVICE_SETTINGS_PERMS.localPassword, transaction: false, audit: audit('localPassword') },
      schema: { tags: TAGS, summary: 'Save and send the local password (exactly 6 characters)', body: localPasswordSaveSchema },
    },
    async (request) =>
      ok(
        await saveSetting(
          db,
          deviceLink,
          currentUser(request),
          request.body.deviceId,
          'localPassword',
          'setLocalPassword',
          withoutDevice(request.body),
          settingCommandParams.setLocalPassword(request.body),
        ),
        sent(request),
      ),
  );

  // ------------------------------------------------------------ cup-output limit
  app.get(
    DEVICE_SETTINGS_API.cupLimit,
    {
      config: { access: DEVICE_SETTINGS_PERMS.cupLimit },
      schema: { tags: TAGS, summary: 'The cup-output limit last sent to a device', querystring: deviceIdQuerySchema },
    },
    async (request) => {
      const device = await visibleDevice(db, currentUser(request), request.query.deviceId);
      return ok(await settingView<Omit<CupLimitSave, 'deviceId'>>(db, device, 'cupLimit'));
    },
  );
  app.post(
    DEVICE_SETTINGS_API.cupLimitSave,
    {
      config: { access: DEVICE_SETTINGS_PERMS.cupLimit, transaction: false, audit: audit('cupLimit') },
      schema: { tags: TAGS, summary: 'Save and send the cup-output limit (total or per valve)', body: cupLimitSaveSchema },
    },
    async (request) => {
      const { cupLimitMode, cupLimitTotal, cupLimitValves } = request.body;
      const value =
        cupLimitMode === 'total'
          ? { cupLimitMode, cupLimitTotal, cupLimitValves: [] }
          : { cupLimitMode, cupLimitTotal: null, cupLimitValves };
      return ok(
        await saveSetting(
          db,
          deviceLink,
          currentUser(request),
          request.body.deviceId,
          'cupLimit',
          'setCupLimit',
          value,
          settingCommandParams.setCupLimit(request.body),
        ),
        sent(request),
      );
    },
  );

  // ------------------------------------------------------------ parameters
  app.get(
    DEVICE_SETTINGS_API.params,
    {
      config: { access: DEVICE_SETTINGS_PERMS.params },
      schema: { tags: TAGS, summary: 'Parameters last set and last read', querystring: deviceIdQuerySchema },
    },
    async (request) => {
      const device = await visibleDevice(db, currentUser(request), request.query.deviceId);
      return ok(await paramsView(db, device));
    },
  );
  app.post(
    DEVICE_SETTINGS_API.paramsSave,
    {
      config: { access: DEVICE_SETTINGS_PERMS.params, transaction: false, audit: audit('params') },
      schema: { tags: TAGS, summary: 'Save and send the parameters, each within its limits', body: paramsSaveSchema },
    },
    async (request) => {
      const value: Record<string, unknown> = {};
      for (const key of DEVICE_PARAM_KEYS) if (request.body[key] != null) value[key] = request.body[key];
      return ok(
        await saveSetting<DeviceParams & Record<string, unknown>>(
          db,
          deviceLink,
          currentUser(request),
          request.body.deviceId,
          'params',
          'setParams',
          value,
        ),
        sent(request),
      );
    },
  );
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
