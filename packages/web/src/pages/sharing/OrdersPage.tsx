import { SHARING_ENDPOINTS, SHARING_EXPORT_KINDS, SHARING_PERMS, SHARING_STATUS, type SharingOrderRow } from '@vr/contracts';
import { useParams } from 'react-router';
import { codedColumn } from '../../components/coded-tag';
import { defineScreen, ListScreen } from '../../components/list-page';
import { centsColumn, customerSearch, periodSearch } from './sharing-columns';

const ordersScreen = defineScreen({
  endpoint: SHARING_ENDPOINTS.orders,
  key: 'sharing-orders',
  tableId: 'finance-sharing-order',
  testId: 'sharing-order-page',
  namespaces: ['sharing'],
  permissions: { list: SHARING_PERMS.orderList, export: SHARING_PERMS.billExport },
  toolbar: ['export'],
  export: { kind: SHARING_EXPORT_KINDS.orders, columnChoice: true },
  searchVisible: 3,
  columns: [
    { key: 'orderCode', priority: 1, label: 'sharing:field.orderCode', ellipsis: true, width: 190, search: 'text' },
    { key: 'joinerName', priority: 1, label: 'sharing:field.joiner', ellipsis: true, width: 160 },
    // The share on the paid amount, as sorted and exported; refunds' part is under Reversed.
    centsColumn<SharingOrderRow>('shareCents', 'sharing:field.share', 1, 120, { sortable: true }),
    codedColumn<SharingOrderRow>('status', 'sharing:field.sharingStatus', SHARING_STATUS, {
      tagTestId: (row) => `sharing-order-status-${row.id}`,
      searchTestId: 'search-status',
    }),
    {
      key: 'deviceName',
      priority: 2,
      label: 'sharing:field.device',
      ellipsis: true,
      width: 140,
      render: (row) => row.deviceName ?? String(row.deviceId),
    },
    { key: 'rate', priority: 3, label: 'sharing:field.rate', width: 90, align: 'right' },
    centsColumn<SharingOrderRow>('orderCents', 'sharing:field.orderAmount', 3, 120),
    centsColumn<SharingOrderRow>('feeCents', 'sharing:field.fee', 4, 100),
    centsColumn<SharingOrderRow>('reversedCents', 'sharing:field.reversed', 4, 110),
    { key: 'orderTime', priority: 3, label: 'sharing:field.orderTime', sortable: true, width: 170, render: 'dateTime' },
    customerSearch(),
    periodSearch(),
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
