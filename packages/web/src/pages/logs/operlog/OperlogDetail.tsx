import type { OperLogDetail } from '@vr/contracts';
import { Descriptions, Modal, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format';
import { OutcomeTag } from '../log-retention/outcome';
import { prettyJson } from '../log-retention/pretty-json';
import { ActionName, ModuleName, OperTypeTag } from './oper-type';

const pre = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 300, overflow: 'auto', fontSize: 12 } as const;

/** One operation in full: who, what, the request (secrets masked) and the result. */
export function OperlogDetail({ viewing, onClose }: { viewing: OperLogDetail | 'loading' | null; onClose(): void }) {
  const { t } = useTranslation(['logs', 'common']);
  const text = (key: string) => String(t(key as never));
  const detail = viewing && viewing !== 'loading' ? viewing : null;
  return (
    <Modal open={viewing !== null} title={t('logs:operlog.detailTitle')} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      {viewing === 'loading' ? (
        <Spin />
      ) : detail ? (
        <Descriptions size="small" column={2} bordered data-testid="operlog-detail">
          <Descriptions.Item label={t('logs:operlog.field.module')}>
            <ModuleName code={detail.module} /> · <ActionName code={detail.action} /> <OperTypeTag type={detail.operType} />
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.operName')}>
            {detail.employeeName ? `${detail.employeeName} (${detail.operName ?? ''})` : detail.operName}
            {detail.orgName ? ` · ${detail.orgName}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.url')} span={2}>
            <Tag>{detail.method}</Tag>
            {detail.url}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.operIp')}>{detail.operIp}</Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.operTime')}>{formatDateTime(detail.operTime)}</Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.status')}>
            <OutcomeTag value={detail.status} text={text} />
            {t('logs:operlog.field.resultStatus')}: {detail.resultStatus}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.durationMs')}>{t('logs:ms', { value: detail.durationMs })}</Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.request')} span={2}>
            {detail.request ? (
              <pre style={pre}>{prettyJson(detail.request)}</pre>
            ) : (
              <Typography.Text type="secondary">{t('logs:operlog.noBody')}</Typography.Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.result')} span={2}>
            {detail.result ? (
              <pre style={pre}>{prettyJson(detail.result)}</pre>
            ) : (
              <Typography.Text type="secondary">{t('logs:operlog.noResult')}</Typography.Text>
            )}
          </Descriptions.Item>
        </Descriptions>
      ) : null}
    </Modal>
  );
}
