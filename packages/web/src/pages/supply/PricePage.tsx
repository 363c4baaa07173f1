import {
  MATERIAL_PRICE_PERMS,
  type MaterialPrice,
  SUPPLY_API,
  SUPPLY_ENDPOINTS,
  SUPPLY_LIMITS,
  materialPriceSaveSchema,
} from '@vr/contracts';
import type { Key } from 'react';
import { post } from '../../api/request';
import { createTimeColumn, customerColumn, defineScreen, ListScreen } from '../../components/list-page';
import { DayInput, MaterialSelect, moneyOf } from './inputs';

const priceScreen = defineScreen({
  endpoint: SUPPLY_ENDPOINTS.prices,
  key: 'supply-price',
  testId: 'supply-price-page',
  namespaces: ['supply'],
  permissions: MATERIAL_PRICE_PERMS,
  columns: [
    customerColumn<MaterialPrice>('supply:field.buyer', { priority: 1, sortable: false, width: 170 }),
    { key: 'materialCode', priority: 1, label: 'supply:field.materialCode', sortable: true, width: 130, ellipsis: true },
    {
      key: 'materialName',
      priority: 1,
      label: 'supply:field.material',
      width: 170,
      ellipsis: true,
      search: { type: 'text', name: 'material' },
    },
    {
      key: 'priceCents',
      priority: 1,
      label: 'supply:field.price',
      sortable: true,
      width: 120,
      align: 'right',
      render: (row) => moneyOf(row.priceCents, row.currency),
    },
    { key: 'validFrom', priority: 2, label: 'supply:field.validFrom', sortable: true, width: 120 },
    {
      key: 'validTo',
      priority: 2,
      label: 'supply:field.validTo',
      sortable: true,
      width: 120,
      render: (row, ctx) => row.validTo ?? ctx.text('supply:price.openEnd'),
    },
    { key: 'day', label: 'supply:field.day', searchOnly: true, search: { type: 'custom', input: <DayInput data-testid="search-day" /> } },
    { key: 'remark', priority: 4, label: 'supply:field.remark', width: 180, ellipsis: true },
    createTimeColumn({ priority: 4, width: 170 }),
  ],
  toolbar: ['add', 'batchDelete'],
  rowActions: ['edit', 'delete'],
  remove: { call: (ids: Key[]) => post(SUPPLY_API.priceRemove, { ids }), name: (row) => `${row.orgName} · ${row.materialCode}` },
  form: {
    schema: materialPriceSaveSchema,
    entity: 'supply:price.entity',
    as: 'modal',
    fields: [
      { name: 'orgId', label: 'supply:field.buyer', required: true, input: 'org' },
      { name: 'materialId', label: 'supply:field.material', required: true, input: <MaterialSelect /> },
      { name: 'price', label: 'supply:field.price', required: true, input: 'number' },
      { name: 'validFrom', label: 'supply:field.validFrom', required: true, input: <DayInput />, extra: 'supply:price.hint' },
      { name: 'validTo', label: 'supply:field.validTo', input: <DayInput /> },
      { name: 'remark', label: 'supply:field.remark', input: 'textarea', maxLength: SUPPLY_LIMITS.remark },
    ],
    initialValues: (row) =>
      row
        ? {
            orgId: row.orgId,
            materialId: row.materialId,
            price: row.priceCents / 100,
            validFrom: row.validFrom,
            validTo: row.validTo ?? undefined,
            remark: row.remark ?? undefined,
          }
        : {},
    create: (values) => post(SUPPLY_API.priceSave, values),
    update: (row, values) => post(SUPPLY_API.priceSave, { ...values, id: row.id }),
  },
});

/** Supply chain → raw material pricing: each buyer's price of a material over a period, kept by its supplier. */
export default function PricePage() {
  return <ListScreen screen={priceScreen} />;
}
