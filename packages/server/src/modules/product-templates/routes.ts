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
import type { ModuleContext } from '../../platform/area.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { applyPreview, applyTemplate, deleteTemplates, listTemplates, loadTemplate, productOptions, saveTemplate } from './service.js';

const tags = ['product templates'];
const audit = auditOf('goodsTemplate');

/** Goods → product templates, and applying one to machines of its model. */
export async function templateRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    { url: API.list, access: PERMS.list, tags, summary: 'Product templates, paged and filtered', querystring: templateListSchema },
    (query, auth, { lang }) => listTemplates(db, query, auth, lang),
  );
  readRoute(
    app,
    { url: API.detail, access: PERMS.query, tags, summary: 'One template with its goods', querystring: idQuerySchema },
    ({ id }, auth, { lang }) => loadTemplate(db, id, auth, lang),
  );
  readRoute(
    app,
    {
      url: API.productOptions,
      access: PERMS.list,
      tags,
      summary: 'The customer’s products that fit a model (template form)',
      querystring: templateProductOptionsSchema,
    },
    (query, auth, { lang }) => productOptions(db, query, auth, lang),
  );
  commandRoute(
    app,
    {
      url: API.save,
      access: { create: PERMS.add, update: PERMS.edit },
      audit: audit('save'),
      tags,
      summary: 'Create (no id) or update a template with its goods (JSON)',
      body: templateSaveSchema,
    },
    (body, auth, { lang }) => saveTemplate(db, body, auth, lang),
  );
  commandRoute(
    app,
    { url: API.remove, access: PERMS.remove, audit: audit('delete'), tags, summary: 'Delete templates', body: idsBodySchema },
    async ({ ids }, auth) => ({ deleted: await deleteTemplates(db, ids, auth) }),
  );
  commandRoute(
    app,
    {
      url: API.applyPreview,
      access: PERMS.apply,
      audit: false,
      tags,
      summary: 'What applying the template would change on each machine',
      body: templateApplySchema,
    },
    (body, auth, { lang }) => applyPreview(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: API.apply,
      access: PERMS.apply,
      audit: audit('apply'),
      tags,
      summary: 'Apply the template to machines of its model (all or nothing)',
      body: templateApplySchema,
    },
    (body, auth, { lang }) => applyTemplate(db, body, auth, lang),
  );
}
