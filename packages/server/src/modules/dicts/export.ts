import { DICT_PERMS, dictDataQuerySchema, dictTypeQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { asc } from 'drizzle-orm';
import { listExportKind } from '../../platform/exports/list-kind.js';
import { DICT_DATA_COLUMNS, DICT_TYPE_COLUMNS } from './excel.js';
import { dictData, dictTypes } from './schema.js';
import { DATA_DEFAULT_ORDER, dataFilter, toDictData, toDictType, typeFilter } from './service.js';

/** The dictionary types' export, run by the export centre: the list's filters, by id. */
export const dictTypeExportKind = listExportKind({
  kind: 'dictTypes',
  permission: DICT_PERMS.export,
  query: dictTypeQuerySchema,
  fileName: texts('dict:export.typesFile'),
  columns: DICT_TYPE_COLUMNS,
  filter: (query) => typeFilter(query),
  select: ({ db }, where) => db.select().from(dictTypes).where(where).orderBy(asc(dictTypes.id)),
  toRow: (row, { lang }) => toDictType(row, lang),
});

/** The dictionary entries' export, run by the export centre: the list's filters, in display order. */
export const dictDataExportKind = listExportKind({
  kind: 'dictData',
  permission: DICT_PERMS.export,
  query: dictDataQuerySchema,
  fileName: texts('dict:export.dataFile'),
  columns: DICT_DATA_COLUMNS,
  filter: (query) => dataFilter(query),
  select: ({ db }, where) =>
    db
      .select()
      .from(dictData)
      .where(where)
      .orderBy(...DATA_DEFAULT_ORDER),
  toRow: (row, { lang }) => toDictData(row, lang),
});
