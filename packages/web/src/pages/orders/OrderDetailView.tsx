import {
  ORDER_DICTS,
  REFUND_RECORD_STATUS,
  type OrderDetail,
  type OrderItemDetail,
  type OrderPaymentRecord,
  type OrderRefundRecord,
} from '@vr/contracts';
import { Descriptions, Empty, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodedTag } from '../../components/coded-tag';
import { DictTag } from '../../components/dict-tag';
import { useAppStore } from '../../stores/app';
import { formatDateTime } from '../../utils/format';
import { formatMoney } from '../../utils/money';

/** Everything about one order: what it is, what was paid, items with tastes, payments, refunds and dispenses. */
export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation('orders');
  const lang = useAppStore((s) => s.language);
  const money = (n: number) => formatMoney(n, order.currency, lang);
  const when = (s: string | null) => (s ? formatDateTime(s) : '—');
  const f = (key: string) => t(`field.${key}` as never);
  const d = (key: string) => t(`detail.${key}` as never);
  return (
    <div data-testid="order-detail">
      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} title={d('basic')}>
        <Descriptions.Item label={f('orderCode')}>
          <Typography.Text copyable>{order.orderCode}</Typography.Text>
        </Descriptions.Item>
        <Descriptions.Item label={f('transactionCode')}>{order.transactionCode ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('pickupCode')}>{order.pickupCode ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('customer')}>{order.customerName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('site')}>{order.siteName ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('deviceCode')}>{order.deviceCode ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('type')}>
          <DictTag dict={ORDER_DICTS.type} value={order.type} />
          <DictTag dict={ORDER_DICTS.source} value={order.source} />
          {order.freePayment && <Tag color="purple">{f('freePayment')}</Tag>}
        </Descriptions.Item>
        <Descriptions.Item label={f('status')}>
          <DictTag dict={ORDER_DICTS.status} value={order.status} />
        </Descriptions.Item>
        <Descriptions.Item label={f('paymentMethod')}>
          <DictTag dict={ORDER_DICTS.paymentMethod} value={order.paymentMethod} />
        </Descriptions.Item>
        <Descriptions.Item label={f('payStatus')}>
          <DictTag dict={ORDER_DICTS.payStatus} value={order.payStatus} />
        </Descriptions.Item>
        <Descriptions.Item label={f('refundStatus')}>
          <DictTag dict={ORDER_DICTS.refundStatus} value={order.refundStatus} />
        </Descriptions.Item>
        <Descriptions.Item label={f('shipStatus')}>
          <DictTag dict={ORDER_DICTS.shipStatus} value={order.shipStatus} />
        </Descriptions.Item>
        {order.abnormalStatus !== 0 && (
          <Descriptions.Item label={f('abnormalStatus')}>
            <DictTag dict={ORDER_DICTS.abnormalStatus} value={order.abnormalStatus} /> {order.abnormalReason}
          </Descriptions.Item>
        )}
        <Descriptions.Item label={f('userNickname')}>{order.userNickname ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('phone')}>{order.phone ?? '—'}</Descriptions.Item>
        <Descriptions.Item label={f('createTime')}>{when(order.createTime)}</Descriptions.Item>
        <Descriptions.Item label={f('paidTime')}>{when(order.paidTime)}</Descriptions.Item>
      </Descriptions>

      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 5 }} title={d('amounts')} style={{ marginTop: 16 }}>
        <Descriptions.Item label={f('paymentAmount')}>{money(order.paymentAmount)}</Descriptions.Item>
        <Descriptions.Item label={f('receivedAmount')}>{money(order.receivedAmount)}</Descriptions.Item>
        <Descriptions.Item label={f('feeAmount')}>{money(order.feeAmount)}</Descriptions.Item>
        <Descriptions.Item label={f('discountAmount')}>{money(order.discountAmount)}</Descriptions.Item>
        <Descriptions.Item label={f('refundedAmount')}>{money(order.refundedAmount)}</Descriptions.Item>
      </Descriptions>

      <Descriptions size="small" bordered column={{ xs: 1, sm: 2, lg: 3 }} title={d('discounts')} style={{ marginTop: 16 }}>
        {(['points', 'coupon', 'fullReduction', 'limitedTime', 'employee', 'other'] as const).map((k) => (
          <Descriptions.Item key={k} label={d(k)}>
            {money(order.discounts[k])}
          </Descriptions.Item>
        ))}
      </Descriptions>

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {d('items')}
      </Typography.Title>
      <Table<OrderItemDetail>
        size="small"
        rowKey="id"
        pagination={false}
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

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {d('payments')}
      </Typography.Title>
      <Table<OrderPaymentRecord>
        size="small"
        rowKey={(r) => `${r.transactionCode ?? ''}${r.time ?? ''}`}
        pagination={false}
        dataSource={order.payments}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={d('noPayments')} /> }}
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

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {d('refunds')}
      </Typography.Title>
      <Table<OrderRefundRecord>
        size="small"
        rowKey="refundCode"
        pagination={false}
        dataSource={order.refunds}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={d('noRefunds')} /> }}
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

      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {d('dispenses')}
      </Typography.Title>
      <Table
        size="small"
        rowKey={(_, i) => String(i)}
        pagination={false}
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
