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
  message,
  optionValueListQuerySchema,
  vueDictQuerySchema,
} from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import { sendTemplate } from '../../platform/excel/index.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { requestLang } from '../../platform/http/lang.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { PLATFORM_ONLY, auditOf, guardOf } from '../../platform/routes/access.js';
import { dictCache } from './cache.js';
import { DICT_DATA_COLUMNS, EXPORT_NAMES } from './excel.js';
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

export async function dictRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /* ----- types ----- */
  listRoute(
    base,
    { url: DICT_API.typeList, access: DICT_PERMS.list, tags, summary: 'Dictionary types, paged', querystring: dictTypeQuerySchema },
    (query, _auth, { lang }) => listTypes(db, query, lang),
  );
  app.get(
    `${DICT_API.type}/optionselect`,
    { ...guardOf(DICT_PERMS.list), schema: { tags, summary: 'Every dictionary type (for selects)' } },
    async (request) => ok(await allDictTypes(db, requestLang(request))),
  );
  app.delete(
    DICT_API.typeRefreshCache,
    { ...guardOf(DICT_PERMS.remove, audit('refreshCache'), PLATFORM_ONLY), schema: { tags, summary: 'Clear the dictionary cache' } },
    async () => {
      dictCache.clear();
      return ok();
    },
  );
  app.get(
    `${DICT_API.type}/:dictId`,
    { ...guardOf(DICT_PERMS.query), schema: { tags, summary: 'One dictionary type', params: idParam('dictId') } },
    async (request) => ok(toDictType(await getType(db, request.params['dictId'] as number), requestLang(request))),
  );
  app.post(
    DICT_API.type,
    { ...guardOf(DICT_PERMS.add, audit('add'), PLATFORM_ONLY), schema: { tags, summary: 'Add a dictionary type', body: dictTypeSchema } },
    async (request) => ok(await createType(db, request.body, requestLang(request))),
  );
  app.put(
    DICT_API.type,
    {
      ...guardOf(DICT_PERMS.edit, audit('edit'), PLATFORM_ONLY),
      schema: { tags, summary: 'Change a dictionary type', body: dictTypeUpdateSchema },
    },
    async (request) => {
      const { dictId, ...input } = request.body;
      return ok(await updateType(db, dictId, input, requestLang(request)));
    },
  );
  app.delete(
    `${DICT_API.type}/:ids`,
    {
      ...guardOf(DICT_PERMS.remove, audit('remove'), PLATFORM_ONLY),
      schema: { tags, summary: 'Delete types (comma-separated ids) and their data', params: idsParam() },
    },
    async (request) => ok({ deleted: await deleteTypes(db, request.params.ids) }),
  );

  /* ----- data ----- */
  listRoute(
    base,
    { url: DICT_API.dataList, access: DICT_PERMS.list, tags, summary: 'Dictionary data, paged', querystring: dictDataQuerySchema },
    (query, _auth, { lang }) => listData(db, query, lang),
  );
  app.get(
    `${DICT_API.dataByType}/:dictType`,
    {
      ...guardOf(SESSION),
      schema: { tags, summary: 'The enabled entries of one type (cached)', params: z.object({ dictType: z.string().min(1).max(100) }) },
    },
    async (request) => ok(await enabledEntries(db, request.params.dictType, requestLang(request))),
  );
  app.get(
    DICT_API.vueDict,
    { ...guardOf(SESSION), schema: { tags, summary: 'The enabled entries of one type (typeCode)', querystring: vueDictQuerySchema } },
    async (request) => ok(await enabledEntries(db, request.query.typeCode, requestLang(request))),
  );
  listRoute(
    base,
    {
      url: DICT_API.optionList,
      access: SESSION,
      tags,
      summary: 'Enabled dictionary entries, paged, optionally of one type',
      querystring: optionValueListQuerySchema,
    },
    ({ typeCode, ...rest }, _auth, { lang }) => listData(db, { ...rest, ...(typeCode ? { dictType: typeCode } : {}), status: 0 }, lang),
  );
  app.get(
    DICT_API.dataTemplate,
    { ...guardOf(DICT_PERMS.import), schema: { tags, summary: 'The import template (xlsx headers)' } },
    async (request, reply) => sendTemplate(reply, EXPORT_NAMES.template, requestLang(request), DICT_DATA_COLUMNS as never),
  );
  app.post(
    DICT_API.dataImport,
    {
      ...guardOf(DICT_PERMS.import, audit('import'), PLATFORM_ONLY),
      schema: {
        tags,
        summary: `Import data from xlsx (at most ${DICT_DATA_IMPORT_MAX_ROWS} rows, all or nothing)`,
        querystring: importQuerySchema,
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const update = request.query.updateSupport === 'true' || request.query.updateSupport === '1';
      const imported = await importDictData(db, request, update, lang);
      return ok({ imported }, { result: message('importDone', lang, { count: imported }) });
    },
  );
  app.get(
    `${DICT_API.data}/:dictCode`,
    { ...guardOf(DICT_PERMS.query), schema: { tags, summary: 'One dictionary entry', params: idParam('dictCode') } },
    async (request) => ok(toDictData(await getData(db, request.params['dictCode'] as number), requestLang(request))),
  );
  app.post(
    DICT_API.data,
    {
      ...guardOf(DICT_PERMS.add, audit('addData'), PLATFORM_ONLY),
      schema: { tags, summary: 'Add a dictionary entry', body: dictDataSchema },
    },
    async (request) => ok<DictData>(await createData(db, request.body, requestLang(request))),
  );
  app.put(
    DICT_API.data,
    {
      ...guardOf(DICT_PERMS.edit, audit('editData'), PLATFORM_ONLY),
      schema: { tags, summary: 'Change a dictionary entry', body: dictDataUpdateSchema },
    },
    async (request) => {
      const { dictCode, ...input } = request.body;
      return ok<DictData>(await updateData(db, dictCode, input, requestLang(request)));
    },
  );
  app.delete(
    `${DICT_API.data}/:ids`,
    {
      ...guardOf(DICT_PERMS.remove, audit('removeData'), PLATFORM_ONLY),
      schema: { tags, summary: 'Delete entries (comma-separated ids)', params: idsParam() },
    },
    async (request) => ok({ deleted: await deleteData(db, request.params.ids) }),
  );
}
