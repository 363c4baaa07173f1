import { CarOutlined, CloseCircleOutlined, PayCircleOutlined, PlusOutlined, RollbackOutlined } from '@ant-design/icons';
import {
  PURCHASE_PERMS,
  PURCHASE_REFUND_STATES,
  PURCHASE_STATES,
  type PurchaseOrder,
  SUPPLY_ENDPOINTS,
  SUPPLY_EXPORT_KINDS,
} from '@vr/contracts';
import { Space, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { customerColumn, defineScreen, ListPage, ListScreenSearch, ListScreenTable, useListScreen } from '../../components/list-page';
import { moneyOf } from './inputs';
import { CancelModal, PayModal, RefundModal, ShipModal, payLink } from './PurchaseActions';
import { PurchaseForm } from './PurchaseForm';

const STATE_COLORS = { pendingPayment: 'orange', toShip: 'blue', shipped: 'green', cancelled: 'default' } as const;
const REFUND_COLORS = { none: 'default', partial: 'gold', full: 'red' } as const;

interface Handlers {
  add(): void;
  pay(row: PurchaseOrder): void;
  cancel(row: PurchaseOrder): void;
  ship(row: PurchaseOrder): void;
  refund(row: PurchaseOrder): void;
}

/** Supply chain → purchase orders of the buyers and sellers in the caller's scope. */
function purchaseScreen(on: Handlers) {
  return defineScreen({
    endpoint: SUPPLY_ENDPOINTS.purchases,
    key: 'supply-purchase',
    testId: 'supply-purchase-page',
    namespaces: ['supply'],
    permissions: { list: PURCHASE_PERMS.list, export: PURCHASE_PERMS.export },
    searchVisible: 3,
    columns: [
      { key: 'orderCode', priority: 1, label: 'supply:field.orderCode', sortable: true, width: 200, search: 'text' },
      customerColumn<PurchaseOrder>('supply:field.buyer', { priority: 2, sortable: false, width: 160 }),
      { key: 'itemSummary', priority: 2, label: 'supply:field.items', width: 220, ellipsis: true },
      {
        key: 'amountCents',
        priority: 1,
        label: 'supply:field.amount',
        sortable: true,
        width: 120,
        align: 'right',
        render: (row) => moneyOf(row.amountCents, row.currency),
      },
      {
        key: 'state',
        priority: 1,
        label: 'supply:field.state',
        sortable: true,
        width: 120,
        search: { type: 'select', options: PURCHASE_STATES.map((s) => ({ value: s, label: `supply:state.${s}` })) },
        render: (row, ctx) => (
          <Space size={4}>
            <Tag color={STATE_COLORS[row.state]} data-testid={`purchase-state-${row.id}`} data-state={row.state}>
              {ctx.text(`supply:state.${row.state}`)}
            </Tag>
            {/* Money the provider took after the cancellation: the seller pays it back. */}
            {row.state === 'cancelled' && row.refundableCents > 0 && <Tag color="red">{ctx.text('supply:purchase.paidAfterCancel')}</Tag>}
          </Space>
        ),
      },
      { key: 'logisticsNo', priority: 2, label: 'supply:field.logisticsNo', width: 160, ellipsis: true, search: 'text' },
      {
        key: 'paidCents',
        priority: 3,
        label: 'supply:field.paid',
        sortable: true,
        width: 120,
        align: 'right',
        render: (row) => moneyOf(row.paidCents, row.currency),
      },
      {
        key: 'refundedCents',
        priority: 3,
        label: 'supply:field.refunded',
        sortable: true,
        width: 120,
        align: 'right',
        render: (row) => moneyOf(row.refundedCents, row.currency),
      },
      {
        key: 'refundState',
        priority: 3,
        label: 'supply:field.refundState',
        width: 120,
        search: { type: 'select', options: PURCHASE_REFUND_STATES.map((s) => ({ value: s, label: `supply:refundState.${s}` })) },
        render: (row, ctx) => <Tag color={REFUND_COLORS[row.refundState]}>{ctx.text(`supply:refundState.${row.refundState}`)}</Tag>,
      },
      {
        key: 'payType',
        priority: 4,
        label: 'supply:field.payType',
        width: 110,
        render: (row, ctx) => ctx.text(`supply:payType.${row.payType}`),
      },
      { key: 'consignee', priority: 3, label: 'supply:field.consignee', width: 120, ellipsis: true },
      { key: 'phone', priority: 4, label: 'supply:field.phone', width: 130 },
      { key: 'address', priority: 4, label: 'supply:field.address', width: 220, ellipsis: true },
      { key: 'sellerName', priority: 4, label: 'supply:field.seller', width: 160, ellipsis: true },
      { key: 'createTime', priority: 2, label: 'supply:field.createTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'paidTime', priority: 4, label: 'supply:field.paidTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'shippedTime', priority: 4, label: 'supply:field.shippedTime', sortable: true, width: 170, render: 'dateTime' },
      { key: 'cancelledTime', priority: 4, label: 'supply:field.cancelledTime', width: 170, render: 'dateTime', hidden: true },
      { key: 'cancelRemark', priority: 4, label: 'supply:field.cancelRemark', width: 200, ellipsis: true, hidden: true },
      { key: 'range', label: 'supply:field.range', searchOnly: true, search: { type: 'dateRange', from: 'beginTime', to: 'endTime' } },
    ],
    searchOrder: ['orderCode', 'state', 'orgId', 'refundState', 'logisticsNo', 'range'],
    // An order waiting for its payment is followed until the provider confirms it.
    refetchInterval: (rows) => (rows.some((r) => r.state === 'pendingPayment') ? 3000 : false),
    toolbar: [
      {
        key: 'add-purchase',
        label: 'supply:purchase.add',
        icon: <PlusOutlined />,
        permission: PURCHASE_PERMS.add,
        primary: true,
        onClick: on.add,
      },
      'export',
    ],
    export: { kind: SUPPLY_EXPORT_KINDS.purchases, confirm: 'supply:export.confirm' },
    rowActions: [
      {
        key: 'pay',
        label: 'supply:purchase.pay',
        icon: <PayCircleOutlined />,
        permission: PURCHASE_PERMS.pay,
        disabled: (row) => row.state !== 'pendingPayment',
        onClick: (row) => on.pay(row),
      },
      {
        key: 'ship',
        label: 'supply:purchase.ship',
        icon: <CarOutlined />,
        permission: PURCHASE_PERMS.ship,
        disabled: (row) => row.state !== 'toShip',
        onClick: (row) => on.ship(row),
      },
      {
        key: 'cancel',
        label: 'supply:purchase.cancel',
        icon: <CloseCircleOutlined />,
        permission: PURCHASE_PERMS.cancel,
        danger: true,
        disabled: (row) => row.state !== 'pendingPayment',
        onClick: (row) => on.cancel(row),
      },
      {
        key: 'refund',
        label: 'supply:purchase.refund',
        icon: <RollbackOutlined />,
        permission: PURCHASE_PERMS.refund,
        disabled: (row) => row.state === 'pendingPayment' || row.refundableCents <= 0,
        onClick: (row) => on.refund(row),
      },
    ],
  });
}

type Open =
  | { kind: 'add' }
  | { kind: 'pay'; order: PurchaseOrder; payUrl: string }
  | { kind: 'cancel' | 'ship' | 'refund'; order: PurchaseOrder }
  | null;

/** Supply chain → purchase orders: place one, pay it on the provider's page or cancel it unpaid, ship it, refund it, export them. */
export default function PurchasePage() {
  const [open, setOpen] = useState<Open>(null);
  const screen = useMemo(
    () =>
      purchaseScreen({
        add: () => setOpen({ kind: 'add' }),
        pay: (order) =>
          void payLink(order).then(
            (payUrl) => payUrl && setOpen({ kind: 'pay', order, payUrl }),
            () => undefined,
          ),
        cancel: (order) => setOpen({ kind: 'cancel', order }),
        ship: (order) => setOpen({ kind: 'ship', order }),
        refund: (order) => setOpen({ kind: 'refund', order }),
      }),
    [],
  );
  const state = useListScreen(screen);
  const close = () => setOpen(null);
  return (
    <>
      <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
        <ListScreenTable state={state} />
      </ListPage>
      {open?.kind === 'add' && <PurchaseForm onClose={close} onDone={state.afterChange} />}
      {open?.kind === 'pay' && <PayModal order={open.order} payUrl={open.payUrl} onClose={close} />}
      {open?.kind === 'cancel' && <CancelModal order={open.order} onClose={close} onDone={state.afterChange} />}
      {open?.kind === 'ship' && <ShipModal order={open.order} onClose={close} onDone={state.afterChange} />}
      {open?.kind === 'refund' && <RefundModal order={open.order} onClose={close} onDone={state.afterChange} />}
    </>
  );
}
