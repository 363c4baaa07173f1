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
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { deleteModels, listModels, loadModel, modelsForOrg, saveModel } from './service.js';
import { guardOf } from '../../platform/routes/access.js';
import { auditOf } from '../../platform/routes/access.js';

const audit = auditOf('deviceModel');

/** Device models and their containers (/api/DeviceModel/list, /api/v1/device/selectDeviceModelByOrgId). */
export async function deviceModelRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['device models'];

  listRoute(
    base,
    {
      url: DEVICE_MODEL_API.list,
      access: DEVICE_MODEL_PERMS.list,
      tags,
      summary: 'Device models: shared ones and those of customers in scope, paged',
      querystring: deviceModelListSchema,
    },
    (query, auth, { lang }) => listModels(db, query, auth, lang),
  );
  app.get(
    DEVICE_MODEL_API.byOrg,
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: 'Enabled models a customer may use (shared and its own), names in the request language',
        description: 'A picker of other screens (device add, products), so it needs a session only; orgId must be in the caller’s scope.',
        querystring: deviceModelByOrgSchema,
      },
    },
    async (request) => ok(await modelsForOrg(db, request.query.orgId, currentUser(request), requestLang(request))),
  );
  app.get(
    DEVICE_MODEL_API.detail,
    {
      config: { access: DEVICE_MODEL_PERMS.query },
      schema: { tags, summary: 'One model with its containers', querystring: deviceModelIdSchema },
    },
    async (request) => ok(await loadModel(db, request.query.id, currentUser(request), requestLang(request))),
  );
  app.post(
    DEVICE_MODEL_API.save,
    {
      ...guardOf({ create: DEVICE_MODEL_PERMS.add, update: DEVICE_MODEL_PERMS.edit }, audit('save')),
      schema: {
        tags,
        summary: 'Create (no id) or update a model and its containers (JSON)',
        description: `Creating needs \`${DEVICE_MODEL_PERMS.add}\`, updating \`${DEVICE_MODEL_PERMS.edit}\`; shared models (no orgId) need the all-data scope.`,
        body: deviceModelSaveSchema,
      },
    },
    async (request) => ok(await saveModel(db, request.body, currentUser(request), requestLang(request))),
  );
  app.post(
    DEVICE_MODEL_API.delete,
    {
      config: { access: DEVICE_MODEL_PERMS.remove, audit: audit('delete') },
      schema: { tags, summary: 'Delete models (refused while devices use one)', body: idsBodySchema },
    },
    async (request) => ok({ deleted: await deleteModels(db, request.body.ids, currentUser(request), requestLang(request)) }),
  );
}
