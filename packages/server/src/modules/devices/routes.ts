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
import { ok } from '../../platform/http/envelope.js';
import { commandRoute } from '../../platform/routes/command.js';
import { importRoute, templateRoute } from '../../platform/routes/import.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { declareRoute } from '../../platform/routes/route.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import type { ModuleContext } from '../../platform/area.js';
import { DEVICE_TEMPLATE, importDevices } from './import-export.js';
import { auditOf } from '../../platform/routes/access.js';
import { grantAccounts, grantsOf, saveGrants } from './grants.js';
import { deviceCounts } from './counts.js';
import { deviceDetail, deviceOptions, listDevices, materialWarnings } from './listing.js';
import { batchDevices, deleteDevices, rotateSecret, saveDevice } from './writes.js';

const audit = auditOf('device');
const tags = ['device'];

/** Devices: list, counters, material warnings, CRUD, secret, import/export, batch, grants. */
export async function deviceRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: DEVICE_API.list,
      access: DEVICE_PERMS.list,
      tags,
      summary: 'Devices in the caller’s scope, with names and sales figures',
      querystring: deviceListQuerySchema,
    },
    (query, auth, { lang }) => listDevices(db, auth, query, lang),
  );
  readRoute(
    app,
    {
      url: DEVICE_API.counts,
      access: DEVICE_PERMS.list,
      tags,
      summary: 'Online, offline, fault, warning and low-material counts (list filters)',
      querystring: deviceFilterSchema,
    },
    (query, auth) => deviceCounts(db, auth, query),
  );
  listRoute(
    app,
    {
      url: DEVICE_API.materialWarning,
      access: DEVICE_PERMS.list,
      tags,
      summary: 'Containers below their warning value (list filters)',
      querystring: listParamsSchema.extend(deviceFilterSchema.shape),
    },
    (query, auth) => materialWarnings(db, auth, query),
  );
  readRoute(
    app,
    { url: DEVICE_API.detail, access: DEVICE_PERMS.query, tags, summary: 'One device', querystring: deviceIdSchema },
    ({ id }, auth, { lang }) => deviceDetail(db, auth, id, lang),
  );
  readRoute(
    app,
    { url: DEVICE_API.options, access: SESSION, tags, summary: 'Points, zones, routes and models for the device pickers' },
    (_, auth, { lang }) => deviceOptions(db, auth, lang),
  );
  commandRoute(
    app,
    {
      url: DEVICE_API.save,
      access: { create: DEVICE_PERMS.add, update: DEVICE_PERMS.edit },
      audit: audit('save'),
      tags,
      summary: 'Creates (answers the secret once) or updates a device',
      body: deviceSaveSchema,
    },
    (body, auth) => saveDevice(db, auth, body),
  );
  commandRoute(
    app,
    {
      url: DEVICE_API.rotateSecret,
      access: DEVICE_PERMS.secret,
      audit: audit('rotateSecret'),
      tags,
      summary: 'A new MQTT secret for the device (answered once)',
      body: deviceIdSchema,
    },
    ({ id }, auth) => rotateSecret(db, auth, id),
  );
  commandRoute(
    app,
    {
      url: DEVICE_API.delete,
      access: DEVICE_PERMS.remove,
      audit: audit('delete'),
      tags,
      summary: 'Deletes devices (all or none)',
      body: deviceIdsSchema,
    },
    ({ ids }, auth) => deleteDevices(db, auth, ids),
  );
  declareRoute(
    app,
    {
      url: DEVICE_API.batch,
      access: DEVICE_PERMS.edit,
      audit: audit('batch'),
      tags,
      summary: 'Assigns point/zone/route, enables, disables or sets the warranty (months from deployment) of selected devices',
      body: deviceBatchSchema,
    },
    async (body, auth, { lang }) => {
      const updated = await batchDevices(db, auth, body);
      return ok({ updated }, { result: message('deviceBatchDone', lang, { count: updated }) });
    },
  );
  templateRoute(
    app,
    { url: DEVICE_API.importTemplate, access: DEVICE_PERMS.import, tags, summary: 'The device import template (xlsx)' },
    DEVICE_TEMPLATE,
  );
  importRoute(
    app,
    {
      url: DEVICE_API.import,
      access: DEVICE_PERMS.import,
      audit: audit('import'),
      tags,
      summary: 'Imports devices from xlsx (at most 1000 rows; all or nothing)',
    },
    async (_, auth, { lang, request }) => importDevices(db, request, auth, lang, await businessTimeZone(db)),
  );

  // An account's "selected devices": the devices granted to it one by one.
  readRoute(
    app,
    {
      url: DEVICE_API.grantAccounts,
      access: DEVICE_PERMS.grant,
      tags,
      summary: 'Accounts with "selected devices" permission in the caller’s scope',
    },
    (_, auth) => grantAccounts(db, auth),
  );
  readRoute(
    app,
    {
      url: DEVICE_API.grants,
      access: DEVICE_PERMS.grant,
      tags,
      summary: 'Devices granted to an account (those the caller sees)',
      querystring: deviceGrantsQuerySchema,
    },
    ({ userId }, auth) => grantsOf(db, auth, userId),
  );
  commandRoute(
    app,
    {
      url: DEVICE_API.grants,
      access: DEVICE_PERMS.grant,
      audit: audit('grant'),
      tags,
      summary: 'Sets the devices granted to an account (within the caller’s devices)',
      body: deviceGrantsSaveSchema,
    },
    ({ userId, deviceIds }, auth) => saveGrants(db, auth, userId, deviceIds),
  );
}
