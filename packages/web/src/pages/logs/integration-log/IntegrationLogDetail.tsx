import type { IntegrationLogDetail as Detail } from '@vr/contracts';
import { Descriptions, Modal, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format';
import { prettyJson } from '../log-retention/pretty-json';
import { IntegrationStatusTag } from './integration-tags';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 300, overflow: 'auto', fontSize: 12 } as const;

/** One call in full: the system, the endpoint, the outcome, the payloads sent and received (secrets masked). */
export function IntegrationLogDetail({ viewing, onClose }: { viewing: Detail | 'loading' | null; onClose(): void }) {
  const { t } = useTranslation(['logs', 'common']);
  const detail = viewing && viewing !== 'loading' ? viewing : null;
  const payload = (text: string | null) =>
    text ? <pre style={pre}>{prettyJson(text)}</pre> : <Typography.Text type="secondary">{t('logs:integration.empty')}</Typography.Text>;
  return (
    <Modal open={viewing !== null} title={t('logs:integration.detailTitle')} width={880} footer={null} onCancel={onClose} destroyOnHidden>
      {viewing === 'loading' ? (
        <Spin />
      ) : detail ? (
        <Descriptions size="small" column={2} bordered data-testid="integration-detail">
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
        </Descriptions>
      ) : null}
    </Modal>
  );
}
