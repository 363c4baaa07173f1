import { PRODUCT_API, PRODUCT_CLASS_PERMS, PRODUCT_ENDPOINTS, PRODUCT_LIMITS, productClassSaveSchema } from '@vr/contracts';
import type { Key } from 'react';
import { post } from '../../../api/request';
import { codeColumn, nameColumn, createTimeColumn, defineScreen, ListScreen } from '../../../components/list-page';
import { PRODUCT_CLASS_OPTIONS_KEY } from '../product/selects';

const classScreen = defineScreen({
  endpoint: PRODUCT_ENDPOINTS.classList,
  key: 'goods-product-class',
  testId: 'product-class-page',
  namespaces: ['products'],
  permissions: PRODUCT_CLASS_PERMS,
  columns: [
    codeColumn('productClassCode', 'products:field.productClassCode', 'products:field.classKeyword', { width: 180 }),
    nameColumn('productClassName', 'products:field.productClassName'),
    { key: 'orgName', priority: 4, label: 'products:field.customer', width: 160, ellipsis: true },
    { key: 'sort', priority: 3, label: 'products:field.sort', sortable: true, width: 100, align: 'right' },
    { key: 'productCount', priority: 2, label: 'products:field.productCount', width: 110, align: 'right' },
    createTimeColumn(),
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(PRODUCT_API.classRemove, { ids }), name: (row) => row.productClassName },
  invalidates: [PRODUCT_CLASS_OPTIONS_KEY],
  form: {
    schema: productClassSaveSchema,
    entity: 'products:classEntity',
    customer: 'products:field.customer',
    fields: [
      {
        name: 'productClassCode',
        label: 'products:field.productClassCode',
        required: true,
        maxLength: PRODUCT_LIMITS.code,
        extra: 'products:hint.code',
      },
      { name: 'productClassName', label: 'products:field.productClassName', required: true, maxLength: PRODUCT_LIMITS.className },
      { name: 'sort', label: 'products:field.sort', input: 'number' },
    ],
    initialValues: (row) => row ?? { sort: 0 },
    create: (values) => post(PRODUCT_API.classSave, values),
    update: (row, values) => post(PRODUCT_API.classSave, { ...values, id: row.id }),
  },
});

/** Goods → Product classification; a platform account chooses the customer of a new one. */
export default function ProductClassPage() {
  return <ListScreen screen={classScreen} />;
}
