import { SHARING_ENDPOINTS, SHARING_EXPORT_KINDS, SHARING_PERMS, SHARING_STATUS } from '@vr/contracts';
import { Select } from 'antd';
import { useParams } from 'react-router';
import { codedOptions, CodedTag } from '../../components/coded-tag';
import { defineScreen, ListScreen } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { moneyText } from './paths';

function StatusSelect(props: { value?: number; onChange?: (v: number | undefined) => void }) {
  const lang = useAppStore((s) => s.language);
  return <Select allowClear style={{ width: 160 }} options={codedOptions(SHARING_STATUS, lang)} data-testid="search-status" {...props} />;
}

const ordersScreen = defineScreen({
  endpoint: SHARING_ENDPOINTS.orders,
  key: 'sharing-orders',
  tableId: 'finance-sharing-order',
  testId: 'sharing-order-page',
  namespaces: ['sharing'],
  rowKey: 'id',
  permissions: { list: SHARING_PERMS.orderList, export: SHARING_PERMS.billExport },
  toolbar: ['export'],
  export: { kind: SHARING_EXPORT_KINDS.orders, columnChoice: true },
  searchVisible: 3,
  columns: [
    { key: 'orderCode', priority: 1, label: 'sharing:field.orderCode', ellipsis: true, width: 190, search: 'text' },
    { key: 'joinerName', priority: 1, label: 'sharing:field.joiner', ellipsis: true, width: 160 },
    {
      key: 'shareCents',
      priority: 1,
      label: 'sharing:field.share',
      sortable: true,
      width: 120,
      align: 'right',
      // The share on the paid amount, as sorted and exported; refunds' part is under Reversed.
      render: (row) => moneyText(row.shareCents, row.currency),
    },
    {
      key: 'status',
      priority: 1,
      label: 'sharing:field.sharingStatus',
      sortable: true,
      width: 110,
      render: (row) => <CodedTag statuses={SHARING_STATUS} code={row.status} testId={`sharing-order-status-${row.id}`} />,
      search: { type: 'custom', input: <StatusSelect /> },
    },
    {
      key: 'deviceName',
      priority: 2,
      label: 'sharing:field.device',
      ellipsis: true,
      width: 140,
      render: (row) => row.deviceName ?? String(row.deviceId),
    },
    { key: 'rate', priority: 3, label: 'sharing:field.rate', width: 90, align: 'right' },
    {
      key: 'orderCents',
      priority: 3,
      label: 'sharing:field.orderAmount',
      width: 120,
      align: 'right',
      render: (row) => moneyText(row.orderCents, row.currency),
    },
    {
      key: 'feeCents',
      priority: 4,
      label: 'sharing:field.fee',
      width: 100,
      align: 'right',
      render: (row) => moneyText(row.feeCents, row.currency),
    },
    {
      key: 'reversedCents',
      priority: 4,
      label: 'sharing:field.reversed',
      width: 110,
      align: 'right',
      render: (row) => moneyText(row.reversedCents, row.currency),
    },
    { key: 'orderTime', priority: 3, label: 'sharing:field.orderTime', sortable: true, width: 170, render: 'dateTime' },
    { key: 'customer', label: 'sharing:field.customer', searchOnly: true, search: { type: 'org', name: 'orgId' } },
    { key: 'range', label: 'sharing:field.period', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  searchOrder: ['range', 'orderCode', 'status', 'orgId'],
});

/**
 * Finance → sharing orders: one row per order and joiner. Opened from a device bill
 * (/sharing/finance/report/order/index/{deviceId}/{start}/{end}/{payId}) it shows that device's period.
 */
export default function OrdersPage() {
  const { deviceId, createTimeStart, createTimeEnd, payId } = useParams();
  const initialFilters = deviceId
    ? { deviceId: Number(deviceId), payConfigId: Number(payId), beginTime: createTimeStart, endTime: createTimeEnd }
    : undefined;
  return (
    <ListScreen
      key={`${deviceId ?? ''}-${createTimeStart ?? ''}-${createTimeEnd ?? ''}-${payId ?? ''}`}
      screen={ordersScreen}
      initialFilters={initialFilters}
    />
  );
}
