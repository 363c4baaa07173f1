import {
  MATERIAL_API,
  MATERIAL_CLASS_PERMS,
  MATERIAL_LIMITS,
  MATERIAL_PERMS,
  idQuerySchema,
  materialClassListSchema,
  materialClassSaveSchema,
  materialImportQuerySchema,
  materialImportRowSchema,
  materialListSchema,
  materialSaveSchema,
  SESSION,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { parseImport, updatesExisting } from '../../platform/excel/index.js';
import { MATERIAL_IMPORT_COLUMNS } from './excel.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { IDS_IN_BODY_OR_QUERY, idsOf } from '../../platform/routes/ids.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { importRoute, templateRoute } from '../../platform/routes/import.js';
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
import { keptListRoute } from '../../platform/routes/kept.js';
import { orgs } from '../../platform/identity/schema.js';
import { materialClasses, materials } from './schema.js';
import { customers } from '../customers/index.js';
import { sysConfigs } from '../../platform/settings/schema.js';

const tags = ['materials'];
const audit = auditOf('material');
const classAudit = auditOf('materialClass');

/** Goods → raw materials and their classifications. */
export async function materialRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    {
      url: MATERIAL_API.list,
      access: MATERIAL_PERMS.list,
      tags,
      summary: 'Raw materials, paged and filtered',
      querystring: materialListSchema,
    },
    { tables: [materials, materialClasses, customers, sysConfigs, orgs], perCaller: true },
    (query, auth, { lang }) => listMaterials(db, query, auth, lang),
  );
  readRoute(
    app,
    { url: MATERIAL_API.detail, access: MATERIAL_PERMS.query, tags, summary: 'One raw material', querystring: idQuerySchema },
    ({ id }, auth, { lang }) => loadMaterial(db, id, auth, lang),
  );
  commandRoute(
    app,
    {
      url: MATERIAL_API.save,
      access: { create: MATERIAL_PERMS.add, update: MATERIAL_PERMS.edit },
      audit: audit('save'),
      tags,
      summary: 'Create (no id) or update a raw material (JSON)',
      body: materialSaveSchema,
    },
    (body, auth, { lang }) => saveMaterial(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: MATERIAL_API.remove,
      access: MATERIAL_PERMS.remove,
      audit: audit('delete'),
      tags,
      summary: 'Delete raw materials',
      ...IDS_IN_BODY_OR_QUERY,
    },
    async (body, auth, { query }) => ({ deleted: await deleteMaterials(db, idsOf(body, query), auth) }),
  );
  templateRoute(
    app,
    { url: MATERIAL_API.importTemplate, access: MATERIAL_PERMS.import, tags, summary: 'The raw material import template (xlsx headers)' },
    { fileName: 'materials_template', columns: MATERIAL_IMPORT_COLUMNS },
  );
  importRoute(
    app,
    {
      url: MATERIAL_API.import,
      access: MATERIAL_PERMS.import,
      audit: audit('import'),
      tags,
      summary: `Import raw materials from xlsx into a customer (orgId), at most ${MATERIAL_LIMITS.importMaxRows} rows, all or nothing`,
      querystring: materialImportQuerySchema,
    },
    async (query, auth, { lang, request }) => {
      const orgId = await ownerOf(db, query.orgId, auth);
      const update = updatesExisting(query.updateSupport);
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
      return rows.length;
    },
  );
  readRoute(
    app,
    {
      url: MATERIAL_API.codes,
      access: SESSION,
      tags,
      summary: 'Material codes with names of the caller’s customers (device model containers)',
    },
    (_, auth) => materialCodeOptions(db, auth),
  );

  listRoute(
    app,
    {
      url: MATERIAL_API.classList,
      access: MATERIAL_CLASS_PERMS.list,
      tags,
      summary: 'Material classifications, paged',
      querystring: materialClassListSchema,
    },
    (query, auth, { lang }) => listClasses(db, query, auth, lang),
  );
  commandRoute(
    app,
    {
      url: MATERIAL_API.classSave,
      access: { create: MATERIAL_CLASS_PERMS.add, update: MATERIAL_CLASS_PERMS.edit },
      audit: classAudit('save'),
      tags,
      summary: 'Create (no id) or update a material classification',
      body: materialClassSaveSchema,
    },
    (body, auth, { lang }) => saveClass(db, body, auth, lang),
  );
  commandRoute(
    app,
    {
      url: MATERIAL_API.classRemove,
      access: MATERIAL_CLASS_PERMS.remove,
      audit: classAudit('delete'),
      tags,
      summary: 'Delete material classifications (refused while in use)',
      ...IDS_IN_BODY_OR_QUERY,
    },
    async (body, auth, { query }) => ({ deleted: await deleteClasses(db, idsOf(body, query), auth) }),
  );
}
