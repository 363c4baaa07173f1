import {
  DICT_API,
  DICT_DATA_IMPORT_MAX_ROWS,
  DICT_PERMS,
  type DictData,
  SESSION,
  dictDataQuerySchema,
  dictDataSchema,
  dictDataUpdateSchema,
  dictTypeQuerySchema,
  dictTypeSchema,
  dictTypeUpdateSchema,
  importQuerySchema,
  optionValueListQuerySchema,
  vueDictQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import { updatesExisting } from '../../platform/excel/index.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';
import { commandRoute } from '../../platform/routes/command.js';
import { importRoute, templateRoute } from '../../platform/routes/import.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { dictCache } from './cache.js';
import { dictData, dictTypes } from './schema.js';
import { DICT_DATA_TEMPLATE } from './excel.js';
import { importDictData } from './import.js';
import {
  createData,
  createType,
  deleteData,
  deleteTypes,
  getData,
  getType,
  listData,
  listTypes,
  toDictData,
  toDictType,
  updateData,
  updateType,
} from './service.js';
import { allDictTypes, enabledEntries } from './values.js';

const tags = ['dictionaries'];
const audit = auditOf('dict');

export async function dictRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  /** A change of the dictionaries every customer shares. */
  const change = { platformOnly: true, tags } as const;

  /* ----- types ----- */
  keptListRoute(
    app,
    { url: DICT_API.typeList, access: DICT_PERMS.list, tags, summary: 'Dictionary types, paged', querystring: dictTypeQuerySchema },
    { tables: [dictTypes], perCaller: false },
    (query, _auth, { lang }) => listTypes(db, query, lang),
  );
  keptRoute(
    app,
    { url: `${DICT_API.type}/optionselect`, access: DICT_PERMS.list, tags, summary: 'Every dictionary type (for selects)' },
    { tables: [dictTypes], perCaller: false },
    (_, _auth, { lang }) => allDictTypes(db, lang),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'DELETE',
      url: DICT_API.typeRefreshCache,
      access: DICT_PERMS.remove,
      audit: audit('refreshCache'),
      summary: 'Clear the dictionary cache',
    },
    async () => {
      dictCache.clear();
    },
  );
  readRoute(
    app,
    { url: `${DICT_API.type}/:dictId`, access: DICT_PERMS.query, tags, summary: 'One dictionary type', params: idParam('dictId') },
    async ({ dictId }, _auth, { lang }) => toDictType(await getType(db, dictId), lang),
  );
  commandRoute(
    app,
    { ...change, url: DICT_API.type, access: DICT_PERMS.add, audit: audit('add'), summary: 'Add a dictionary type', body: dictTypeSchema },
    (body, _auth, { lang }) => createType(db, body, lang),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: DICT_API.type,
      access: DICT_PERMS.edit,
      audit: audit('edit'),
      summary: 'Change a dictionary type',
      body: dictTypeUpdateSchema,
    },
    ({ dictId, ...input }, _auth, { lang }) => updateType(db, dictId, input, lang),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'DELETE',
      url: `${DICT_API.type}/:ids`,
      access: DICT_PERMS.remove,
      audit: audit('remove'),
      summary: 'Delete types (comma-separated ids) and their data',
      params: idsParam(),
    },
    async ({ ids }) => ({ deleted: await deleteTypes(db, ids) }),
  );

  /* ----- data ----- */
  keptListRoute(
    app,
    { url: DICT_API.dataList, access: DICT_PERMS.list, tags, summary: 'Dictionary data, paged', querystring: dictDataQuerySchema },
    { tables: [dictData], perCaller: false },
    (query, _auth, { lang }) => listData(db, query, lang),
  );
  readRoute(
    app,
    {
      url: `${DICT_API.dataByType}/:dictType`,
      access: SESSION,
      tags,
      summary: 'The enabled entries of one type (cached)',
      params: z.object({ dictType: z.string().min(1).max(100) }),
    },
    ({ dictType }, _auth, { lang }) => enabledEntries(db, dictType, lang),
  );
  readRoute(
    app,
    {
      url: DICT_API.vueDict,
      access: SESSION,
      tags,
      summary: 'The enabled entries of one type (typeCode)',
      querystring: vueDictQuerySchema,
    },
    ({ typeCode }, _auth, { lang }) => enabledEntries(db, typeCode, lang),
  );
  listRoute(
    app,
    {
      url: DICT_API.optionList,
      access: SESSION,
      tags,
      summary: 'Enabled dictionary entries, paged, optionally of one type',
      querystring: optionValueListQuerySchema,
    },
    ({ typeCode, ...rest }, _auth, { lang }) => listData(db, { ...rest, ...(typeCode ? { dictType: typeCode } : {}), status: 0 }, lang),
  );
  templateRoute(
    app,
    { url: DICT_API.dataTemplate, access: DICT_PERMS.import, tags, summary: 'The import template (xlsx headers)' },
    DICT_DATA_TEMPLATE,
  );
  importRoute(
    app,
    {
      ...change,
      url: DICT_API.dataImport,
      access: DICT_PERMS.import,
      audit: audit('import'),
      summary: `Import data from xlsx (at most ${DICT_DATA_IMPORT_MAX_ROWS} rows, all or nothing)`,
      querystring: importQuerySchema,
    },
    ({ updateSupport }, _auth, { lang, request }) => importDictData(db, request, updatesExisting(updateSupport), lang),
  );
  readRoute(
    app,
    { url: `${DICT_API.data}/:dictCode`, access: DICT_PERMS.query, tags, summary: 'One dictionary entry', params: idParam('dictCode') },
    async ({ dictCode }, _auth, { lang }) => toDictData(await getData(db, dictCode), lang),
  );
  commandRoute(
    app,
    {
      ...change,
      url: DICT_API.data,
      access: DICT_PERMS.add,
      audit: audit('addData'),
      summary: 'Add a dictionary entry',
      body: dictDataSchema,
    },
    (body, _auth, { lang }): Promise<DictData> => createData(db, body, lang),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'PUT',
      url: DICT_API.data,
      access: DICT_PERMS.edit,
      audit: audit('editData'),
      summary: 'Change a dictionary entry',
      body: dictDataUpdateSchema,
    },
    ({ dictCode, ...input }, _auth, { lang }): Promise<DictData> => updateData(db, dictCode, input, lang),
  );
  commandRoute(
    app,
    {
      ...change,
      method: 'DELETE',
      url: `${DICT_API.data}/:ids`,
      access: DICT_PERMS.remove,
      audit: audit('removeData'),
      summary: 'Delete entries (comma-separated ids)',
      params: idsParam(),
    },
    async ({ ids }) => ({ deleted: await deleteData(db, ids) }),
  );
}
