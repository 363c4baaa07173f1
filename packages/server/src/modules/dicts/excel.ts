import type { DictData, DictType, Lang, Translations } from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';

const STATUS: Record<number, Translations> = {
  0: { en: 'Normal', zh: '正常', es: 'Normal', ja: '正常' },
  1: { en: 'Disabled', zh: '停用', es: 'Deshabilitado', ja: '無効' },
};
const statusText = (status: number, lang: Lang) => STATUS[status]?.[lang] ?? String(status);

export const DICT_TYPE_COLUMNS: ExcelColumn<DictType>[] = [
  { key: 'dictId', header: { en: 'Dictionary ID', zh: '字典编号', es: 'ID', ja: '辞書 ID' }, width: 12 },
  { key: 'dictName', header: { en: 'Dictionary name', zh: '字典名称', es: 'Nombre del diccionario', ja: '辞書名' }, width: 28 },
  { key: 'dictType', header: { en: 'Dictionary type', zh: '字典类型', es: 'Tipo de diccionario', ja: '辞書タイプ' }, width: 30 },
  {
    key: 'status',
    header: { en: 'Status', zh: '状态', es: 'Estado', ja: 'ステータス' },
    width: 12,
    value: (r, lang) => statusText(r.status, lang),
  },
  { key: 'remark', header: { en: 'Remark', zh: '备注', es: 'Observación', ja: '備考' }, width: 40 },
  {
    key: 'createTime',
    header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
    width: 22,
    value: (r) => new Date(r.createTime),
  },
];

/** Columns of the data export, the import template and the import sheet (same headers). */
export const DICT_DATA_COLUMNS: ExcelColumn<DictData>[] = [
  { key: 'dictType', header: { en: 'Dictionary type', zh: '字典类型', es: 'Tipo de diccionario', ja: '辞書タイプ' }, width: 26 },
  {
    key: 'dictLabel',
    header: { en: 'Data label', zh: '数据标签', es: 'Etiqueta', ja: 'データラベル' },
    width: 22,
    value: (r) => r.defaultLabel,
  },
  { key: 'dictValue', header: { en: 'Data value', zh: '数据键值', es: 'Valor', ja: 'データ値' }, width: 14 },
  { key: 'dictSort', header: { en: 'Sort', zh: '显示排序', es: 'Orden', ja: '表示順' }, width: 10, optional: true },
  {
    key: 'listClass',
    header: { en: 'Tag style', zh: '回显样式', es: 'Estilo de etiqueta', ja: 'タグスタイル' },
    width: 12,
    optional: true,
  },
  { key: 'cssClass', header: { en: 'CSS class', zh: '样式属性', es: 'Clase CSS', ja: 'CSS クラス' }, width: 14, optional: true },
  {
    key: 'status',
    header: {
      en: 'Status (0 normal, 1 disabled)',
      zh: '状态（0正常 1停用）',
      es: 'Estado (0 normal, 1 deshabilitado)',
      ja: 'ステータス（0 正常、1 無効）',
    },
    width: 14,
    optional: true,
  },
  {
    key: 'labelZh',
    header: { en: 'Label (Chinese)', zh: '标签（中文）', es: 'Etiqueta (chino)', ja: 'ラベル（中国語）' },
    width: 18,
    optional: true,
    value: (r) => r.labels.zh ?? '',
  },
  {
    key: 'labelEn',
    header: { en: 'Label (English)', zh: '标签（英文）', es: 'Etiqueta (inglés)', ja: 'ラベル（英語）' },
    width: 18,
    optional: true,
    value: (r) => r.labels.en ?? '',
  },
  {
    key: 'labelEs',
    header: { en: 'Label (Spanish)', zh: '标签（西班牙文）', es: 'Etiqueta (español)', ja: 'ラベル（スペイン語）' },
    width: 18,
    optional: true,
    value: (r) => r.labels.es ?? '',
  },
  {
    key: 'labelJa',
    header: { en: 'Label (Japanese)', zh: '标签（日文）', es: 'Etiqueta (japonés)', ja: 'ラベル（日本語）' },
    width: 18,
    optional: true,
    value: (r) => r.labels.ja ?? '',
  },
  { key: 'remark', header: { en: 'Remark', zh: '备注', es: 'Observación', ja: '備考' }, width: 30, optional: true },
];

export const EXPORT_NAMES = {
  template: 'dict_data_template',
};
