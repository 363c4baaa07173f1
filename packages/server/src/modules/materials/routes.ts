import {
  MATERIAL_API,
  MATERIAL_CLASS_PERMS,
  MATERIAL_PERMS,
  idQuerySchema,
  idsBodySchema,
  materialClassListSchema,
  materialClassSaveSchema,
  materialListSchema,
  materialSaveSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { AppError } from '../../platform/http/errors.js';
import { auditOf, guardOf } from '../../platform/routes/access.js';
import { deleteClasses, deleteMaterials, listClasses, listMaterials, loadMaterial, saveClass, saveMaterial } from './service.js';

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

  app.get(
    MATERIAL_API.list,
    {
      config: { access: MATERIAL_PERMS.list },
      schema: { tags, summary: 'Raw materials, paged and filtered', querystring: materialListSchema },
    },
    async (request) => okList(await listMaterials(db, request.query, currentUser(request))),
  );
  app.get(
    MATERIAL_API.detail,
    { config: { access: MATERIAL_PERMS.query }, schema: { tags, summary: 'One raw material', querystring: idQuerySchema } },
    async (request) => ok(await loadMaterial(db, request.query.id, currentUser(request))),
  );
  app.post(
    MATERIAL_API.save,
    {
      ...guardOf({ create: MATERIAL_PERMS.add, update: MATERIAL_PERMS.edit }, audit('save')),
      schema: { tags, summary: 'Create (no id) or update a raw material (JSON)', body: materialSaveSchema },
    },
    async (request) => ok(await saveMaterial(db, request.body, currentUser(request))),
  );
  app.post(
    MATERIAL_API.remove,
    { config: { access: MATERIAL_PERMS.remove, audit: audit('delete') }, schema: { tags, summary: 'Delete raw materials', ...idsEither } },
    async (request) => ok({ deleted: await deleteMaterials(db, idsOf(request.body, request.query), currentUser(request)) }),
  );

  app.get(
    MATERIAL_API.classList,
    {
      config: { access: MATERIAL_CLASS_PERMS.list },
      schema: { tags, summary: 'Material classifications, paged', querystring: materialClassListSchema },
    },
    async (request) => okList(await listClasses(db, request.query, currentUser(request))),
  );
  app.post(
    MATERIAL_API.classSave,
    {
      ...guardOf({ create: MATERIAL_CLASS_PERMS.add, update: MATERIAL_CLASS_PERMS.edit }, classAudit('save')),
      schema: { tags, summary: 'Create (no id) or update a material classification', body: materialClassSaveSchema },
    },
    async (request) => ok(await saveClass(db, request.body, currentUser(request))),
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
