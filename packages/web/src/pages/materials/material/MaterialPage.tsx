import { MATERIAL_API, MATERIAL_ENDPOINTS, MATERIAL_LIMITS, MATERIAL_PERMS, type Material, materialSaveSchema } from '@vr/contracts';
import type { Key } from 'react';
import { post } from '../../../api/request';
import { formValuesOf, codeColumn, createTimeColumn, defineScreen, ListScreen } from '../../../components/list-page';
import { ImageUpload } from '../../../components/upload';
import { currentLang } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import { codeAndNames } from '../code-and-names';
import { AccessoryCodeSelect, MaterialClassSelect, MaterialTypeSelect, MaterialUnitSelect, unitKey } from './selects';

/** The name in the reader's language, else the Chinese or English one. */
const nameOf = (row: Material) => {
  const lang = currentLang();
  const own = { zh: row.nameZh, en: row.nameEn, es: row.nameEs, ja: row.nameJa }[lang];
  return own || row.nameZh || row.nameEn || '';
};
const money = (key: 'costPrice' | 'salePrice') => (row: Material) => formatMoney(row[key], row.currency, currentLang());

const materialScreen = defineScreen({
  endpoint: MATERIAL_ENDPOINTS.list,
  key: 'goods-material',
  testId: 'material-page',
  namespaces: ['materials'],
  permissions: MATERIAL_PERMS,
  columns: [
    codeColumn('materialCode', 'materials:field.materialCode', 'materials:field.keyword'),
    { key: 'name', priority: 1, label: 'materials:field.name', width: 180, ellipsis: true, render: nameOf },
    { key: 'orgName', priority: 4, label: 'materials:field.customer', width: 160, ellipsis: true },
    {
      key: 'className',
      priority: 2,
      label: 'materials:field.classId',
      sortable: true,
      width: 140,
      search: { type: 'custom', name: 'classId', input: <MaterialClassSelect style={{ width: 180 }} /> },
    },
    {
      key: 'materialType',
      priority: 2,
      label: 'materials:field.materialType',
      sortable: true,
      width: 120,
      render: (row, ctx) => ctx.text(`materials:type.${row.materialType}`),
      search: { type: 'custom', input: <MaterialTypeSelect style={{ width: 160 }} /> },
    },
    {
      key: 'netContent',
      priority: 4,
      label: 'materials:field.netContent',
      width: 120,
      align: 'right',
      render: (row, ctx) => {
        if (row.netContent === null) return '';
        const unit = unitKey(row.unit);
        return unit === 'other' ? String(row.netContent) : `${row.netContent} ${ctx.text(`materials:unitShort.${unit}`)}`;
      },
    },
    { key: 'shelfLifeDays', priority: 4, label: 'materials:field.shelfLifeDays', sortable: true, width: 110, align: 'right' },
    {
      key: 'costPrice',
      priority: 3,
      label: 'materials:field.costPrice',
      sortable: true,
      width: 120,
      align: 'right',
      render: money('costPrice'),
    },
    {
      key: 'salePrice',
      priority: 3,
      label: 'materials:field.salePrice',
      sortable: true,
      width: 120,
      align: 'right',
      render: money('salePrice'),
    },
    { key: 'storageTemp', priority: 4, label: 'materials:field.storageTemp', width: 140, ellipsis: true },
    { key: 'accessoryCode', priority: 4, label: 'materials:field.accessoryCode', width: 100 },
    createTimeColumn({ priority: 4, width: 170 }),
  ],
  toolbar: ['add', 'batchDelete', 'import', 'export'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(MATERIAL_API.remove, { ids }), name: (row) => nameOf(row) || row.materialCode },
  export: { kind: 'materials', columnChoice: true },
  import: {
    entity: 'materials:importName',
    path: MATERIAL_API.import,
    templatePath: MATERIAL_API.importTemplate,
    templateName: 'materials_template',
    maxRows: MATERIAL_LIMITS.importMaxRows,
    allowUpdate: true,
    customer: {
      label: 'materials:field.customer',
      extra: 'materials:hint.importCustomer',
      required: 'materials:hint.importCustomerRequired',
    },
  },
  form: {
    schema: materialSaveSchema,
    entity: 'materials:entity',
    customer: 'materials:field.customer',
    fields: [
      ...codeAndNames<Material>('materialCode', MATERIAL_LIMITS.name, 'materials:hint.name'),
      { name: 'classId', label: 'materials:field.classId', input: <MaterialClassSelect ofFormCustomer /> },
      { name: 'materialType', label: 'materials:field.materialType', required: true, input: <MaterialTypeSelect /> },
      { name: 'unit', label: 'materials:field.unit', input: <MaterialUnitSelect /> },
      { name: 'netContent', label: 'materials:field.netContent', input: 'number', extra: 'materials:hint.netContent' },
      { name: 'shelfLifeDays', label: 'materials:field.shelfLifeDays', input: 'number' },
      { name: 'costPrice', label: 'materials:field.costPrice', input: 'number' },
      { name: 'salePrice', label: 'materials:field.salePrice', input: 'number' },
      { name: 'storageTemp', label: 'materials:field.storageTemp', maxLength: MATERIAL_LIMITS.storageTemp },
      { name: 'accessoryCode', label: 'materials:field.accessoryCode', input: <AccessoryCodeSelect /> },
      {
        name: 'picture',
        label: 'materials:field.picture',
        input: <ImageUpload use="rawMaterialImage" dataField="picture" />,
        testId: false,
      },
    ],
    initialValues: (row) => (row ? formValuesOf(row) : { unit: 1, materialType: 'coffee_beans' }),
    create: (values) => post(MATERIAL_API.save, values),
    update: (row, values) => post(MATERIAL_API.save, { ...values, id: row.id }),
  },
});

/** Goods → Raw materials: the list kit with the xlsx import (into a customer) and export. */
export default function MaterialPage() {
  return <ListScreen screen={materialScreen} />;
}
