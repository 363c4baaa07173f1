import {
  ORDER_DICTS,
  REFUND_RECORD_STATUS,
  type OrderDetail,
  type OrderItemDetail,
  type OrderPaymentRecord,
  type OrderRefundRecord,
} from '@vr/contracts';
import { Descriptions, Empty, Table, type TableProps, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CodedTag } from '../../components/coded-tag';
import { DictTag } from '../../components/dict-tag';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/format';
import { formatMoney } from '../../utils/money';

/** A titled table of the order's records; `empty` says there are none. */
function DetailTable<T extends object>({ title, empty, ...table }: Omit<TableProps<T>, 'title'> & { title: string; empty?: string }) {
  return (
    <>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {title}
      </Typography.Title>
      <Table<T>
        size="small"
        pagination={false}
        locale={empty ? { emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={empty} /> } : undefined}
        {...table}
      />
    </>
  );
}

/** Everything about one order: what it is, what was paid, items with tastes, payments, refunds and dispenses. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  const money = (n: number) => formatMoney(n, order.currency, lang);
  const when = (s: string | null) => (s ? formatDateTime(s) : '—');
  const f = (key: string) => t(`field.${key}` as never);
  const d = (key: string) => t(`detail.${key}` as never);
  /** A detail of the order, labelled with the name of its field. */
  const item = (key: string, children: ReactNode) => ({ key, label: f(key), children });
  return (
    <div data-testid="order-detail">
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 3 }}
        title={d('basic')}
        items={[
          item('orderCode', <Typography.Text copyable>{order.orderCode}</Typography.Text>),
          item('transactionCode', order.transactionCode ?? '—'),
          item('pickupCode', order.pickupCode ?? '—'),
          item('customer', order.customerName ?? '—'),
          item('site', order.siteName ?? '—'),
          item('deviceCode', order.deviceCode ?? '—'),
          item(
            'type',
            <>
              <DictTag dict={ORDER_DICTS.type} value={order.type} />
              <DictTag dict={ORDER_DICTS.source} value={order.source} />
              {order.freePayment && <Tag color="purple">{f('freePayment')}</Tag>}
            </>,
          ),
          ...(['status', 'paymentMethod', 'payStatus', 'refundStatus', 'shipStatus'] as const).map((key) =>
            item(key, <DictTag dict={ORDER_DICTS[key]} value={order[key]} />),
          ),
          ...(order.abnormalStatus !== 0
            ? [
                item(
                  'abnormalStatus',
                  <>
                    <DictTag dict={ORDER_DICTS.abnormalStatus} value={order.abnormalStatus} /> {order.abnormalReason}
                  </>,
                ),
              ]
            : []),
          item('userNickname', order.userNickname ?? '—'),
          item('phone', order.phone ?? '—'),
          item('createTime', when(order.createTime)),
          item('paidTime', when(order.paidTime)),
        ]}
      />

      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, sm: 2, lg: 5 }}
        title={d('amounts')}
        style={{ marginTop: 16 }}
        items={(['paymentAmount', 'receivedAmount', 'feeAmount', 'discountAmount', 'refundedAmount'] as const).map((key) =>
          item(key, money(order[key])),
        )}
      />

      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} title={d('discounts')} style={{ marginTop: 16 }}>
        {(['points', 'coupon', 'fullReduction', 'limitedTime', 'employee', 'other'] as const).map((k) => (
          <Descriptions.Item key={k} label={d(k)}>
            {money(order.discounts[k])}
          </Descriptions.Item>
        ))}
      </Descriptions>

      <DetailTable<OrderItemDetail>
        title={d('items')}
        rowKey="id"
        scroll={{ x: 720 }}
        dataSource={order.items}
        data-testid="order-items"
        columns={[
          { title: f('goods'), dataIndex: 'goodsName', render: (_, r) => `${r.goodsName} (${r.goodsCode})` },
          { title: d('cupSize'), dataIndex: 'cupSize', width: 80, render: (v: string | null) => v ?? '—' },
          {
            title: d('tastes'),
            dataIndex: 'tastes',
            render: (_, r) => (r.tastes.length ? r.tastes.map((x) => `${x.category}: ${x.option}`).join(' / ') : '—'),
          },
          { title: d('quantity'), dataIndex: 'quantity', width: 70, align: 'right' },
          { title: d('price'), dataIndex: 'price', width: 100, align: 'right', render: (v: number) => money(v) },
          { title: d('amount'), dataIndex: 'amount', width: 100, align: 'right', render: (v: number) => money(v) },
          { title: f('refundedAmount'), dataIndex: 'refundedAmount', width: 100, align: 'right', render: (v: number) => money(v) },
          {
            title: f('refundStatus'),
            dataIndex: 'refundStatus',
            width: 120,
            render: (v: number) => <DictTag dict={ORDER_DICTS.refundStatus} value={v} />,
          },
        ]}
      />

      <DetailTable<OrderPaymentRecord>
        title={d('payments')}
        empty={d('noPayments')}
        rowKey={(r) => `${r.transactionCode ?? ''}${r.time ?? ''}`}
        dataSource={order.payments}
        columns={[
          { title: d('time'), dataIndex: 'time', width: 170, render: (v: string | null) => when(v) },
          { title: f('transactionCode'), dataIndex: 'transactionCode', render: (v: string | null) => v ?? '—' },
          {
            title: f('paymentMethod'),
            dataIndex: 'paymentMethod',
            render: (v: string) => <DictTag dict={ORDER_DICTS.paymentMethod} value={v} />,
          },
          { title: d('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
          { title: f('payStatus'), dataIndex: 'payStatus', render: (v: number) => <DictTag dict={ORDER_DICTS.payStatus} value={v} /> },
        ]}
      />

      <DetailTable<OrderRefundRecord>
        title={d('refunds')}
        empty={d('noRefunds')}
        rowKey="refundCode"
        dataSource={order.refunds}
        columns={[
          { title: d('time'), dataIndex: 'time', width: 170, render: (v: string) => when(v) },
          { title: d('refundCode'), dataIndex: 'refundCode' },
          { title: d('amount'), dataIndex: 'amount', align: 'right', render: (v: number) => money(v) },
          { title: d('reason'), dataIndex: 'reason' },
          { title: d('refunder'), dataIndex: 'refunder' },
          {
            title: f('refundStatus'),
            dataIndex: 'status',
            render: (v: number) => <CodedTag statuses={REFUND_RECORD_STATUS} code={v} />,
          },
        ]}
      />

      <DetailTable
        title={d('dispenses')}
        rowKey={(_, i) => String(i)}
        dataSource={order.dispenses}
        columns={[
          { title: f('goods'), dataIndex: 'goodsName' },
          { title: d('quantity'), dataIndex: 'quantity', width: 80, align: 'right' },
          { title: d('dispense'), dataIndex: 'dispense', render: (v: string) => <DictTag dict={ORDER_DICTS.dispense} value={v} /> },
          { title: d('itemStatus'), dataIndex: 'status', render: (v: number) => <DictTag dict={ORDER_DICTS.itemStatus} value={v} /> },
        ]}
      />
    </div>
  );
}
