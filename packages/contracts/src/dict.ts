import { z } from 'zod';
import type { Translations } from './i18n.js';
import { type ListFilters, listEndpoint } from './endpoint.js';
import { listParamsSchema } from './list.js';
import { messageGroup, messageTexts } from './messages.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { dbId, INT4_MAX, filterTime } from './input.js';
import { screenPermissions } from './permissions.js';

/** Dictionary: name and type 1-100, remark 1-500; data label and value 1-100, sort 1-10000. */
export const DICT_LIMITS = {
  name: 100,
  type: 100,
  remark: 500,
  label: 100,
  value: 100,
  sortMin: 1,
  sortMax: 10_000,
  cssClass: 100,
} as const;
/** A blank sort is 100. */
export const DEFAULT_SORT = 100;

export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type ListClass = (typeof LIST_CLASSES)[number];

export const DICT_PERMS = screenPermissions('system:dict', ['list', 'query', 'add', 'edit', 'remove', 'export', 'import']);

export const DICT_API = {
  typeList: '/admin/system/dict/type/list',
  type: '/admin/system/dict/type',
  typeRefreshCache: '/admin/system/dict/type/refreshCache',
  typeOptions: '/admin/system/dict/type/optionselect',
  dataList: '/admin/system/dict/data/list',
  data: '/admin/system/dict/data',
  dataByType: '/admin/system/dict/data/type',
  dataImport: '/admin/system/dict/data/importData',
  dataTemplate: '/admin/system/dict/data/importTemplate',
  optionList: '/api/OptionValue/list',
  vueDict: '/api/OptionValue/vueDict',
} as const;

/** 0 normal, 1 disabled (anything but 0 counts as disabled). */
export const statusSchema = z.coerce.number().int().min(0).max(INT4_MAX).max(1);

/** An optional number that is 100 when blank (blank sort means 100). */
export const sortField = (min: number, max: number) =>
  z.preprocess((v) => (v === '' || v === null || v === undefined ? DEFAULT_SORT : v), z.coerce.number().int().min(min).max(max));

const text = (min: number, max: number) => z.string().trim().min(min).max(max);
const optionalText = (max: number) => z.string().trim().max(max).optional().nullable();

export const dictTypeSchema = z.object({
  dictName: text(1, DICT_LIMITS.name),
  dictType: text(1, DICT_LIMITS.type).regex(/^[a-z][a-z0-9_]*$/i, { message: 'dictTypePattern' }),
  status: statusSchema.default(0),
  remark: text(1, DICT_LIMITS.remark),
});
export type DictTypeInput = z.input<typeof dictTypeSchema>;
export const dictTypeUpdateSchema = dictTypeSchema.extend({ dictId: dbId() });

export const dictLabelsSchema = z
  .object({
    zh: optionalText(DICT_LIMITS.label),
    en: optionalText(DICT_LIMITS.label),
    es: optionalText(DICT_LIMITS.label),
    ja: optionalText(DICT_LIMITS.label),
  })
  .partial();

export const dictDataSchema = z.object({
  dictType: text(1, DICT_LIMITS.type),
  dictLabel: text(1, DICT_LIMITS.label),
  dictValue: text(1, DICT_LIMITS.value),
  dictSort: sortField(DICT_LIMITS.sortMin, DICT_LIMITS.sortMax),
  listClass: z.preprocess((v) => (v === '' || v == null ? 'default' : v), z.enum(LIST_CLASSES)),
  cssClass: optionalText(DICT_LIMITS.cssClass),
  status: statusSchema.default(0),
  remark: optionalText(DICT_LIMITS.remark),
  /** The label in each language; a blank one falls back to dictLabel. */
  labels: dictLabelsSchema.optional(),
});
export type DictDataInput = z.input<typeof dictDataSchema>;
export const dictDataUpdateSchema = dictDataSchema.extend({ dictCode: dbId() });

/** One row of a dictionary-data import sheet (flat: a column per language). */
export const dictDataImportSchema = dictDataSchema.omit({ labels: true }).extend({
  labelZh: optionalText(DICT_LIMITS.label),
  labelEn: optionalText(DICT_LIMITS.label),
  labelEs: optionalText(DICT_LIMITS.label),
  labelJa: optionalText(DICT_LIMITS.label),
});
export const DICT_DATA_IMPORT_MAX_ROWS = 1000;

export const dictTypeQuerySchema = listParamsSchema.extend({
  dictName: z.string().trim().max(100).optional(),
  dictType: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
  beginTime: filterTime(),
  endTime: filterTime(),
});

export const dictDataQuerySchema = listParamsSchema.extend({
  dictType: z.string().trim().max(100).optional(),
  dictLabel: z.string().trim().max(100).optional(),
  status: z.coerce.number().int().min(0).max(INT4_MAX).max(1).optional(),
});

export const vueDictQuerySchema = z.object({ typeCode: z.string().trim().min(1).max(100) });
export const optionValueListQuerySchema = listParamsSchema.extend({ typeCode: z.string().trim().max(100).optional() });

export interface DictType {
  dictId: number;
  dictName: string;
  dictType: string;
  status: number;
  remark: string | null;
  builtIn: boolean;
  createTime: string;
}

export interface DictData {
  dictCode: number;
  dictType: string;
  /** The label in the request's language (falls back to the stored default label). */
  dictLabel: string;
  dictValue: string;
  dictSort: number;
  listClass: ListClass;
  cssClass: string | null;
  status: number;
  remark: string | null;
  /** The default label as stored (what the form edits). */
  defaultLabel: string;
  labels: Partial<Translations>;
  builtIn: boolean;
  createTime: string;
}

addFieldLabels(messageGroup('dict.field.'));

addRuleMessages({ dictTypePattern: messageTexts('dictTypePattern') });

export type DictTypeQuery = ListFilters<z.infer<typeof dictTypeQuerySchema>>;
export type DictDataQuery = ListFilters<z.infer<typeof dictDataQuerySchema>>;

export const DICT_ENDPOINTS = {
  typeList: listEndpoint<DictTypeQuery, DictType>(DICT_API.typeList),
  dataList: listEndpoint<DictDataQuery, DictData>(DICT_API.dataList),
} as const;
