import { REFUND_API, REFUND_ENDPOINTS, REFUND_PERMS, REFUND_RECORD_STATUS, type RefundRecord, type RefundTotals } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../../api/request';
import {
  createTimeColumn,
  customerColumn,
  defineScreen,
  ListPage,
  ListScreenSearch,
  ListScreenTable,
  useListScreen,
} from '../../../components/list-page';
import { feedback } from '../../../components/list-page/feedback';
import { currentLang, useAppStore } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import { codedColumn, codedLabel } from '../../../components/coded-tag';
import { refundEditPath } from './refund-path';

const refundScreen = defineScreen({
  endpoint: REFUND_ENDPOINTS.list,
  key: 'order-refund',
  testId: 'order-refund-page',
  namespaces: ['refunds'],
  permissions: { list: REFUND_PERMS.list },
  searchVisible: 4,
  columns: [
    createTimeColumn({ priority: 1, label: 'refunds:field.createTime', width: 165 }),
    { key: 'orderCode', priority: 1, label: 'refunds:field.orderCode', sortable: true, width: 200, ellipsis: true, search: 'text' },
    {
      key: 'amount',
      priority: 1,
      label: 'refunds:field.amount',
      sortable: true,
      width: 110,
      align: 'right',
      render: (row) => formatMoney(row.amount, row.currency, currentLang()),
    },
    codedColumn('status', 'refunds:field.status', REFUND_RECORD_STATUS, { searchTestId: 'search-status' }),
    { key: 'refunder', priority: 2, label: 'refunds:field.refunder', sortable: true, width: 120, ellipsis: true, search: 'text' },
    { key: 'reason', priority: 2, label: 'refunds:field.reason', width: 160, ellipsis: true },
    { key: 'refundCode', priority: 3, label: 'refunds:field.refundCode', sortable: true, width: 190, search: 'text' },
    customerColumn('refunds:field.customer', { key: 'customerName', priority: 3, sortable: false, width: 140 }),
    {
      key: 'deviceCode',
      priority: 4,
      label: 'refunds:field.device',
      width: 150,
      ellipsis: true,
      search: { type: 'text', label: 'refunds:field.deviceCode' },
      render: (row) => row.deviceName ?? row.deviceCode,
    },
    {
      key: 'items',
      priority: 4,
      label: 'refunds:field.items',
      width: 180,
      ellipsis: true,
      hidden: true,
      render: (row) => row.items.map((i) => `${i.goodsName} ${formatMoney(i.amount, row.currency, currentLang())}`).join(', '),
    },
    {
      key: 'source',
      priority: 4,
      label: 'refunds:field.source',
      width: 100,
      hidden: true,
      render: (row, ctx) => ctx.text(`refunds:source.${row.source}`),
    },
    { key: 'range', label: 'refunds:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  searchOrder: ['range', 'orderCode', 'refundCode', 'status', 'orgId', 'deviceCode', 'refunder'],
  rowActions: [
    { key: 'open', label: 'refunds:action.open', onClick: (row, ctx) => void ctx.navigate(refundEditPath(row.orderId)) },
    {
      key: 'query',
      label: 'refunds:action.query',
      permission: REFUND_PERMS.query,
      disabled: (row) => row.status !== REFUND_RECORD_STATUS.refunding.code,
      onClick: (row, ctx) =>
        ctx.confirm(ctx.text('refunds:action.queryConfirm', { code: row.refundCode }), async () => {
          const record = (await post<RefundRecord>(REFUND_API.query, { refundCode: row.refundCode })).data!;
          feedback.success(ctx.text('refunds:action.queried', { code: row.refundCode, status: statusLabel(record.status) }));
          ctx.afterChange();
        }),
    },
  ],
  actionsWidth: 200,
});

const statusLabel = (code: number) => codedLabel(REFUND_RECORD_STATUS, code, useAppStore.getState().language);

/** The count and sum of the filtered refunds, above the table. */
function Totals({ params }: { params: Record<string, unknown> }) {
  const { t } = useTranslation('refunds');
  const lang = useAppStore((s) => s.language);
  const { page: _p, limit: _l, orderByColumn: _o, isAsc: _a, ...filters } = params;
  const totals = useQuery({
    queryKey: ['list', 'order-refund-totals', filters],
    queryFn: async () => (await get<RefundTotals>(REFUND_API.totals, filters)).data!,
  });
  if (!totals.data) return null;
  // One line per currency: amounts of different currencies are never added up.
  return (
    <>
      {totals.data.map((line) => (
        <Typography.Text key={line.currency} type="secondary" data-testid={`refund-totals-${line.currency}`}>
          {t('totals', { count: line.count, amount: formatMoney(line.amount, line.currency, lang) })}
        </Typography.Text>
      ))}
    </>
  );
}

/** Orders → Order refund: every refund record in the caller's scope, with the filtered totals. */
export default function RefundPage() {
  const state = useListScreen(refundScreen);
  return (
    <ListPage testId={refundScreen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} extra={<Totals params={state.query.params} />} />
    </ListPage>
  );
}
