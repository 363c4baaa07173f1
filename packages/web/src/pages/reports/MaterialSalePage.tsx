import { type MaterialSaleRow, REPORT_ENDPOINTS, REPORT_PERMS } from '@vr/contracts';
import { defineScreen, ListScreen } from '../../components/list-page';
import { reportFilterColumns } from './report-filters';

const screen = defineScreen({
  endpoint: REPORT_ENDPOINTS.materialSale,
  key: 'report-material-sale',
  testId: 'report-material-sale-page',
  namespaces: ['reports', 'points'],
  rowKey: 'materialId',
  permissions: { list: REPORT_PERMS.materialSale },
  searchVisible: 4,
  columns: [
    ...reportFilterColumns<MaterialSaleRow>(),
    { key: 'materialName', label: 'reports:field.material', width: 200, ellipsis: true, priority: 1 },
    {
      key: 'quantity',
      label: 'reports:field.quantity',
      width: 140,
      align: 'right',
      priority: 1,
      render: (row: MaterialSaleRow) => `${row.quantity.toLocaleString()}${row.unit ? ` ${row.unit}` : ''}`,
    },
    { key: 'cups', label: 'reports:field.materialCups', width: 120, align: 'right', priority: 2 },
  ],
});

/** Reports → material sales: the materials the recipes of the period's cups consumed, most first. */
export default function MaterialSalePage() {
  return <ListScreen screen={screen} note="reports:material.note" />;
}
