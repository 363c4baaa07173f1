import { type MaterialSaleRow, REPORT_ENDPOINTS, REPORT_PERMS, fromCents } from '@vr/contracts';
import { Typography } from 'antd';
import { defineScreen, ListPage, ListScreenSearch, ListScreenTable, useListScreen } from '../../components/list-page';
import { currentLang } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import { MaterialCostTotals } from './MaterialCostTotals';
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
    {
      key: 'cost',
      label: 'reports:field.materialCost',
      width: 150,
      align: 'right',
      priority: 1,
      // A row without a price says so: an unknown cost is not a cost of 0.
      render: (row: MaterialSaleRow, ctx) =>
        row.costed ? (
          row.cost.map((c) => <div key={c.currency}>{formatMoney(fromCents(c.costCents), c.currency, currentLang())}</div>)
        ) : (
          <Typography.Text type="secondary" data-testid="material-no-price">
            {ctx.text('reports:material.noPrice')}
          </Typography.Text>
        ),
    },
  ],
});

/**
 * Reports → material sales: the materials the recipes of the period's cups consumed, most first,
 * with their cost at the prices in force, and the cost of the whole period per currency.
 */
export default function MaterialSalePage() {
  const state = useListScreen(screen);
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      <Typography.Paragraph type="secondary" style={{ fontSize: 12, marginBottom: 8 }}>
        {state.text('reports:material.note')}
      </Typography.Paragraph>
      <ListScreenTable state={state} extra={<MaterialCostTotals params={state.query.params} />} />
    </ListPage>
  );
}
