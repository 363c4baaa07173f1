import {
  type PurchaseOrder,
  type PurchasePayAnswer,
  SUPPLY_API,
  SUPPLY_LIMITS,
  purchaseRefundSchema,
  purchaseShipSchema,
} from '@vr/contracts';
import { Button, Descriptions, Input, InputNumber, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { FormDrawer, useSchemaItems } from '../../components/list-page';
import { moneyOf } from './inputs';

interface ActionProps {
  order: PurchaseOrder;
  onClose(): void;
  onDone(): void;
}

/** The payment page of an order: opened in a new tab; the list follows the order once the provider confirms. */
export function PayModal({ order, payUrl, onClose }: { order: PurchaseOrder; payUrl: string; onClose(): void }) {
  const { t } = useTranslation(['supply', 'common']);
  return (
    <Modal
      open
      title={t('supply:purchase.payTitle', { code: order.orderCode })}
      onCancel={onClose}
      footer={null}
      width={Math.min(480, window.innerWidth)}
    >
      <Typography.Paragraph>
        <Typography.Text strong style={{ fontSize: 20 }}>
          {moneyOf(order.amountCents, order.currency)}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('supply:purchase.payHint')}</Typography.Paragraph>
      <Button type="primary" href={payUrl} target="_blank" rel="noopener" data-testid="open-pay-page">
        {t('supply:purchase.openPayPage')}
      </Button>
    </Modal>
  );
}

/** Asks for an order's payment page (the seller's provider), answering its link. */
export async function payLink(order: PurchaseOrder): Promise<string | null> {
  const res = await post<PurchasePayAnswer>(SUPPLY_API.purchasePay, { id: order.id });
  return res.data?.payUrl ?? null;
}

/** Ships a paid order with its logistics number. */
export function ShipModal({ order, onClose, onDone }: ActionProps) {
  const { t } = useTranslation(['supply', 'common']);
  const item = useSchemaItems(purchaseShipSchema, 'supply');
  return (
    <FormDrawer
      open
      as="modal"
      size={Math.min(480, window.innerWidth)}
      title={t('supply:purchase.shipTitle', { code: order.orderCode })}
      schema={purchaseShipSchema}
      hiddenValues={{ id: order.id }}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(SUPPLY_API.purchaseShip, values);
        onDone();
      }}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('supply:field.consignee')}>{`${order.consignee} · ${order.phone}`}</Descriptions.Item>
        <Descriptions.Item label={t('supply:field.address')}>{order.address}</Descriptions.Item>
        <Descriptions.Item label={t('supply:field.items')}>{order.itemSummary}</Descriptions.Item>
      </Descriptions>
      {item('logisticsNo', <Input maxLength={SUPPLY_LIMITS.logisticsNo} data-testid="field-logisticsNo" />, { required: true })}
    </FormDrawer>
  );
}

/** Pays part or all of a paid order back, never more than is still refundable (the server judges too). */
export function RefundModal({ order, onClose, onDone }: ActionProps) {
  const { t } = useTranslation(['supply', 'common']);
  const item = useSchemaItems(purchaseRefundSchema, 'supply');
  return (
    <FormDrawer
      open
      as="modal"
      size={Math.min(480, window.innerWidth)}
      title={t('supply:purchase.refundTitle', { code: order.orderCode })}
      schema={purchaseRefundSchema}
      hiddenValues={{ id: order.id }}
      initialValues={{ refundAmount: order.refundableCents / 100 }}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(SUPPLY_API.purchaseRefund, values);
        onDone();
      }}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        <Descriptions.Item label={t('supply:field.paid')}>{moneyOf(order.paidCents, order.currency)}</Descriptions.Item>
        <Descriptions.Item label={t('supply:field.refunded')}>{moneyOf(order.refundedCents, order.currency)}</Descriptions.Item>
        <Descriptions.Item label={t('supply:field.refundable')}>{moneyOf(order.refundableCents, order.currency)}</Descriptions.Item>
      </Descriptions>
      {item(
        'refundAmount',
        <InputNumber
          min={0.01}
          max={order.refundableCents / 100}
          precision={2}
          style={{ width: '100%' }}
          data-testid="field-refundAmount"
        />,
        {
          required: true,
        },
      )}
      {item('reason', <Input.TextArea rows={3} maxLength={SUPPLY_LIMITS.reason} data-testid="field-reason" />, { required: true })}
    </FormDrawer>
  );
}
