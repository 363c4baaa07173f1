import {
  DEVICE_API,
  DEVICE_PERMS,
  SESSION,
  deviceBatchSchema,
  deviceFilterSchema,
  deviceGrantsQuerySchema,
  deviceGrantsSaveSchema,
  deviceIdSchema,
  deviceIdsSchema,
  deviceListQuerySchema,
  deviceSaveSchema,
  listParamsSchema,
  message,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import type { ModuleContext } from '../../platform/area.js';
import { importDevices, sendDeviceTemplate } from './import-export.js';
import { auditOf, guardOf } from '../../platform/routes/access.js';
import { grantAccounts, grantsOf, saveGrants } from './grants.js';
import { deviceCounts } from './counts.js';
import { deviceDetail, deviceOptions, listDevices, materialWarnings } from './listing.js';
import { batchDevices, deleteDevices, rotateSecret, saveDevice } from './writes.js';

const audit = auditOf('device');
const tags = ['device'];

/** Devices: list, counters, material warnings, CRUD, secret, import/export, batch, grants. */
export async function deviceRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: DEVICE_API.list,
      access: DEVICE_PERMS.list,
      tags,
      summary: 'Devices in the caller’s scope, with names and sales figures',
      querystring: deviceListQuerySchema,
    },
    (query, auth, { lang }) => listDevices(db, auth, query, lang),
  );
  app.get(
    DEVICE_API.counts,
    {
      ...guardOf(DEVICE_PERMS.list),
      schema: { tags, summary: 'Online, offline, fault, warning and low-material counts (list filters)', querystring: deviceFilterSchema },
    },
    async (request) => ok(await deviceCounts(db, currentUser(request), request.query)),
  );
  listRoute(
    base,
    {
      url: DEVICE_API.materialWarning,
      access: DEVICE_PERMS.list,
      tags,
      summary: 'Containers below their warning value (list filters)',
      querystring: listParamsSchema.extend(deviceFilterSchema.shape),
    },
    (query, auth) => materialWarnings(db, auth, query),
  );
  app.get(
    DEVICE_API.detail,
    { ...guardOf(DEVICE_PERMS.query), schema: { tags, summary: 'One device', querystring: deviceIdSchema } },
    async (request) => ok(await deviceDetail(db, currentUser(request), request.query.id, requestLang(request))),
  );
  app.get(
    DEVICE_API.options,
    { ...guardOf(SESSION), schema: { tags, summary: 'Points, zones, routes and models for the device pickers' } },
    async (request) => ok(await deviceOptions(db, currentUser(request), requestLang(request))),
  );
  app.post(
    DEVICE_API.save,
    {
      ...guardOf({ create: DEVICE_PERMS.add, update: DEVICE_PERMS.edit }, audit('save')),
      schema: { tags, summary: 'Creates (answers the secret once) or updates a device', body: deviceSaveSchema },
    },
    async (request) => ok(await saveDevice(db, currentUser(request), request.body)),
  );
  app.post(
    DEVICE_API.rotateSecret,
    {
      ...guardOf(DEVICE_PERMS.secret, audit('rotateSecret')),
      schema: { tags, summary: 'A new MQTT secret for the device (answered once)', body: deviceIdSchema },
    },
    async (request) => ok(await rotateSecret(db, currentUser(request), request.body.id)),
  );
  app.post(
    DEVICE_API.delete,
    {
      ...guardOf(DEVICE_PERMS.remove, audit('delete')),
      schema: { tags, summary: 'Deletes devices (all or none)', body: deviceIdsSchema },
    },
    async (request) => ok(await deleteDevices(db, currentUser(request), request.body.ids)),
  );
  app.post(
    DEVICE_API.batch,
    {
      ...guardOf(DEVICE_PERMS.edit, audit('batch')),
      schema: { tags, summary: 'Assigns point/zone/route, enables or disables selected devices', body: deviceBatchSchema },
    },
    async (request) => {
      const updated = await batchDevices(db, currentUser(request), request.body);
      return ok({ updated }, { result: message('deviceBatchDone', requestLang(request), { count: updated }) });
    },
  );
  app.get(
    DEVICE_API.importTemplate,
    { ...guardOf(DEVICE_PERMS.import), schema: { tags, summary: 'The device import template (xlsx)' } },
    async (request, reply) => sendDeviceTemplate(reply, requestLang(request)),
  );
  app.post(
    DEVICE_API.import,
    {
      ...guardOf(DEVICE_PERMS.import, audit('import')),
      schema: { tags, summary: 'Imports devices from xlsx (at most 1000 rows; all or nothing)' },
    },
    async (request) => {
      const lang = requestLang(request);
      const result = await importDevices(db, request, currentUser(request), lang, await businessTimeZone(db));
      return ok(result, { result: message('importDone', lang, { count: result.imported }) });
    },
  );

  // An account's "selected devices": the devices granted to it one by one.
  app.get(
    DEVICE_API.grantAccounts,
    { ...guardOf(DEVICE_PERMS.grant), schema: { tags, summary: 'Accounts with "selected devices" permission in the caller’s scope' } },
    async (request) => ok(await grantAccounts(db, currentUser(request))),
  );
  app.get(
    DEVICE_API.grants,
    {
      ...guardOf(DEVICE_PERMS.grant),
      schema: { tags, summary: 'Devices granted to an account (those the caller sees)', querystring: deviceGrantsQuerySchema },
    },
    async (request) => ok(await grantsOf(db, currentUser(request), request.query.userId)),
  );
  app.post(
    DEVICE_API.grants,
    {
      ...guardOf(DEVICE_PERMS.grant, audit('grant')),
      schema: { tags, summary: 'Sets the devices granted to an account (within the caller’s devices)', body: deviceGrantsSaveSchema },
    },
    async (request) => ok(await saveGrants(db, currentUser(request), request.body.userId, request.body.deviceIds)),
  );
}
