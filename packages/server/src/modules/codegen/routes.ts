import {
  CODEGEN_API,
  CODEGEN_PERMS,
  genDbTableQuerySchema,
  genImportSchema,
  genTableQuerySchema,
  genTableUpdateSchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { PLATFORM_ONLY, auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { fileRoute, listRoute, readRoute } from '../../platform/routes/read.js';
import { generateArea } from './generate.js';
import { writeIntoTree, zipOf } from './output.js';
import { deleteGenTables, importTables, listDbTables, listGenTables, loadGenTable, syncGenTable, updateGenTable } from './service.js';
import { keptListRoute } from '../../platform/routes/kept.js';
import { genTables } from './schema.js';

const TAGS = ['codegen'];
const audit = auditOf('codegen');
const TABLE_ID = idParam('tableId');

/**
 * Code generation (RuoYi /tool/gen): the catalogue's unowned tables, their import, settings,
 * synchronisation, the generated files' preview, zip and (outside production) writing. The
 * database's structure is every customer's: platform accounts only.
 */
export async function codegenRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  keptListRoute(
    app,
    {
      url: CODEGEN_API.list,
      access: CODEGEN_PERMS.list,
      ...PLATFORM_ONLY,
      tags: TAGS,
      summary: 'The imported tables, paged',
      querystring: genTableQuerySchema,
    },
    { tables: [genTables], perCaller: false },
    (query) => listGenTables(db, query),
  );

  listRoute(
    app,
    {
      url: CODEGEN_API.dbList,
      access: CODEGEN_PERMS.import,
      ...PLATFORM_ONLY,
      tags: TAGS,
      summary: 'Tables of the database catalogue that no area owns and that are not imported yet',
      querystring: genDbTableQuerySchema,
    },
    (query) => listDbTables(db, query),
  );

  commandRoute(
    app,
    {
      url: CODEGEN_API.importTable,
      access: CODEGEN_PERMS.import,
      ...PLATFORM_ONLY,
      audit: audit('importTable'),
      tags: TAGS,
      summary: 'Import catalogue tables (all or none)',
      body: genImportSchema,
    },
    ({ tables }, auth) => importTables(db, tables, auth.employeeName || auth.username),
  );

  readRoute(
    app,
    {
      url: `${CODEGEN_API.base}/:tableId`,
      access: CODEGEN_PERMS.query,
      ...PLATFORM_ONLY,
      tags: TAGS,
      summary: 'One imported table with its columns',
      params: TABLE_ID,
    },
    ({ tableId }) => loadGenTable(db, tableId),
  );

  commandRoute(
    app,
    {
      method: 'PUT',
      url: CODEGEN_API.base,
      access: CODEGEN_PERMS.edit,
      ...PLATFORM_ONLY,
      audit: audit('edit'),
      tags: TAGS,
      summary: 'Change a table’s names and its columns’ settings',
      body: genTableUpdateSchema,
    },
    (body) => updateGenTable(db, body),
  );

  commandRoute(
    app,
    {
      method: 'DELETE',
      url: `${CODEGEN_API.base}/:ids`,
      access: CODEGEN_PERMS.remove,
      ...PLATFORM_ONLY,
      audit: audit('remove'),
      tags: TAGS,
      summary: 'Forget imported tables (the database tables stay)',
      params: idsParam(),
    },
    async ({ ids }) => ({ deleted: await deleteGenTables(db, ids) }),
  );

  commandRoute(
    app,
    {
      url: `${CODEGEN_API.sync}/:tableId`,
      access: CODEGEN_PERMS.edit,
      ...PLATFORM_ONLY,
      audit: audit('syncTable'),
      tags: TAGS,
      summary: 'Read the table’s columns again, keeping the settings of those still there',
      params: TABLE_ID,
    },
    ({ tableId }) => syncGenTable(db, tableId),
  );

  readRoute(
    app,
    {
      url: `${CODEGEN_API.preview}/:tableId`,
      access: CODEGEN_PERMS.preview,
      ...PLATFORM_ONLY,
      tags: TAGS,
      summary: 'Every generated file of the table’s area with its content',
      params: TABLE_ID,
    },
    async ({ tableId }) => generateArea(await loadGenTable(db, tableId)),
  );

  fileRoute(
    app,
    {
      url: `${CODEGEN_API.download}/:tableId`,
      access: CODEGEN_PERMS.code,
      ...PLATFORM_ONLY,
      tags: TAGS,
      summary: 'The generated files of the table’s area as a zip',
      params: TABLE_ID,
    },
    async ({ tableId }, _auth, { reply }) => {
      const table = await loadGenTable(db, tableId);
      const zip = await zipOf(generateArea(table));
      return reply
        .header('content-type', 'application/zip')
        .header('content-length', String(zip.length))
        .header('content-disposition', `attachment; filename="${table.areaName}.zip"`)
        .header('cache-control', 'no-store')
        .send(zip);
    },
  );

  commandRoute(
    app,
    {
      url: `${CODEGEN_API.write}/:tableId`,
      access: CODEGEN_PERMS.code,
      ...PLATFORM_ONLY,
      audit: audit('writeCode'),
      tags: TAGS,
      summary: 'Write the generated files into the source tree (refused in production)',
      params: TABLE_ID,
    },
    async ({ tableId }) => {
      const table = await loadGenTable(db, tableId);
      return { written: writeIntoTree(generateArea(table), table.areaName) };
    },
  );
}
