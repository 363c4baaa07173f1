import type { IntegrationLogDetail as Detail } from '@vr/contracts';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format';
import { JsonBlock, LogDetailModal } from '../log-retention/LogDetailModal';
import { IntegrationStatusTag } from './integration-tags';

/** One call in full: the system, the endpoint, the outcome, the payloads sent and received (secrets masked). */
export function IntegrationLogDetail({ viewing, onClose }: { viewing: Detail | 'loading' | null; onClose(): void }) {
  const { t } = useTranslation(['logs', 'common']);
  const payload = (text: string | null) => <JsonBlock text={text} empty={t('logs:integration.empty')} />;
  return (
    <LogDetailModal viewing={viewing} title={t('logs:integration.detailTitle')} width={880} testId="integration-detail" onClose={onClose}>
      {(detail) => (
        <>
          <Descriptions.Item label={t('logs:integration.field.system')}>
            {detail.system} · {t(`logs:integration.direction.${detail.direction}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:integration.field.createdAt')}>{formatDateTime(detail.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('logs:integration.field.endpoint')} span={2}>
            <Typography.Text code>{detail.method}</Typography.Text> {detail.endpoint}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:integration.field.status')}>
            <IntegrationStatusTag value={detail.status} text={(key) => String(t(key as never))} />
            {detail.httpStatus !== null ? `HTTP ${detail.httpStatus}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:integration.field.durationMs')}>
            {t('logs:ms', { value: detail.durationMs })} · {t('logs:integration.field.retryCount')}: {detail.retryCount}
          </Descriptions.Item>
          {detail.errorMessage ? (
            <Descriptions.Item label={t('logs:integration.field.error')} span={2}>
              <Typography.Text type="danger">{detail.errorMessage}</Typography.Text>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('logs:integration.field.request')} span={2}>
            {payload(detail.requestPayload)}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:integration.field.response')} span={2}>
            {payload(detail.responsePayload)}
          </Descriptions.Item>
        </>
      )}
    </LogDetailModal>
  );
}
