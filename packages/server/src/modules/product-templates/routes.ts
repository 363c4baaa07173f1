import {
  TEMPLATE_API as API,
  TEMPLATE_PERMS as PERMS,
  idQuerySchema,
  idsBodySchema,
  templateApplySchema,
  templateListSchema,
  templateProductOptionsSchema,
  templateSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { auditOf, guardOf } from '../../platform/routes/access.js';
import { applyPreview, applyTemplate, deleteTemplates, listTemplates, loadTemplate, productOptions, saveTemplate } from './service.js';

const tags = ['product templates'];
const audit = auditOf('goodsTemplate');

/** Goods → product templates, and applying one to machines of its model. */
export async function templateRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    { url: API.list, access: PERMS.list, tags, summary: 'Product templates, paged and filtered', querystring: templateListSchema },
    (query, auth, { lang }) => listTemplates(db, query, auth, lang),
  );
  app.get(
    API.detail,
    { config: { access: PERMS.query }, schema: { tags, summary: 'One template with its goods', querystring: idQuerySchema } },
    async (request) => ok(await loadTemplate(db, request.query.id, currentUser(request), requestLang(request))),
  );
  app.get(
    API.productOptions,
    {
      config: { access: PERMS.list },
      schema: { tags, summary: 'The customer’s products that fit a model (template form)', querystring: templateProductOptionsSchema },
    },
    async (request) => ok(await productOptions(db, request.query, currentUser(request), requestLang(request))),
  );
  app.post(
    API.save,
    {
      ...guardOf({ create: PERMS.add, update: PERMS.edit }, audit('save')),
      schema: { tags, summary: 'Create (no id) or update a template with its goods (JSON)', body: templateSaveSchema },
    },
    async (request) => ok(await saveTemplate(db, request.body, currentUser(request), requestLang(request))),
  );
  app.post(
    API.remove,
    { config: { access: PERMS.remove, audit: audit('delete') }, schema: { tags, summary: 'Delete templates', body: idsBodySchema } },
    async (request) => ok({ deleted: await deleteTemplates(db, request.body.ids, currentUser(request)) }),
  );
  app.post(
    API.applyPreview,
    {
      config: { access: PERMS.apply, audit: false },
      schema: { tags, summary: 'What applying the template would change on each machine', body: templateApplySchema },
    },
    async (request) => ok(await applyPreview(db, request.body, currentUser(request), requestLang(request))),
  );
  app.post(
    API.apply,
    {
      config: { access: PERMS.apply, audit: audit('apply') },
      schema: { tags, summary: 'Apply the template to machines of its model (all or nothing)', body: templateApplySchema },
    },
    async (request) => ok(await applyTemplate(db, request.body, currentUser(request), requestLang(request))),
  );
}
