import { DEVICE_WARRANTY_MONTHS_MAX } from '@vr/contracts';
import { Form, InputNumber, Modal, Typography } from 'antd';
import { type Key, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../../api/request-error';
import { feedback, toFormErrors } from '../../../components/list-page';
import { deviceApi } from './api';

/** Batch: the warranty of the selected devices, in months from each one's deployment. */
export function WarrantyDialog({ ids, onClose, onDone }: { ids: Key[] | null; onClose(): void; onDone(): void }) {
  const { t } = useTranslation(['devices', 'common']);
  const [form] = Form.useForm<{ warrantyMonths: number | null }>();
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    if (!ids) return;
    setSaving(true);
    try {
      await deviceApi.batch({ ids: ids.map(Number), action: 'warranty', warrantyMonths: form.getFieldValue('warrantyMonths') });
      feedback.success(t('common:result.saved'));
      onDone();
      onClose();
    } catch (error) {
      form.setFields(toFormErrors(fieldErrorsOf(error)) as never);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={ids !== null}
      title={t('devices:warranty.title', { count: ids?.length ?? 0 })}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common:action.save')}
      cancelText={t('common:action.cancel')}
      okButtonProps={{ loading: saving, 'data-testid': 'warranty-save' } as never}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('devices:warranty.hint')}</Typography.Paragraph>
      <Form form={form} layout="vertical" preserve={false}>
        <Form.Item name="warrantyMonths" label={t('devices:warranty.months')} required>
          <InputNumber
            min={1}
            max={DEVICE_WARRANTY_MONTHS_MAX}
            precision={0}
            style={{ width: '100%' }}
            addonAfter={t('devices:warranty.unit')}
            data-testid="warranty-months"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
