import { DICT_PERMS, dictDataQuerySchema, dictTypeQuerySchema } from '@vr/contracts';
import { asc } from 'drizzle-orm';
import type { z } from 'zod';
import type { ExportKind } from '../../platform/exports/kind.js';
import { DICT_DATA_COLUMNS, DICT_TYPE_COLUMNS } from './excel.js';
import { dictData, dictTypes } from './schema.js';
import { DATA_DEFAULT_ORDER, dataFilter, toDictData, toDictType, typeFilter } from './service.js';

/** The dictionary types' export, run by the export centre: the list's filters, by id. */
export const dictTypeExportKind: ExportKind<z.output<typeof dictTypeQuerySchema>> = {
  kind: 'dictTypes',
  permission: DICT_PERMS.export,
  query: dictTypeQuerySchema,
  fileName: { en: 'Dictionary types', zh: '字典类型', es: 'Tipos de diccionario', ja: '辞書タイプ' },
  columnChoice: true,
  async plan({ db, lang }, query) {
    const where = typeFilter(query);
    return {
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
    };
  },
};

/** The dictionary entries' export, run by the export centre: the list's filters, in display order. */
export const dictDataExportKind: ExportKind<z.output<typeof dictDataQuerySchema>> = {
  kind: 'dictData',
  permission: DICT_PERMS.export,
  query: dictDataQuerySchema,
  fileName: { en: 'Dictionary data', zh: '字典数据', es: 'Datos del diccionario', ja: '辞書データ' },
  columnChoice: true,
  async plan({ db, lang }, query) {
    const where = dataFilter(query);
    return {
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
    };
  },
};
