import { CheckCircleOutlined, EyeOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  EXPORT_KINDS,
  EXPORT_TASK_API,
  ABNORMAL_STATUS,
  ORDER_ABNORMAL_PERMS,
  ORDER_API,
  ORDER_CART_PERMS,
  ORDER_ENDPOINTS,
  ORDER_FREE_PERMS,
  ORDER_PERMS,
  ORDER_TEST_PERMS,
  type OrderRow,
  PAY_STATUS,
  REFUND_PERMS,
  REFUND_STATUS,
} from '@vr/contracts';
import { post } from '../../api/request';
import { type CustomAction, defineScreen, feedback } from '../../components/list-page';
import { orderColumns } from './order-columns';
import { refundEditPath } from '../refunds';

/** Which order list a page shows. */
export type OrderListKind = 'transaction' | 'free' | 'cart' | 'test' | 'abnormal';

const view = (open: (row: OrderRow) => void): CustomAction<OrderRow> => ({
  key: 'detail',
  label: 'orders:detail.open',
  icon: <EyeOutlined />,
  permission: ORDER_PERMS.query,
  onClick: (row) => open(row),
});

const lift: CustomAction<OrderRow> = {
  key: 'lift',
  label: 'orders:lift.action',
  icon: <CheckCircleOutlined />,
  permission: ORDER_ABNORMAL_PERMS.lift,
  disabled: (row) => row.abnormalStatus !== ABNORMAL_STATUS.open.code,
  onClick: (row, ctx) =>
    ctx.confirm(ctx.text('orders:lift.confirm', { code: row.orderCode }), async () => {
      const r = await post(ORDER_API.abnormalLift, { id: row.id });
      if (r.result) feedback.success(String(r.result));
      ctx.afterChange();
    }),
};

/** Opens the refund form of a paid order that is not fully refunded. */
const refund: CustomAction<OrderRow> = {
  key: 'refund',
  label: 'orders:refundAction',
  icon: <RollbackOutlined />,
  permission: REFUND_PERMS.add,
  disabled: (row) => row.payStatus !== PAY_STATUS.paid.code || row.refundStatus === REFUND_STATUS.fullyRefunded.code,
  onClick: (row, ctx) => ctx.navigate(refundEditPath(row.id)),
};

const SPECS = {
  transaction: { endpoint: ORDER_ENDPOINTS.list, permissions: ORDER_PERMS },
  free: { endpoint: ORDER_ENDPOINTS.freeList, permissions: ORDER_FREE_PERMS },
  cart: { endpoint: ORDER_ENDPOINTS.cartList, permissions: ORDER_CART_PERMS },
  test: { endpoint: ORDER_ENDPOINTS.testList, permissions: ORDER_TEST_PERMS },
  abnormal: { endpoint: ORDER_ENDPOINTS.abnormalList, permissions: { list: ORDER_ABNORMAL_PERMS.list } },
} as const;

/** The list screen of one kind of orders; `open` shows an order's detail. */
export function orderScreen(kind: OrderListKind, open: (row: OrderRow) => void) {
  const spec = SPECS[kind];
  return defineScreen({
    endpoint: spec.endpoint,
    key: `orders-${kind}`,
    tableId: `orders-${kind}`,
    testId: `orders-${kind}-page`,
    namespaces: ['orders'],
    permissions: spec.permissions,
    searchVisible: 3,
    // The filter bar: time, order code and customer first; the rest behind "Expand".
    searchOrder: [
      'range',
      'orderCode',
      'orgId',
      'siteId',
      'deviceCode',
      'goods',
      'status',
      'payStatus',
      'refundStatus',
      'shipStatus',
      'paymentMethod',
      'type',
      'transactionCode',
      'pickupCode',
      'phone',
      'abnormalStatus',
    ],
    columns: orderColumns({ abnormal: kind === 'abnormal' }),
    rowActions: kind === 'abnormal' ? [view(open), lift, refund] : kind === 'test' ? [view(open)] : [view(open), refund],
    ...(kind === 'transaction'
      ? {
          toolbar: ['export'] as const,
          export: { kind: EXPORT_KINDS.orders, url: EXPORT_TASK_API.createOrder, confirm: 'orders:exportConfirm', columnChoice: true },
        }
      : {}),
  });
}
