import { EditOutlined, PictureOutlined } from '@ant-design/icons';
import {
  PRODUCT_API,
  PRODUCT_ENDPOINTS,
  PRODUCT_PERMS,
  PRODUCT_TYPES,
  type ProductDetail,
  type ProductRow,
  productSaveSchema,
} from '@vr/contracts';
import { Image } from 'antd';
import type { Key } from 'react';
import { get, post } from '../../../api/request';
import { formValuesOf, codeColumn, nameColumn, defineScreen, ListScreen } from '../../../components/list-page';
import { currentLang } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import { ModelMultiSelect, ModelNames, ProductClassSelect, PRODUCT_CLASS_OPTIONS_KEY } from './selects';
import { ProductFields } from './ProductFields';

const money = (key: 'sellingPrice' | 'originalPrice') => (row: ProductRow) => formatMoney(row[key], row.currency, currentLang());

/** A new product: freshly made, with one pour step and one cup size to fill in. */
const NEW_PRODUCT = {
  productType: 'fresh',
  modelIds: [],
  barcodes: [],
  cupCovers: [],
  recipe: { steps: [{ pourOrder: 1, water: 0, amount: 0 }], cupSizes: [{ size: 'M', extraPrice: 0 }], tastes: [] },
};

/** The list row lacks the recipe: the form opens on the whole product. */
type Editing = ProductRow & Partial<ProductDetail>;

const productScreen = defineScreen({
  endpoint: PRODUCT_ENDPOINTS.list,
  key: 'goods-product',
  testId: 'product-page',
  namespaces: ['products'],
  permissions: PRODUCT_PERMS,
  columns: [
    {
      key: 'mainImage',
      // Not on a phone's card: its title is the code.
      priority: 3,
      label: 'products:field.image',
      width: 72,
      render: (row) =>
        row.mainImage ? (
          <Image src={row.mainImage} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} alt="" />
        ) : (
          <PictureOutlined style={{ fontSize: 24, color: 'var(--ant-color-text-quaternary, #bfbfbf)' }} aria-hidden />
        ),
    },
    codeColumn('productCode', 'products:field.productCode', 'products:field.keyword'),
    nameColumn('displayName', 'products:field.name', { width: 180 }),
    // Products of different customers share codes: the customer tells their rows apart.
    { key: 'orgName', priority: 4, label: 'products:field.customer', width: 160, ellipsis: true },
    {
      key: 'productClassName',
      priority: 2,
      label: 'products:field.productClassId',
      sortable: true,
      width: 120,
      search: { type: 'custom', name: 'productClassId', input: <ProductClassSelect style={{ width: 180 }} /> },
    },
    {
      key: 'productType',
      priority: 3,
      label: 'products:field.productType',
      sortable: true,
      width: 120,
      render: (row, ctx) => ctx.text(`products:type.${row.productType}`),
      search: { type: 'select', options: PRODUCT_TYPES.map((v) => ({ value: v, label: `products:type.${v}` })) },
    },
    {
      key: 'sellingPrice',
      priority: 1,
      label: 'products:field.sellingPrice',
      sortable: true,
      width: 120,
      align: 'right',
      render: money('sellingPrice'),
    },
    {
      key: 'originalPrice',
      priority: 4,
      label: 'products:field.originalPrice',
      sortable: true,
      width: 120,
      align: 'right',
      render: money('originalPrice'),
    },
    {
      key: 'modelIds',
      priority: 3,
      label: 'products:field.models',
      width: 180,
      render: (row) => <ModelNames ids={row.modelIds} />,
      search: {
        type: 'custom',
        name: 'modelId',
        label: 'products:field.models',
        input: <ModelMultiSelect mode={undefined} style={{ width: 200 }} />,
      },
    },
    {
      key: 'deviceCount',
      priority: 2,
      label: 'products:field.deviceCount',
      width: 100,
      align: 'right',
    },
    { key: 'updateTime', priority: 4, label: 'products:field.updateTime', sortable: true, width: 170, render: 'dateTime' },
  ],
  searchOrder: ['keyword', 'productClassId', 'productType', 'modelId'],
  toolbar: ['add', 'batchDelete'],
  rowActions: [
    {
      key: 'edit',
      label: 'common:action.edit',
      icon: <EditOutlined />,
      permission: PRODUCT_PERMS.edit,
      onClick: (row, ctx) =>
        void get<ProductDetail>(PRODUCT_API.detail, { id: row.id }).then((res) => ctx.openForm({ ...row, ...res.data } as Editing)),
    },
    'delete',
  ],
  remove: { call: (ids: Key[]) => post(PRODUCT_API.remove, { ids }), name: (row) => row.displayName || row.productCode },
  invalidates: [PRODUCT_CLASS_OPTIONS_KEY, ['list', 'goods-product-class']],
  form: {
    schema: productSaveSchema,
    entity: 'products:entity',
    size: 1040,
    fields: (row) => <ProductFields editing={row !== null} />,
    initialValues: (row) => (row ? formValuesOf(row) : NEW_PRODUCT),
    create: (values) => post(PRODUCT_API.save, values),
    update: (row, values) => post(PRODUCT_API.save, { ...values, id: row.id }),
  },
});

/** Goods → Product information: products with their base recipes. */
export default function ProductPage() {
  return <ListScreen screen={productScreen} />;
}
