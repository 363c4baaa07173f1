import { MATERIAL_API, MATERIAL_CLASS_PERMS, MATERIAL_ENDPOINTS, MATERIAL_LIMITS, materialClassSaveSchema } from '@vr/contracts';
import type { Key } from 'react';
import { post } from '../../../api/request';
import { defineScreen, ListScreen } from '../../../components/list-page';

const classScreen = defineScreen({
  endpoint: MATERIAL_ENDPOINTS.classList,
  key: 'goods-material-class',
  tableId: 'goods-material-class',
  testId: 'material-class-page',
  namespaces: ['materials'],
  rowKey: 'id',
  permissions: MATERIAL_CLASS_PERMS,
  columns: [
    {
      key: 'classCode',
      priority: 1,
      label: 'materials:field.classCode',
      sortable: true,
      width: 180,
      search: { type: 'text', name: 'keyword', label: 'materials:field.classKeyword' },
    },
    // The name in the reader's language (the server answers it in the request's language).
    { key: 'className', priority: 1, label: 'materials:field.className', sortable: true, ellipsis: true },
    { key: 'orgName', priority: 4, label: 'materials:field.customer', width: 160, ellipsis: true },
    { key: 'createTime', priority: 3, label: 'common:field.createTime', sortable: true, width: 180, render: 'dateTime' },
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(MATERIAL_API.classRemove, { ids }), name: (row) => row.className },
  invalidates: [['list', 'goods-material-class', 'options']],
  form: {
    schema: materialClassSaveSchema,
    entity: 'materials:classEntity',
    fields: [
      {
        name: 'classCode',
        label: 'materials:field.classCode',
        required: true,
        maxLength: MATERIAL_LIMITS.code,
        extra: 'materials:hint.code',
      },
      { name: 'nameZh', label: 'materials:field.nameZh', maxLength: MATERIAL_LIMITS.className, extra: 'materials:hint.className' },
      { name: 'nameEn', label: 'materials:field.nameEn', maxLength: MATERIAL_LIMITS.className },
      { name: 'nameEs', label: 'materials:field.nameEs', maxLength: MATERIAL_LIMITS.className },
      { name: 'nameJa', label: 'materials:field.nameJa', maxLength: MATERIAL_LIMITS.className },
    ],
    initialValues: (row) => (row ? Object.fromEntries(Object.entries(row).map(([k, v]) => [k, v ?? undefined])) : {}),
    create: (values) => post(MATERIAL_API.classSave, values),
    update: (row, values) => post(MATERIAL_API.classSave, { ...values, id: row.id }),
  },
});

/** Goods → Material classification: names in four languages, the list in the reader's. */
export default function MaterialClassPage() {
  return <ListScreen screen={classScreen} />;
}
