import type { DictData, DictType, Lang, Translations } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/index.js';
import type { ImportTemplate } from '../../platform/routes/import.js';

/** A type's status reads as the built-in dictionary of that status (sys_normal_disable). */
const STATUS = codeLabels('dict:builtin.sys_normal_disable', ['0', '1']);

export const DICT_TYPE_COLUMNS: ExcelColumn<DictType>[] = [
  { key: 'dictId', header: texts('dict:export.dictId'), width: 12 },
  { key: 'dictName', header: texts('dict:field.dictName'), width: 28 },
  { key: 'dictType', header: texts('dict:field.dictType'), width: 30 },
  codeColumn('status', texts('common:field.status'), STATUS, 12),
  { key: 'remark', header: texts('common:field.remark'), width: 40 },
  timeColumn('createTime', texts('common:field.createTime')),
];

/** An entry's label in one language; the import sheet may leave the column out. */
const labelColumn = (lang: Lang, key: string, header: Translations): ExcelColumn<DictData> => ({
  key,
  header,
  width: 18,
  optional: true,
  value: (r) => r.labels[lang] ?? '',
});

/** Columns of the data export, the import template and the import sheet (same headers). */
export const DICT_DATA_COLUMNS: ExcelColumn<DictData>[] = [
  { key: 'dictType', header: texts('dict:field.dictType'), width: 26 },
  {
    key: 'dictLabel',
    header: texts('dict:field.dictLabel'),
    width: 22,
    value: (r) => r.defaultLabel,
  },
  { key: 'dictValue', header: texts('dict:field.dictValue'), width: 14 },
  { key: 'dictSort', header: texts('dict:field.dictSort'), width: 10, optional: true },
  {
    key: 'listClass',
    header: texts('dict:field.listClass'),
    width: 12,
    optional: true,
  },
  { key: 'cssClass', header: texts('dict:field.cssClass'), width: 14, optional: true },
  {
    key: 'status',
    header: texts('dict:export.status'),
    width: 14,
    optional: true,
  },
  labelColumn('zh', 'labelZh', texts('dict:export.labelZh')),
  labelColumn('en', 'labelEn', texts('dict:export.labelEn')),
  labelColumn('es', 'labelEs', texts('dict:export.labelEs')),
  labelColumn('ja', 'labelJa', texts('dict:export.labelJa')),
  { key: 'remark', header: texts('common:field.remark'), width: 30, optional: true },
];

/** The entries' import template: the data columns' headers. */
export const DICT_DATA_TEMPLATE: ImportTemplate = { fileName: 'dict_data_template', columns: DICT_DATA_COLUMNS };
