import type { DictData, DictType, Lang, Translations } from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';

const h = (en: string, zh: string, es: string, ja: string): Translations => ({ en, zh, es, ja });

const STATUS: Record<number, Translations> = {
  0: h('Normal', '正常', 'Normal', '正常'),
  1: h('Disabled', '停用', 'Deshabilitado', '無効'),
};
const statusText = (status: number, lang: Lang) => STATUS[status]?.[lang] ?? String(status);

export const DICT_TYPE_COLUMNS: ExcelColumn<DictType>[] = [
  { key: 'dictId', header: h('Dictionary ID', '字典编号', 'ID', '辞書 ID'), width: 12 },
  { key: 'dictName', header: h('Dictionary name', '字典名称', 'Nombre del diccionario', '辞書名'), width: 28 },
  { key: 'dictType', header: h('Dictionary type', '字典类型', 'Tipo de diccionario', '辞書タイプ'), width: 30 },
  { key: 'status', header: h('Status', '状态', 'Estado', 'ステータス'), width: 12, value: (r, lang) => statusText(r.status, lang) },
  { key: 'remark', header: h('Remark', '备注', 'Observación', '備考'), width: 40 },
  { key: 'createTime', header: h('Created', '创建时间', 'Creado', '作成日時'), width: 22, value: (r) => new Date(r.createTime) },
];

/** Columns of the data export, the import template and the import sheet (same headers). */
export const DICT_DATA_COLUMNS: ExcelColumn<DictData>[] = [
  { key: 'dictType', header: h('Dictionary type', '字典类型', 'Tipo de diccionario', '辞書タイプ'), width: 26 },
  { key: 'dictLabel', header: h('Data label', '数据标签', 'Etiqueta', 'データラベル'), width: 22, value: (r) => r.defaultLabel },
  { key: 'dictValue', header: h('Data value', '数据键值', 'Valor', 'データ値'), width: 14 },
  { key: 'dictSort', header: h('Sort', '显示排序', 'Orden', '表示順'), width: 10, optional: true },
  { key: 'listClass', header: h('Tag style', '回显样式', 'Estilo de etiqueta', 'タグスタイル'), width: 12, optional: true },
  { key: 'cssClass', header: h('CSS class', '样式属性', 'Clase CSS', 'CSS クラス'), width: 14, optional: true },
  {
    key: 'status',
    header: h('Status (0 normal, 1 disabled)', '状态（0正常 1停用）', 'Estado (0 normal, 1 deshabilitado)', 'ステータス（0 正常、1 無効）'),
    width: 14,
    optional: true,
  },
  {
    key: 'labelZh',
    header: h('Label (Chinese)', '标签（中文）', 'Etiqueta (chino)', 'ラベル（中国語）'),
    width: 18,
    optional: true,
    value: (r) => r.labels.zh ?? '',
  },
  {
    key: 'labelEn',
    header: h('Label (English)', '标签（英文）', 'Etiqueta (inglés)', 'ラベル（英語）'),
    width: 18,
    optional: true,
    value: (r) => r.labels.en ?? '',
  },
  {
    key: 'labelEs',
    header: h('Label (Spanish)', '标签（西班牙文）', 'Etiqueta (español)', 'ラベル（スペイン語）'),
    width: 18,
    optional: true,
    value: (r) => r.labels.es ?? '',
  },
  {
    key: 'labelJa',
    header: h('Label (Japanese)', '标签（日文）', 'Etiqueta (japonés)', 'ラベル（日本語）'),
    width: 18,
    optional: true,
    value: (r) => r.labels.ja ?? '',
  },
  { key: 'remark', header: h('Remark', '备注', 'Observación', '備考'), width: 30, optional: true },
];

export const EXPORT_NAMES = {
  types: 'dict_type',
  data: 'dict_data',
  template: 'dict_data_template',
};
