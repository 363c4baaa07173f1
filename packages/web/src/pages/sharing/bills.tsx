import {
  SHARING_API,
  SHARING_ENDPOINTS,
  SHARING_EXPORT_KINDS,
  SHARING_PERMS,
  type SharingBillResult,
  type SharingBillRow,
  sharingPeriodText,
} from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { get } from '../../api/request';
import { useAppStore } from '../../stores/app';
import { defineScreen, ListPage, ListScreenSearch, ListScreenTable, type ScreenColumn, useListScreen } from '../../components/list-page';
import { moneyText, orderReportPath } from './paths';

const billColumns = (nameLabel: string): ScreenColumn<SharingBillRow>[] => [
  { key: 'name', priority: 1, label: nameLabel, ellipsis: true, width: 200 },
  {
    key: 'netCents',
    priority: 1,
    label: 'sharing:field.net',
    width: 130,
    align: 'right',
    render: (row) => moneyText(row.netCents, row.currency),
  },
  { key: 'orders', priority: 1, label: 'sharing:field.orders', width: 90, align: 'right' },
  {
    key: 'sharedCents',
    priority: 2,
    label: 'sharing:field.share',
    width: 130,
    align: 'right',
    render: (row) => moneyText(row.sharedCents, row.currency),
  },
  {
    key: 'reversedCents',
    priority: 2,
    label: 'sharing:field.reversed',
    width: 120,
    align: 'right',
    render: (row) => moneyText(row.reversedCents, row.currency),
  },
  {
    key: 'orderCents',
    priority: 3,
    label: 'sharing:field.orderNet',
    width: 130,
    align: 'right',
    render: (row) => moneyText(row.orderCents, row.currency),
  },
  {
    key: 'feeCents',
    priority: 3,
    label: 'sharing:field.fee',
    width: 110,
    align: 'right',
    render: (row) => moneyText(row.feeCents, row.currency),
  },
  { key: 'range', label: 'sharing:field.period', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  { key: 'customer', label: 'sharing:field.customer', searchOnly: true, search: { type: 'org', name: 'orgId' } },
];

/** The period the bill covers and its totals per currency, for the filters shown. */
function Totals({ url, params }: { url: string; params: Record<string, unknown> }) {
  const { t } = useTranslation('sharing');
  const lang = useAppStore((s) => s.language);
  const { page: _p, limit: _l, orderByColumn: _o, isAsc: _a, ...filters } = params;
  const answer = useQuery({
    queryKey: ['list', url, 'totals', filters],
    queryFn: async () => (await get<SharingBillRow[], SharingBillResult>(url, filters)).result ?? null,
  });
  if (!answer.data) return null;
  const { period, totals } = answer.data;
  return (
    <Space direction="vertical" size={0} data-testid="bill-totals">
      <Typography.Text type="secondary" data-testid="bill-period">
        {t('billPeriod', { period: sharingPeriodText(period, lang) })}
      </Typography.Text>
      {totals.map((c) => (
        <Typography.Text type="secondary" key={c.currency}>
          {t('totals', {
            count: c.orders,
            shared: moneyText(c.sharedCents, c.currency),
            reversed: moneyText(c.reversedCents, c.currency),
            net: moneyText(c.netCents, c.currency),
          })}
        </Typography.Text>
      ))}
    </Space>
  );
}

const merchantBillScreen = defineScreen({
  endpoint: SHARING_ENDPOINTS.merchantBill,
  key: 'sharing-merchant-bill',
  tableId: 'finance-sharing-merchant-bill',
  testId: 'sharing-merchant-bill-page',
  namespaces: ['sharing'],
  rowKey: 'key',
  permissions: { list: SHARING_PERMS.billList, export: SHARING_PERMS.billExport },
  toolbar: ['export'],
  export: { kind: SHARING_EXPORT_KINDS.merchantBill, columnChoice: true },
  columns: billColumns('sharing:field.joiner'),
  searchOrder: ['range', 'orgId'],
});

const deviceBillScreen = defineScreen({
  endpoint: SHARING_ENDPOINTS.deviceBill,
  key: 'sharing-device-bill',
  tableId: 'finance-sharing-device-bill',
  testId: 'sharing-device-bill-page',
  namespaces: ['sharing'],
  rowKey: 'key',
  permissions: { list: SHARING_PERMS.billList, export: SHARING_PERMS.billExport },
  toolbar: ['export'],
  export: { kind: SHARING_EXPORT_KINDS.deviceBill, columnChoice: true },
  columns: billColumns('sharing:field.device'),
  searchOrder: ['range', 'orgId'],
  rowActions: [
    {
      key: 'orders',
      label: 'sharing:action.orders',
      permission: SHARING_PERMS.orderList,
      onClick: (row, ctx) => {
        const f = ctx.filters as { beginTime?: string; endTime?: string; payConfigId?: number };
        void ctx.navigate(orderReportPath(row.key, f.beginTime ?? '2000-01-01', f.endTime ?? '2099-12-31', f.payConfigId ?? 0));
      },
    },
  ],
});

/** Finance → merchant bill: per joiner and period, with the totals per currency. */
export function MerchantBillPage() {
  const state = useListScreen(merchantBillScreen);
  return (
    <ListPage testId={merchantBillScreen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} extra={<Totals url={SHARING_API.merchantBill} params={state.query.params} />} />
    </ListPage>
  );
}

/**
 * Finance → device bill: per device and period; opened as
 * /sharing/finance/report/device/index/{payId}/{start}/{end} it shows that payment configuration's period.
 */
export function DeviceBillPage() {
  const { payId, createTimeStart, createTimeEnd } = useParams();
  const initialFilters = payId ? { payConfigId: Number(payId), beginTime: createTimeStart, endTime: createTimeEnd } : undefined;
  const state = useListScreen(deviceBillScreen, { initialFilters });
  return (
    <ListPage testId={deviceBillScreen.testId} search={<ListScreenSearch state={state} />}>
      <ListScreenTable state={state} extra={<Totals url={SHARING_API.deviceBill} params={state.query.params} />} />
    </ListPage>
  );
}
