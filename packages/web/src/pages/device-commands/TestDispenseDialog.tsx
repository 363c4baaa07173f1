import { type DeviceCommandView, testDispenseParamsSchema } from '@vr/contracts';
import { Alert, Form, Input, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, zodRule } from '../../components/list-page';
import { useAppStore } from '../../stores/app';
import { sendTestDispense } from './api';
import type { RemoteDevice } from './SettingDialog';

interface TestDispenseDialogProps {
  open: boolean;
  device: RemoteDevice;
  onClose(): void;
  onSent(command: DeviceCommandView): void;
}

/**
 * A beverage test: the machine makes one cup of a product it sells (its code, and a cup size if
 * wanted) and reports it as a test order, listed on the beverage test records and never a sale.
 */
export function TestDispenseDialog({ open, device, onClose, onSent }: TestDispenseDialogProps) {
  const { t } = useTranslation('deviceRemote');
  const lang = useAppStore((s) => s.language);
  return (
    <FormDrawer
      as="modal"
      open={open}
      title={`${t('action.testDispense')} · ${t('form.device', { code: device.deviceCode })}`}
      schema={testDispenseParamsSchema}
      onClose={onClose}
      onSubmit={async (values) => onSent(await sendTestDispense(device.id, values))}
    >
      {!device.online && <Alert type="warning" showIcon title={t('offline')} style={{ marginBottom: 12 }} />}
      <Typography.Paragraph type="secondary">{t('testDispense.help')}</Typography.Paragraph>
      <Form.Item
        name="goodsCode"
        label={t('testDispense.goodsCode')}
        required
        rules={[zodRule(testDispenseParamsSchema, 'goodsCode', lang)]}
      >
        <Input maxLength={50} autoComplete="off" data-testid="test-goods-code" />
      </Form.Item>
      <Form.Item name="cupSize" label={t('testDispense.cupSize')} rules={[zodRule(testDispenseParamsSchema, 'cupSize', lang)]}>
        <Input maxLength={10} autoComplete="off" style={{ width: 160 }} />
      </Form.Item>
    </FormDrawer>
  );
}
