import { CopyOutlined, WarningOutlined } from '@ant-design/icons';
import type { DeviceSecretAnswer } from '@vr/contracts';
import { Alert, Button, Input, Modal, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../components/list-page';

/** Shows a device's secret the one time the server answers it, with a copy button and a warning. */
export function SecretDialog({ answer, onClose }: { answer: DeviceSecretAnswer | null; onClose(): void }) {
  const { t } = useTranslation(['devices', 'common']);
  const copy = async () => {
    if (!answer) return;
    try {
      await navigator.clipboard.writeText(answer.secret);
      feedback.success(t('devices:secret.copied'));
    } catch {
      // Clipboard refused (insecure context): the text stays selectable.
    }
  };
  return (
    <Modal
      open={answer !== null}
      title={answer ? t('devices:secret.title', { code: answer.deviceCode }) : ''}
      onCancel={onClose}
      maskClosable={false}
      footer={
        <Button type="primary" onClick={onClose} data-testid="secret-close">
          {t('common:action.close')}
        </Button>
      }
      destroyOnHidden
    >
      {answer && (
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Alert type="warning" showIcon icon={<WarningOutlined />} title={t('devices:secret.warning')} />
          <Typography.Text type="secondary">{t('devices:secret.username', { code: answer.deviceCode })}</Typography.Text>
          <Space.Compact style={{ width: '100%' }}>
            <Input readOnly value={answer.secret} data-testid="device-secret" onFocus={(e) => e.target.select()} />
            <Button icon={<CopyOutlined />} onClick={() => void copy()} data-testid="secret-copy">
              {t('devices:action.copy')}
            </Button>
          </Space.Compact>
        </Space>
      )}
    </Modal>
  );
}
