import { CheckCircleOutlined } from '@ant-design/icons';
import { ABNORMAL_STATUS, ALARM_API, ALARM_ORDER_PERMS, ORDER_DICTS, type OrderQuery, type OrderRow, listEndpoint } from '@vr/contracts';
import { post } from '../../api/request';
import { ListScreen, defineScreen, feedback } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { currentLang } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import { SiteSelect } from '../points';

const screen = defineScreen({
  // The orders area's abnormal orders, read under Alarms with its own permission.
  endpoint: listEndpoint<OrderQuery, OrderRow>(ALARM_API.orderList),
  key: 'alarm-order',
  testId: 'alarm-order-page',
  namespaces: ['alarms'],
  permissions: { list: ALARM_ORDER_PERMS.list },
  searchVisible: 4,
  searchOrder: ['range', 'orderCode', 'abnormalStatus', 'deviceCode', 'orgId', 'siteId'],
  columns: [
    { key: 'abnormalTime', label: 'alarms:order.abnormalTime', priority: 1, sortable: true, width: 170, render: 'dateTime' },
    { key: 'orderCode', label: 'alarms:order.orderCode', priority: 1, width: 200, ellipsis: true, search: 'text' },
    {
      key: 'abnormalStatus',
      label: 'alarms:order.status',
      priority: 1,
      width: 110,
      render: { dict: ORDER_DICTS.abnormalStatus },
      search: { type: 'dict', dict: ORDER_DICTS.abnormalStatus, numeric: true },
    },
    { key: 'abnormalReason', label: 'alarms:order.reason', priority: 2, width: 200, ellipsis: true },
    {
      key: 'paymentAmount',
      label: 'alarms:order.amount',
      priority: 2,
      width: 100,
      align: 'right',
      render: (row) => formatMoney(row.paymentAmount, row.currency, currentLang()),
    },
    { key: 'deviceCode', label: 'alarms:order.device', priority: 2, width: 130, ellipsis: true, search: 'text' },
    {
      key: 'siteName',
      label: 'alarms:order.site',
      priority: 3,
      width: 140,
      ellipsis: true,
      search: { type: 'custom', name: 'siteId', input: <SiteSelect /> },
    },
    {
      key: 'customerName',
      label: 'alarms:order.customer',
      priority: 3,
      width: 150,
      ellipsis: true,
      search: { type: 'custom', name: 'orgId', input: <OrgTreeSelect /> },
    },
    { key: 'abnormalLiftedBy', label: 'alarms:order.liftedBy', priority: 3, width: 110 },
    { key: 'abnormalLiftedTime', label: 'alarms:order.liftedTime', priority: 4, width: 170, render: 'dateTime' },
    { key: 'range', label: 'alarms:order.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
  ],
  rowActions: [
    {
      key: 'lift',
      label: 'alarms:order.lift',
      icon: <CheckCircleOutlined />,
      permission: ALARM_ORDER_PERMS.lift,
      disabled: (row) => row.abnormalStatus !== ABNORMAL_STATUS.open.code,
      onClick: (row, ctx) =>
        ctx.confirm(ctx.text('alarms:order.liftConfirm', { code: row.orderCode }), async () => {
          const answer = await post(ALARM_API.orderLift, { id: row.id });
          if (answer.result) feedback.success(String(answer.result));
          ctx.afterChange();
        }),
    },
  ],
});

/** Alarms → abnormal order record: orders whose dispense failed, paid but not dispensed, or whose refund failed. */
export default function AlarmOrderPage() {
  return <ListScreen screen={screen} />;
}
