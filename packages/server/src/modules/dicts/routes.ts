import {
  DICT_API,
  DICT_DATA_IMPORT_MAX_ROWS,
  DICT_PERMS,
  type DictData,
  type ImportRowError,
  SESSION,
  dictDataImportSchema,
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
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { duplicateRows, parseImport, sendTemplate, sendXlsx } from '../../platform/excel/index.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import type { ModuleContext } from '../../platform/area.js';
import { dictCache } from './cache.js';
import { DICT_DATA_COLUMNS, DICT_TYPE_COLUMNS, EXPORT_NAMES } from './excel.js';
import { dictData, dictTypes } from './schema.js';
import {
  DATA_DEFAULT_ORDER,
  cleanLabels,
  createData,
  createType,
  dataFilter,
  dataOfType,
  deleteData,
  deleteTypes,
  getData,
  getType,
  listData,
  listTypes,
  toDictData,
  toDictType,
  typeFilter,
  updateData,
  updateType,
} from './service.js';
import { idParam, idsParam } from '../../platform/http/params.js';
import { auditOf } from '../../platform/routes/access.js';

const TAGS = ['dictionaries'];

const audit = auditOf('dict');

export async function dictRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();

  /* ----- types ----- */
  app.get(
    DICT_API.typeList,
    { config: { access: DICT_PERMS.list }, schema: { tags: TAGS, summary: 'Dictionary types, paged', querystring: dictTypeQuerySchema } },
    async (request) => okList(await listTypes(db, request.query)),
  );

  app.get(
    `${DICT_API.type}/optionselect`,
    { config: { access: DICT_PERMS.list }, schema: { tags: TAGS, summary: 'Every dictionary type (for selects)' } },
    async () => ok((await db.select().from(dictTypes).orderBy(asc(dictTypes.dictType))).map(toDictType)),
  );

  app.get(
    DICT_API.typeExport,
    {
      config: { access: DICT_PERMS.export },
      schema: { tags: TAGS, summary: 'Export the filtered types (xlsx)', querystring: dictTypeQuerySchema },
    },
    async (request, reply) => {
      const where = typeFilter(request.query);
      return sendXlsx(reply, {
        fileName: EXPORT_NAMES.types,
        lang: requestLang(request),
        columns: DICT_TYPE_COLUMNS,
        batch: ({ offset, limit }) =>
          db
            .select()
            .from(dictTypes)
            .where(where)
            .orderBy(asc(dictTypes.id))
            .limit(limit)
            .offset(offset)
            .then((r) => r.map(toDictType)),
      });
    },
  );

  app.delete(
    DICT_API.typeRefreshCache,
    { config: { access: DICT_PERMS.remove, audit: audit('refreshCache') }, schema: { tags: TAGS, summary: 'Clear the dictionary cache' } },
    async () => {
      dictCache.clear();
      return ok();
    },
  );

  app.get(
    `${DICT_API.type}/:dictId`,
    { config: { access: DICT_PERMS.query }, schema: { tags: TAGS, summary: 'One dictionary type', params: idParam('dictId') } },
    async (request) => ok(toDictType(await getType(db, request.params['dictId'] as number))),
  );

  app.post(
    DICT_API.type,
    {
      config: { access: DICT_PERMS.add, audit: audit('add') },
      schema: { tags: TAGS, summary: 'Add a dictionary type', body: dictTypeSchema },
    },
    async (request) => ok(await createType(db, request.body)),
  );

  app.put(
    DICT_API.type,
    {
      config: { access: DICT_PERMS.edit, audit: audit('edit') },
      schema: { tags: TAGS, summary: 'Change a dictionary type', body: dictTypeUpdateSchema },
    },
    async (request) => {
      const { dictId, ...input } = request.body;
      return ok(await updateType(db, dictId, input));
    },
  );

  app.delete(
    `${DICT_API.type}/:ids`,
    {
      config: { access: DICT_PERMS.remove, audit: audit('remove') },
      schema: { tags: TAGS, summary: 'Delete types (comma-separated ids) and their data', params: idsParam() },
    },
    async (request) => ok({ deleted: await deleteTypes(db, request.params.ids) }),
  );

  /* ----- data ----- */
  app.get(
    DICT_API.dataList,
    { config: { access: DICT_PERMS.list }, schema: { tags: TAGS, summary: 'Dictionary data, paged', querystring: dictDataQuerySchema } },
    async (request) => okList(await listData(db, request.query, requestLang(request))),
  );

  app.get(
    `${DICT_API.dataByType}/:dictType`,
    {
      config: { access: SESSION },
      schema: {
        tags: TAGS,
        summary: 'The enabled entries of one type (cached)',
        params: z.object({ dictType: z.string().min(1).max(100) }),
      },
    },
    async (request) => {
      const lang = requestLang(request);
      return ok((await dataOfType(db, request.params.dictType)).map((r) => toDictData(r, lang)));
    },
  );

  app.get(
    DICT_API.vueDict,
    {
      config: { access: SESSION },
      schema: { tags: TAGS, summary: 'The enabled entries of one type (typeCode)', querystring: vueDictQuerySchema },
    },
    async (request) => {
      const lang = requestLang(request);
      return ok((await dataOfType(db, request.query.typeCode)).map((r) => toDictData(r, lang)));
    },
  );

  app.get(
    DICT_API.optionList,
    {
      config: { access: SESSION },
      schema: { tags: TAGS, summary: 'Enabled dictionary entries, paged, optionally of one type', querystring: optionValueListQuerySchema },
    },
    async (request) => {
      const { typeCode, ...rest } = request.query;
      return okList(await listData(db, { ...rest, ...(typeCode ? { dictType: typeCode } : {}), status: 0 }, requestLang(request)));
    },
  );

  app.get(
    DICT_API.dataExport,
    {
      config: { access: DICT_PERMS.export },
      schema: { tags: TAGS, summary: 'Export the filtered data (xlsx)', querystring: dictDataQuerySchema },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      const where = dataFilter(request.query);
      return sendXlsx(reply, {
        fileName: EXPORT_NAMES.data,
        lang,
        columns: DICT_DATA_COLUMNS,
        batch: ({ offset, limit }) =>
          db
            .select()
            .from(dictData)
            .where(where)
            .orderBy(...DATA_DEFAULT_ORDER)
            .limit(limit)
            .offset(offset)
            .then((r) => r.map((row) => toDictData(row, lang))),
      });
    },
  );

  app.get(
    DICT_API.dataTemplate,
    { config: { access: DICT_PERMS.import }, schema: { tags: TAGS, summary: 'The import template (xlsx headers)' } },
    async (request, reply) => sendTemplate(reply, EXPORT_NAMES.template, requestLang(request), DICT_DATA_COLUMNS as never),
  );

  app.post(
    DICT_API.dataImport,
    {
      config: { access: DICT_PERMS.import, audit: audit('import') },
      schema: {
        tags: TAGS,
        summary: `Import data from xlsx (at most ${DICT_DATA_IMPORT_MAX_ROWS} rows, all or nothing)`,
        querystring: importQuerySchema,
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const update = request.query.updateSupport === 'true' || request.query.updateSupport === '1';
      const existingId = new Map<string, number>();
      const keyOf = (d: { dictType: string; dictValue: string }) => `${d.dictType}\u0000${d.dictValue}`;
      const rows = await parseImport(request, {
        columns: DICT_DATA_COLUMNS as never,
        schema: dictDataImportSchema,
        maxRows: DICT_DATA_IMPORT_MAX_ROWS,
        lang,
        check: async (valid) => {
          const errors: ImportRowError[] = duplicateRows(valid, keyOf, 'dictValue', lang);
          const types = [...new Set(valid.map((r) => r.data.dictType))];
          if (types.length === 0) return errors;
          const known = new Set(
            (await db.select({ t: dictTypes.dictType }).from(dictTypes).where(inArray(dictTypes.dictType, types))).map((r) => r.t),
          );
          const existing = await db
            .select({ id: dictData.id, dictType: dictData.dictType, dictValue: dictData.dictValue })
            .from(dictData)
            .where(inArray(dictData.dictType, types));
          for (const e of existing) existingId.set(keyOf(e), e.id);
          for (const { row, data } of valid) {
            if (!known.has(data.dictType)) {
              errors.push({ row, field: 'dictType', message: message('dictTypeUnknown', lang, { dictType: data.dictType }) });
            } else if (!update && existingId.has(keyOf(data))) {
              errors.push({ row, field: 'dictValue', message: message('dictValueExists', lang, { dictValue: data.dictValue }) });
            }
          }
          return errors;
        },
      });

      const toInsert: (typeof dictData.$inferInsert)[] = [];
      await db.transaction(async (tx) => {
        for (const { data } of rows) {
          const { labelZh, labelEn, labelEs, labelJa, ...rest } = data;
          const values = {
            ...rest,
            cssClass: rest.cssClass ?? null,
            remark: rest.remark ?? null,
            labels: cleanLabels({ zh: labelZh, en: labelEn, es: labelEs, ja: labelJa }),
          };
          const id = existingId.get(keyOf(data));
          if (id !== undefined)
            await tx
              .update(dictData)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(dictData.id, id));
          else toInsert.push(values);
        }
        for (let i = 0; i < toInsert.length; i += 500) await tx.insert(dictData).values(toInsert.slice(i, i + 500));
      });
      dictCache.clear();
      return ok({ imported: rows.length }, { result: message('importDone', lang, { count: rows.length }) });
    },
  );

  app.get(
    `${DICT_API.data}/:dictCode`,
    { config: { access: DICT_PERMS.query }, schema: { tags: TAGS, summary: 'One dictionary entry', params: idParam('dictCode') } },
    async (request) => ok(toDictData(await getData(db, request.params['dictCode'] as number), requestLang(request))),
  );

  app.post(
    DICT_API.data,
    {
      config: { access: DICT_PERMS.add, audit: audit('addData') },
      schema: { tags: TAGS, summary: 'Add a dictionary entry', body: dictDataSchema },
    },
    async (request) => ok<DictData>(await createData(db, request.body, requestLang(request))),
  );

  app.put(
    DICT_API.data,
    {
      config: { access: DICT_PERMS.edit, audit: audit('editData') },
      schema: { tags: TAGS, summary: 'Change a dictionary entry', body: dictDataUpdateSchema },
    },
    async (request) => {
      const { dictCode, ...input } = request.body;
      return ok<DictData>(await updateData(db, dictCode, input, requestLang(request)));
    },
  );

  app.delete(
    `${DICT_API.data}/:ids`,
    {
      config: { access: DICT_PERMS.remove, audit: audit('removeData') },
      schema: { tags: TAGS, summary: 'Delete entries (comma-separated ids)', params: idsParam() },
    },
    async (request) => ok({ deleted: await deleteData(db, request.params.ids) }),
  );
}

/** For other modules: the enabled values of a type (e.g. to validate a field against a dictionary). */
export async function dictValues(db: Database, dictType: string): Promise<string[]> {
  const rows = await db
    .select({ v: dictData.dictValue })
    .from(dictData)
    .where(and(eq(dictData.dictType, dictType), eq(dictData.status, 0)));
  return rows.map((r) => r.v);
}
