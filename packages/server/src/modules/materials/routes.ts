import {
  MATERIAL_API,
  MATERIAL_CLASS_PERMS,
  MATERIAL_LIMITS,
  MATERIAL_PERMS,
  idQuerySchema,
  idsBodySchema,
  materialClassListSchema,
  materialClassSaveSchema,
  materialImportQuerySchema,
  materialImportRowSchema,
  materialListSchema,
  materialSaveSchema,
  message,
  SESSION,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { parseImport, sendTemplate } from '../../platform/excel/index.js';
import { requestLang } from '../../platform/http/lang.js';
import { MATERIAL_IMPORT_COLUMNS } from './excel.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { auditOf, guardOf } from '../../platform/routes/access.js';
import {
  checkMaterialImport,
  deleteClasses,
  deleteMaterials,
  listClasses,
  listMaterials,
  loadMaterial,
  materialCodeOptions,
  ownerOf,
  saveClass,
  saveMaterial,
  writeMaterialImport,
} from './service.js';

const tags = ['materials'];
const audit = auditOf('material');
const classAudit = auditOf('materialClass');
/** Delete calls take `{ ids }` in the body or `ids=1,2` in the query. */
const idsEither = { body: idsBodySchema.partial().nullish(), querystring: idsBodySchema.partial() };
const idsOf = (body: { ids?: number[] | undefined } | null | undefined, query: { ids?: number[] | undefined }): number[] => {
  const ids = body?.ids ?? query.ids;
  if (!ids) throw AppError.field('ids', 'invalidInput');
  return ids;
};

/** Goods → raw materials and their classifications. */
export async function materialRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  listRoute(
    base,
    {
      url: MATERIAL_API.list,
      access: MATERIAL_PERMS.list,
      tags,
      summary: 'Raw materials, paged and filtered',
      querystring: materialListSchema,
    },
    (query, auth, { lang }) => listMaterials(db, query, auth, lang),
  );
  app.get(
    MATERIAL_API.detail,
    { config: { access: MATERIAL_PERMS.query }, schema: { tags, summary: 'One raw material', querystring: idQuerySchema } },
    async (request) => ok(await loadMaterial(db, request.query.id, currentUser(request), requestLang(request))),
  );
  app.post(
    MATERIAL_API.save,
    {
      ...guardOf({ create: MATERIAL_PERMS.add, update: MATERIAL_PERMS.edit }, audit('save')),
      schema: { tags, summary: 'Create (no id) or update a raw material (JSON)', body: materialSaveSchema },
    },
    async (request) => ok(await saveMaterial(db, request.body, currentUser(request), requestLang(request))),
  );
  app.post(
    MATERIAL_API.remove,
    { config: { access: MATERIAL_PERMS.remove, audit: audit('delete') }, schema: { tags, summary: 'Delete raw materials', ...idsEither } },
    async (request) => ok({ deleted: await deleteMaterials(db, idsOf(request.body, request.query), currentUser(request)) }),
  );
  app.get(
    MATERIAL_API.importTemplate,
    { config: { access: MATERIAL_PERMS.import }, schema: { tags, summary: 'The raw material import template (xlsx headers)' } },
    async (request, reply) => sendTemplate(reply, 'materials_template', requestLang(request), MATERIAL_IMPORT_COLUMNS as never),
  );
  app.post(
    MATERIAL_API.import,
    {
      config: { access: MATERIAL_PERMS.import, audit: audit('import') },
      schema: {
        tags,
        summary: `Import raw materials from xlsx into a customer (orgId), at most ${MATERIAL_LIMITS.importMaxRows} rows, all or nothing`,
        querystring: materialImportQuerySchema,
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const orgId = await ownerOf(db, request.query.orgId, currentUser(request));
      const update = request.query.updateSupport === 'true' || request.query.updateSupport === '1';
      const existing = new Map<string, number>();
      const classIds = new Map<string, number>();
      const rows = await parseImport(request, {
        columns: MATERIAL_IMPORT_COLUMNS as never,
        schema: materialImportRowSchema,
        maxRows: MATERIAL_LIMITS.importMaxRows,
        lang,
        check: (valid) => checkMaterialImport(db, valid, { orgId, update, lang, existing, classIds }),
      });
      await writeMaterialImport(db, rows, { orgId, existing, classIds });
      return ok({ imported: rows.length }, { result: message('importDone', lang, { count: rows.length }) });
    },
  );
  app.get(
    MATERIAL_API.codes,
    {
      config: { access: SESSION },
      schema: { tags, summary: 'Material codes with names of the caller’s customers (device model containers)' },
    },
    async (request) => ok(await materialCodeOptions(db, currentUser(request))),
  );

  listRoute(
    base,
    {
      url: MATERIAL_API.classList,
      access: MATERIAL_CLASS_PERMS.list,
      tags,
      summary: 'Material classifications, paged',
      querystring: materialClassListSchema,
    },
    (query, auth, { lang }) => listClasses(db, query, auth, lang),
  );
  app.post(
    MATERIAL_API.classSave,
    {
      ...guardOf({ create: MATERIAL_CLASS_PERMS.add, update: MATERIAL_CLASS_PERMS.edit }, classAudit('save')),
      schema: { tags, summary: 'Create (no id) or update a material classification', body: materialClassSaveSchema },
    },
    async (request) => ok(await saveClass(db, request.body, currentUser(request), requestLang(request))),
  );
  app.post(
    MATERIAL_API.classRemove,
    {
      config: { access: MATERIAL_CLASS_PERMS.remove, audit: classAudit('delete') },
      schema: { tags, summary: 'Delete material classifications (refused while in use)', ...idsEither },
    },
    async (request) => ok({ deleted: await deleteClasses(db, idsOf(request.body, request.query), currentUser(request)) }),
  );
}
