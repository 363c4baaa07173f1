import {
  type PurchaseOrder,
  type PurchasePayAnswer,
  SUPPLY_API,
  SUPPLY_LIMITS,
  purchaseCancelSchema,
  purchaseRefundSchema,
  purchaseShipSchema,
} from '@vr/contracts';
import { Button, Descriptions, Input, InputNumber, Modal, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
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

interface OrderStepProps<S extends z.ZodType> extends ActionProps {
  title: string;
  schema: S;
  /** Where the checked values, with the order's id, are posted. */
  url: string;
  /** What the person sees of the order above the fields: label and value. */
  facts: Array<[label: string, value: ReactNode]>;
  initialValues?: object;
  /** The submit button's text and danger, when it is not "Save". */
  submit?: { text: string; danger?: boolean };
  children: ReactNode;
}

/** A step on an order in a modal: what it shows of the order, then its fields; once posted, the list follows. */
function OrderStepModal<S extends z.ZodType>({
  order,
  onClose,
  onDone,
  title,
  schema,
  url,
  facts,
  initialValues,
  submit,
  children,
}: OrderStepProps<S>) {
  return (
    <FormDrawer
      open
      as="modal"
      size={Math.min(480, window.innerWidth)}
      title={title}
      schema={schema}
      hiddenValues={{ id: order.id }}
      {...(initialValues ? { initialValues } : {})}
      {...(submit ? { submitText: submit.text, danger: submit.danger ?? false } : {})}
      onClose={onClose}
      onSubmit={async (values) => {
        await post(url, values);
        onDone();
      }}
    >
      <Descriptions size="small" column={1} style={{ marginBottom: 12 }}>
        {facts.map(([label, value]) => (
          <Descriptions.Item key={label} label={label}>
            {value}
          </Descriptions.Item>
        ))}
      </Descriptions>
      {children}
    </FormDrawer>
  );
}

/** Ships a paid order with its logistics number. */
export function ShipModal(props: ActionProps) {
  const { order } = props;
  const { t } = useTranslation(['supply', 'common']);
  const item = useSchemaItems(purchaseShipSchema, 'supply');
  return (
    <OrderStepModal
      {...props}
      title={t('supply:purchase.shipTitle', { code: order.orderCode })}
      schema={purchaseShipSchema}
      url={SUPPLY_API.purchaseShip}
      facts={[
        [t('supply:field.consignee'), `${order.consignee} · ${order.phone}`],
        [t('supply:field.address'), order.address],
        [t('supply:field.items'), order.itemSummary],
      ]}
    >
      {item('logisticsNo', <Input maxLength={SUPPLY_LIMITS.logisticsNo} data-testid="field-logisticsNo" />, { required: true })}
    </OrderStepModal>
  );
}

/** Pays part or all of a paid order back, never more than is still refundable (the server judges too). */
export function RefundModal(props: ActionProps) {
  const { order } = props;
  const { t } = useTranslation(['supply', 'common']);
  const item = useSchemaItems(purchaseRefundSchema, 'supply');
  return (
    <OrderStepModal
      {...props}
      title={t('supply:purchase.refundTitle', { code: order.orderCode })}
      schema={purchaseRefundSchema}
      url={SUPPLY_API.purchaseRefund}
      initialValues={{ refundAmount: order.refundableCents / 100 }}
      facts={[
        [t('supply:field.paid'), moneyOf(order.paidCents, order.currency)],
        [t('supply:field.refunded'), moneyOf(order.refundedCents, order.currency)],
        [t('supply:field.refundable'), moneyOf(order.refundableCents, order.currency)],
      ]}
    >
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
    </OrderStepModal>
  );
}

/** Cancels an order waiting for payment after the person confirms, with an optional remark; its open payment page is closed. */
export function CancelModal(props: ActionProps) {
  const { order } = props;
  const { t } = useTranslation(['supply', 'common']);
  const item = useSchemaItems(purchaseCancelSchema, 'supply');
  return (
    <OrderStepModal
      {...props}
      title={t('supply:purchase.cancelTitle', { code: order.orderCode })}
      schema={purchaseCancelSchema}
      url={SUPPLY_API.purchaseCancel}
      submit={{ text: t('supply:purchase.cancelConfirm'), danger: true }}
      facts={[
        [t('supply:field.amount'), moneyOf(order.amountCents, order.currency)],
        [t('supply:field.items'), order.itemSummary],
      ]}
    >
      <Typography.Paragraph type="warning" data-testid="cancel-hint">
        {t('supply:purchase.cancelHint')}
      </Typography.Paragraph>
      {item('remark', <Input.TextArea rows={3} maxLength={SUPPLY_LIMITS.remark} showCount data-testid="field-remark" />)}
    </OrderStepModal>
  );
}
