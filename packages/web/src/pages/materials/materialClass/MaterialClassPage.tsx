import { MATERIAL_API, MATERIAL_CLASS_PERMS, MATERIAL_ENDPOINTS, MATERIAL_LIMITS, materialClassSaveSchema } from '@vr/contracts';
import type { Key } from 'react';
import { post } from '../../../api/request';
import { formValuesOf, codeColumn, nameColumn, createTimeColumn, defineScreen, ListScreen } from '../../../components/list-page';
import { codeAndNames } from '../code-and-names';

const classScreen = defineScreen({
  endpoint: MATERIAL_ENDPOINTS.classList,
  key: 'goods-material-class',
  testId: 'material-class-page',
  namespaces: ['materials'],
  permissions: MATERIAL_CLASS_PERMS,
  columns: [
    codeColumn('classCode', 'materials:field.classCode', 'materials:field.classKeyword', { width: 180 }),
    nameColumn('className', 'materials:field.className'),
    { key: 'orgName', priority: 4, label: 'materials:field.customer', width: 160, ellipsis: true },
    createTimeColumn(),
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(MATERIAL_API.classRemove, { ids }), name: (row) => row.className },
  invalidates: [['list', 'goods-material-class', 'options']],
  form: {
    schema: materialClassSaveSchema,
    entity: 'materials:classEntity',
    fields: codeAndNames('classCode', MATERIAL_LIMITS.className, 'materials:hint.className'),
    initialValues: (row) => (row ? formValuesOf(row) : {}),
    create: (values) => post(MATERIAL_API.classSave, values),
    update: (row, values) => post(MATERIAL_API.classSave, { ...values, id: row.id }),
  },
});

/** Goods → Material classification: names in four languages, the list in the reader's. */
export default function MaterialClassPage() {
  return <ListScreen screen={classScreen} />;
}
