import { DEVICE_WARRANTY_MONTHS_MAX } from '@vr/contracts';
import { Form, InputNumber } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { BatchDialog } from './BatchDialog';

/** Batch: the warranty of the selected devices, in months from each one's deployment. */
export function WarrantyDialog({ ids, onClose, onDone }: { ids: Key[] | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation('devices');
  const [form] = Form.useForm<{ warrantyMonths: number | null }>();
  return (
    <BatchDialog
      ids={ids}
      title={t('warranty.title', { count: ids?.length ?? 0 })}
      hint={t('warranty.hint')}
      form={form}
      toBatch={(v) => ({ action: 'warranty', warrantyMonths: v.warrantyMonths })}
      saveTestId="warranty-save"
      onClose={onClose}
      onDone={onDone}
    >
      <Form.Item name="warrantyMonths" label={t('warranty.months')} required>
        <InputNumber
          min={1}
          max={DEVICE_WARRANTY_MONTHS_MAX}
          precision={0}
          style={{ width: '100%' }}
          addonAfter={t('warranty.unit')}
          data-testid="warranty-months"
        />
      </Form.Item>
    </BatchDialog>
  );
}
