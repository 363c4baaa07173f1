import type { Lang, dictDataQuerySchema, dictTypeQuerySchema } from '@vr/contracts';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { asc } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database.js';
import { sendXlsx } from '../../platform/excel/index.js';
import { DICT_DATA_COLUMNS, DICT_TYPE_COLUMNS, EXPORT_NAMES } from './excel.js';
import { dictData, dictTypes } from './schema.js';
import { DATA_DEFAULT_ORDER, dataFilter, toDictData, toDictType, typeFilter } from './service.js';

/** The filtered dictionary types as xlsx. */
export async function sendTypeExport(reply: FastifyReply, db: Database, query: z.output<typeof dictTypeQuerySchema>, lang: Lang) {
  const where = typeFilter(query);
  return sendXlsx(reply, {
    timeZone: await businessTimeZone(db),
    fileName: EXPORT_NAMES.types,
    lang,
    columns: DICT_TYPE_COLUMNS,
    batch: ({ offset, limit }) =>
      db
        .select()
        .from(dictTypes)
        .where(where)
        .orderBy(asc(dictTypes.id))
        .limit(limit)
        .offset(offset)
        .then((r) => r.map((row) => toDictType(row, lang))),
  });
}

/** The filtered dictionary entries as xlsx. */
export async function sendDataExport(reply: FastifyReply, db: Database, query: z.output<typeof dictDataQuerySchema>, lang: Lang) {
  const where = dataFilter(query);
  return sendXlsx(reply, {
    timeZone: await businessTimeZone(db),
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
}
