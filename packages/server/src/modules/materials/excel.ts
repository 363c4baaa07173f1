import {
  type Lang,
  MATERIAL_PERMS,
  MATERIAL_TYPE_LABELS,
  type Material,
  type MaterialListQuery,
  type Translations,
  materialListSchema,
} from '@vr/contracts';
import type { ExcelColumn } from '../../platform/excel/index.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { materialBatch, materialFilter } from './service.js';

const UNIT: Record<number, Translations> = {
  1: { en: 'g', zh: '克', es: 'g', ja: 'g' },
  2: { en: 'ml', zh: '毫升', es: 'ml', ja: 'ml' },
  3: { en: 'Other', zh: '其他', es: 'Otro', ja: 'その他' },
};

/**
 * Columns of the import template and sheet: the classification by its code, the type by its code or
 * its label in any language, the unit as 1/2/3 or its word (what the export writes reads back).
 */
export const MATERIAL_IMPORT_COLUMNS: ExcelColumn<Material>[] = [
  { key: 'materialCode', header: { en: 'Material code', zh: '原料编码', es: 'Código de material', ja: '原料コード' }, width: 18 },
  { key: 'nameZh', header: { en: 'Chinese name', zh: '中文名称', es: 'Nombre en chino', ja: '中国語名' }, width: 20, optional: true },
  { key: 'nameEn', header: { en: 'English name', zh: '英文名称', es: 'Nombre en inglés', ja: '英語名' }, width: 20, optional: true },
  {
    key: 'nameEs',
    header: { en: 'Spanish name', zh: '西班牙文名称', es: 'Nombre en español', ja: 'スペイン語名' },
    width: 20,
    optional: true,
  },
  { key: 'nameJa', header: { en: 'Japanese name', zh: '日文名称', es: 'Nombre en japonés', ja: '日本語名' }, width: 20, optional: true },
  {
    key: 'classCode',
    header: { en: 'Classification code', zh: '分类编码', es: 'Código de la clasificación', ja: '分類コード' },
    width: 16,
    optional: true,
  },
  {
    key: 'materialType',
    header: { en: 'Type', zh: '原料类型', es: 'Tipo', ja: '種類' },
    width: 18,
  },
  {
    key: 'unit',
    header: { en: 'Unit', zh: '单位', es: 'Unidad', ja: '単位' },
    width: 12,
    optional: true,
  },
  { key: 'netContent', header: { en: 'Net content', zh: '净含量', es: 'Contenido neto', ja: '正味量' }, width: 12, optional: true },
  {
    key: 'shelfLifeDays',
    header: { en: 'Shelf life (days)', zh: '保质期（天）', es: 'Vida útil (días)', ja: '賞味期限（日）' },
    width: 12,
    optional: true,
  },
  { key: 'costPrice', header: { en: 'Cost price', zh: '成本价', es: 'Precio de coste', ja: '原価' }, width: 12, optional: true },
  {
    key: 'salePrice',
    header: { en: 'Suggested price', zh: '建议售价', es: 'Precio sugerido', ja: '希望小売価格' },
    width: 12,
    optional: true,
  },
  {
    key: 'storageTemp',
    header: { en: 'Storage temperature', zh: '储存温度', es: 'Temperatura de almacenamiento', ja: '保存温度' },
    width: 16,
    optional: true,
  },
  {
    key: 'accessoryCode',
    header: { en: 'Accessory code', zh: '辅料编码', es: 'Código de accesorio', ja: '付属品コード' },
    width: 12,
    optional: true,
  },
];

/** The export: the customer, the import's columns (type and unit as words, which the import reads back), the classification's name, currency and creation time. */
export const MATERIAL_EXPORT_COLUMNS: ExcelColumn<Material>[] = [
  { key: 'orgName', header: { en: 'Customer', zh: '客户', es: 'Cliente', ja: '顧客' }, width: 22 },
  ...MATERIAL_IMPORT_COLUMNS.map((c): ExcelColumn<Material> => {
    const base = { ...c, optional: undefined };
    if (c.key === 'materialType')
      return {
        ...base,
        value: (r: Material, lang: Lang) => MATERIAL_TYPE_LABELS[r.materialType][lang],
      };
    if (c.key === 'unit')
      return {
        ...base,
        value: (r: Material, lang: Lang) => UNIT[r.unit]?.[lang] ?? String(r.unit),
      };
    return base;
  }),
  { key: 'className', header: { en: 'Classification', zh: '原料分类', es: 'Clasificación', ja: '分類' }, width: 16 },
  { key: 'currency', header: { en: 'Currency', zh: '币种', es: 'Moneda', ja: '通貨' }, width: 10 },
  {
    key: 'createTime',
    header: { en: 'Created', zh: '创建时间', es: 'Creado', ja: '作成日時' },
    width: 22,
    value: (r: Material) => new Date(r.createTime),
  },
];

/** The raw material list's export, run by the export centre: the list's filters in the caller's scope. */
export const materialExportKind: ExportKind<MaterialListQuery, Material> = {
  kind: 'materials',
  permission: MATERIAL_PERMS.export,
  query: materialListSchema,
  fileName: { en: 'Raw materials', zh: '原料列表', es: 'Materias primas', ja: '原料一覧' },
  columnChoice: true,
  async plan({ db, user, lang }, query) {
    const where = materialFilter(query, user);
    return {
      columns: MATERIAL_EXPORT_COLUMNS,
      batch: ({ offset, limit }) => materialBatch(db, where, lang, offset, limit),
    };
  },
};
