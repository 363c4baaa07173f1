import { type Lang, MATERIAL_PERMS, MATERIAL_TYPE_LABELS, type Material, type MaterialListQuery, materialListSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type ExcelColumn, codeLabels, timeColumn } from '../../platform/excel/index.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { materialBatch, materialFilter } from './service.js';

const UNIT = codeLabels('materials:export.unit', { 1: 'g', 2: 'ml', 3: 'other' });

/**
 * Columns of the import template and sheet: the classification by its code, the type by its code or
 * its label in any language, the unit as 1/2/3 or its word (what the export writes reads back).
 */
export const MATERIAL_IMPORT_COLUMNS: ExcelColumn<Material>[] = [
  { key: 'materialCode', header: texts('materials:field.materialCode'), width: 18 },
  { key: 'nameZh', header: texts('materials:field.nameZh'), width: 20, optional: true },
  { key: 'nameEn', header: texts('materials:field.nameEn'), width: 20, optional: true },
  {
    key: 'nameEs',
    header: texts('materials:field.nameEs'),
    width: 20,
    optional: true,
  },
  { key: 'nameJa', header: texts('materials:field.nameJa'), width: 20, optional: true },
  {
    key: 'classCode',
    header: texts('materials:field.classCode'),
    width: 16,
    optional: true,
  },
  {
    key: 'materialType',
    header: texts('materials:field.materialType'),
    width: 18,
  },
  {
    key: 'unit',
    header: texts('materials:field.unit'),
    width: 12,
    optional: true,
  },
  { key: 'netContent', header: texts('materials:field.netContent'), width: 12, optional: true },
  {
    key: 'shelfLifeDays',
    header: texts('materials:field.shelfLifeDays'),
    width: 12,
    optional: true,
  },
  { key: 'costPrice', header: texts('materials:field.costPrice'), width: 12, optional: true },
  {
    key: 'salePrice',
    header: texts('materials:field.salePrice'),
    width: 12,
    optional: true,
  },
  {
    key: 'storageTemp',
    header: texts('materials:field.storageTemp'),
    width: 16,
    optional: true,
  },
  {
    key: 'accessoryCode',
    header: texts('materials:field.accessoryCode'),
    width: 12,
    optional: true,
  },
];

/** The export: the customer, the import's columns (type and unit as words, which the import reads back), the classification's name, currency and creation time. */
export const MATERIAL_EXPORT_COLUMNS: ExcelColumn<Material>[] = [
  { key: 'orgName', header: texts('materials:export.customer'), width: 22 },
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
  { key: 'className', header: texts('materials:field.classId'), width: 16 },
  { key: 'currency', header: texts('materials:export.currency'), width: 10 },
  timeColumn('createTime', texts('common:field.createTime')),
];

/** The raw material list's export, run by the export centre: the list's filters in the caller's scope. */
export const materialExportKind: ExportKind<MaterialListQuery, Material> = {
  kind: 'materials',
  permission: MATERIAL_PERMS.export,
  query: materialListSchema,
  fileName: texts('materials:export.fileName'),
  columnChoice: true,
  async plan({ db, user, lang }, query) {
    const where = materialFilter(query, user);
    return {
      columns: MATERIAL_EXPORT_COLUMNS,
      batch: ({ offset, limit }) => materialBatch(db, where, lang, offset, limit),
    };
  },
};
