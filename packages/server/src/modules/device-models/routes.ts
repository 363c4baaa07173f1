import {
  DEVICE_MODEL_API,
  DEVICE_MODEL_PERMS,
  SESSION,
  deviceModelByOrgSchema,
  deviceModelIdSchema,
  deviceModelListSchema,
  deviceModelSaveSchema,
  idsBodySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { deleteModels, listModels, loadModel, modelsForOrg, saveModel } from './service.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { orgs } from '../../platform/identity/schema.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { deviceModelContainers, deviceModels } from './schema.js';

const audit = auditOf('deviceModel');

/** Device models and their containers (/api/DeviceModel/list, /api/v1/device/selectDeviceModelByOrgId). */
export async function deviceModelRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const tags = ['device models'];

  keptListRoute(
    app,
    {
      url: DEVICE_MODEL_API.list,
      access: DEVICE_MODEL_PERMS.list,
      tags,
      summary: 'Device models: shared ones and those of customers in scope, paged',
      querystring: deviceModelListSchema,
    },
    { tables: [deviceModels, deviceModelContainers, orgs], perCaller: true },
    (query, auth, { lang }) => listModels(db, query, auth, lang),
  );
  keptRoute(
    app,
    {
      url: DEVICE_MODEL_API.byOrg,
      access: SESSION,
      tags,
      summary: 'Enabled models a customer may use (shared and its own), names in the request language',
      description: 'A picker of other screens (device add, products), so it needs a session only; orgId must be in the caller’s scope.',
      querystring: deviceModelByOrgSchema,
    },
    { tables: [deviceModels, orgs], perCaller: true },
    ({ orgId }, auth, { lang }) => modelsForOrg(db, orgId, auth, lang),
  );
  keptRoute(
    app,
    {
      url: DEVICE_MODEL_API.detail,
      access: DEVICE_MODEL_PERMS.query,
      tags,
      summary: 'One model with its containers',
      querystring: deviceModelIdSchema,
    },
    { tables: [deviceModels, deviceModelContainers, orgs], perCaller: true },
    ({ id }, auth, { lang }) => loadModel(db, id, auth, lang),
  );
  commandRoute(
    app,
    {
      url: DEVICE_MODEL_API.save,
      access: { create: DEVICE_MODEL_PERMS.add, update: DEVICE_MODEL_PERMS.edit },
      audit: audit('save'),
      tags,
      summary: 'Create (no id) or update a model and its containers (JSON)',
      description: `Creating needs \`${DEVICE_MODEL_PERMS.add}\`, updating \`${DEVICE_MODEL_PERMS.edit}\`; shared models (no orgId) need the all-data scope.`,
      body: deviceModelSaveSchema,
    },
    (body, auth, { lang }) => saveModel(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: DEVICE_MODEL_API.delete,
      access: DEVICE_MODEL_PERMS.remove,
      audit: audit('delete'),
      tags,
      summary: 'Delete models (refused while devices use one)',
      body: idsBodySchema,
    },
    async ({ ids }, auth, { lang }) => ({ deleted: await deleteModels(db, ids, auth, lang) }),
  );
}
