import { REPLENISH_API, type ReplenishPlanItem, replenishRecordSchema } from '@vr/contracts';
import { Form, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { post } from '../../api/request';
import { FormDrawer, feedback } from '../../components/list-page';
import { amount, machineLabel } from './plan-rows';

interface ReplenishModalProps {
  planId: number;
  /** The plan's containers of one machine. */
  items: ReplenishPlanItem[];
  onClose(): void;
  onDone(): void;
}

/** What the person put into each container of one machine (the plan's quantities to start with). */
export function ReplenishModal({ planId, items, onClose, onDone }: ReplenishModalProps) {
  const { t } = useTranslation('replenish');
  const first = items[0]!;
  const device = machineLabel(first);
  return (
    <FormDrawer
      open
      as="modal"
      size={520}
      title={t('action.replenishTitle', { device })}
      schema={replenishRecordSchema}
      hiddenValues={{ deviceId: first.deviceId, planId }}
      initialValues={{ items: items.map((i) => ({ containerNo: i.containerNo, quantity: i.quantity })) }}
      onClose={onClose}
      onSubmit={async (values) => {
        const done = await post<{ commandId: string | null }>(REPLENISH_API.record, values);
        feedback.success(t(done.data?.commandId ? 'action.recorded' : 'action.recordedOffline', { device }));
        onDone();
      }}
    >
      {items.map((item, i) => (
        <div key={item.containerNo}>
          <Form.Item name={['items', i, 'containerNo']} hidden>
            <InputNumber />
          </Form.Item>
          <Form.Item
            name={['items', i, 'quantity']}
            label={`${t('field.container')} ${item.containerNo} · ${item.materialName}`}
            extra={
              <Typography.Text type="secondary">
                {t('plan.level', { level: amount(item.level), capacity: amount(item.capacity), unit: t(`unit.${item.unit}` as 'unit.1') })}
              </Typography.Text>
            }
          >
            <InputNumber
              size="large"
              min={0}
              precision={2}
              style={{ width: '100%' }}
              suffix={t(`unit.${item.unit}` as 'unit.1')}
              inputMode="decimal"
              data-testid={`field-quantity-${item.containerNo}`}
            />
          </Form.Item>
        </div>
      ))}
    </FormDrawer>
  );
}
