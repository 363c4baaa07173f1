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
import {
  defineScreen,
  ListPage,
  ListScreenSearch,
  ListScreenTable,
  type RowActionSpec,
  type ScreenColumn,
  useListScreen,
} from '../../components/list-page';
import { moneyText, orderReportPath } from './paths';
import { centsColumn, customerSearch, periodSearch } from './sharing-columns';

const billColumns = (nameLabel: string): ScreenColumn<SharingBillRow>[] => [
  { key: 'name', priority: 1, label: nameLabel, ellipsis: true, width: 200 },
  centsColumn('netCents', 'sharing:field.net', 1, 130),
  { key: 'orders', priority: 1, label: 'sharing:field.orders', width: 90, align: 'right' },
  centsColumn('sharedCents', 'sharing:field.share', 2, 130),
  centsColumn('reversedCents', 'sharing:field.reversed', 2, 120),
  centsColumn('orderCents', 'sharing:field.orderNet', 3, 130),
  centsColumn('feeCents', 'sharing:field.fee', 3, 110),
  periodSearch(),
  customerSearch(),
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

/** A bill per joiner (merchant) or per device and period: the same columns, named by `nameLabel`, exported with the filters. */
const billScreen = (kind: 'merchant' | 'device', nameLabel: string, rowActions?: RowActionSpec<SharingBillRow>[]) =>
  defineScreen({
    endpoint: SHARING_ENDPOINTS[`${kind}Bill`],
    key: `sharing-${kind}-bill`,
    tableId: `finance-sharing-${kind}-bill`,
    testId: `sharing-${kind}-bill-page`,
    namespaces: ['sharing'],
    rowKey: 'key',
    permissions: { list: SHARING_PERMS.billList, export: SHARING_PERMS.billExport },
    toolbar: ['export'],
    export: { kind: SHARING_EXPORT_KINDS[`${kind}Bill`], columnChoice: true },
    columns: billColumns(nameLabel),
    searchOrder: ['range', 'orgId'],
    rowActions,
  });

const merchantBillScreen = billScreen('merchant', 'sharing:field.joiner');

const deviceBillScreen = billScreen('device', 'sharing:field.device', [
  {
    key: 'orders',
    label: 'sharing:action.orders',
    permission: SHARING_PERMS.orderList,
    onClick: (row, ctx) => {
      const f = ctx.filters as { beginTime?: string; endTime?: string; payConfigId?: number };
      void ctx.navigate(orderReportPath(row.key, f.beginTime ?? '2000-01-01', f.endTime ?? '2099-12-31', f.payConfigId ?? 0));
    },
  },
]);

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
