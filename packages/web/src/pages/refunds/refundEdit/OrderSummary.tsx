import { ORDER_STATUS, PAY_STATUS, REFUND_STATUS, type RefundableOrder } from '@vr/contracts';
import { Card, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { CodedTag } from '../../../components/coded-tag';
import { useDict } from '../../../components/dict-tag';
import { formatDateTime } from '../../../utils/format';

/** The order a refund is for: where and when it was sold, its statuses and its amounts. */
export function OrderSummary({ order: o, money }: { order: RefundableOrder; money(amount: number): string }) {
  const { t } = useTranslation('refunds');
  const paymentMethods = useDict('payment_method');
  return (
    <Card size="small" title={t('edit.title', { code: o.orderCode })}>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2, lg: 4 }}
        bordered
        items={[
          { label: t('field.device'), children: o.deviceName ?? o.deviceCode },
          { label: t('field.customer'), children: o.customerName },
          { label: t('edit.orderTime'), children: formatDateTime(o.createTime) },
          { label: t('edit.paymentMethod'), children: paymentMethods.labelOf(o.paymentMethod) },
          { label: t('edit.orderStatus'), children: <CodedTag statuses={ORDER_STATUS} code={o.status} /> },
          { label: t('edit.payStatus'), children: <CodedTag statuses={PAY_STATUS} code={o.payStatus} /> },
          {
            label: t('edit.refundStatus'),
            children: <CodedTag statuses={REFUND_STATUS} code={o.refundStatus} testId="order-refund-status" />,
          },
          { label: t('edit.payment'), children: money(o.paymentAmount) },
          { label: t('edit.received'), children: money(o.receivedAmount) },
          { label: t('edit.refunded'), children: <span data-testid="order-refunded">{money(o.refundedAmount)}</span> },
          { label: t('edit.refundable'), children: <span data-testid="order-refundable">{money(o.refundableAmount)}</span> },
        ]}
      />
    </Card>
  );
}
