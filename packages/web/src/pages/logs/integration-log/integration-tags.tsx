import { InfoCircleOutlined } from '@ant-design/icons';
import { INTEGRATION_DIRECTIONS, INTEGRATION_STATUSES, type IntegrationDirection, type IntegrationStatus } from '@vr/contracts';
import { Alert, Tag } from 'antd';
import { useTranslation } from 'react-i18next';

/** Success green, failure red, timeout orange. */
export const STATUS_COLORS: Record<IntegrationStatus, string> = { success: 'success', failure: 'error', timeout: 'warning' };

export const DIRECTION_OPTIONS = INTEGRATION_DIRECTIONS.map((v) => ({ value: v, label: `logs:integration.direction.${v}` }));
export const STATUS_OPTIONS = INTEGRATION_STATUSES.map((v) => ({ value: v, label: `logs:integration.status.${v}` }));

type Text = (key: string) => string;

/** Calls out in blue, calls in purple. */
export function DirectionTag({ value, text }: { value: IntegrationDirection; text: Text }) {
  return <Tag color={value === 'out' ? 'blue' : 'purple'}>{text(`logs:integration.direction.${value}`)}</Tag>;
}

export function IntegrationStatusTag({ value, text }: { value: IntegrationStatus; text: Text }) {
  return <Tag color={STATUS_COLORS[value]}>{text(`logs:integration.status.${value}`)}</Tag>;
}

/** Which outside systems are connected (none yet), above the log. */
export function NoSystemsNotice() {
  const { t } = useTranslation('logs');
  return <Alert type="info" showIcon icon={<InfoCircleOutlined />} title={t('integration.noSystems')} style={{ marginBottom: 8 }} />;
}
