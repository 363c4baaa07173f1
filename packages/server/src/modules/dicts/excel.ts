import type { DictData, DictType, Lang, Translations } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { ExcelColumn } from '../../platform/excel/index.js';

/** A type's status reads as the built-in dictionary of that status (sys_normal_disable). */
const STATUS: Record<number, Translations> = {
  0: texts('dict:builtin.sys_normal_disable.0'),
  1: texts('dict:builtin.sys_normal_disable.1'),
};
const statusText = (status: number, lang: Lang) => STATUS[status]?.[lang] ?? String(status);

export const DICT_TYPE_COLUMNS: ExcelColumn<DictType>[] = [
  { key: 'dictId', header: texts('dict:export.dictId'), width: 12 },
  { key: 'dictName', header: texts('dict:field.dictName'), width: 28 },
  { key: 'dictType', header: texts('dict:field.dictType'), width: 30 },
  {
    key: 'status',
    header: texts('common:field.status'),
    width: 12,
    value: (r, lang) => statusText(r.status, lang),
  },
  { key: 'remark', header: texts('common:field.remark'), width: 40 },
  {
    key: 'createTime',
    header: texts('common:field.createTime'),
    width: 22,
    value: (r) => new Date(r.createTime),
  },
];

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
  {
    key: 'labelZh',
    header: texts('dict:export.labelZh'),
    width: 18,
    optional: true,
    value: (r) => r.labels.zh ?? '',
  },
  {
    key: 'labelEn',
    header: texts('dict:export.labelEn'),
    width: 18,
    optional: true,
    value: (r) => r.labels.en ?? '',
  },
  {
    key: 'labelEs',
    header: texts('dict:export.labelEs'),
    width: 18,
    optional: true,
    value: (r) => r.labels.es ?? '',
  },
  {
    key: 'labelJa',
    header: texts('dict:export.labelJa'),
    width: 18,
    optional: true,
    value: (r) => r.labels.ja ?? '',
  },
  { key: 'remark', header: texts('common:field.remark'), width: 30, optional: true },
];

export const EXPORT_NAMES = {
  template: 'dict_data_template',
};
