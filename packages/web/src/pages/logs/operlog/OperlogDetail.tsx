import type { OperLogDetail } from '@vr/contracts';
import { Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format';
import { OutcomeTag } from '../log-retention/outcome';
import { JsonBlock, LogDetailModal } from '../log-retention/LogDetailModal';
import { ActionName, ModuleName, OperTypeTag } from './oper-type';

/** One operation in full: who, what, the request (secrets masked) and the result. */
export function OperlogDetail({ viewing, onClose }: { viewing: OperLogDetail | 'loading' | null; onClose(): void }) {
  const { t } = useTranslation(['logs', 'common']);
  const text = (key: string) => String(t(key as never));
  return (
    <LogDetailModal viewing={viewing} title={t('logs:operlog.detailTitle')} width={860} testId="operlog-detail" onClose={onClose}>
      {(detail) => (
        <>
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
            <JsonBlock text={detail.request} empty={t('logs:operlog.noBody')} />
          </Descriptions.Item>
          <Descriptions.Item label={t('logs:operlog.field.result')} span={2}>
            <JsonBlock text={detail.result} empty={t('logs:operlog.noResult')} />
          </Descriptions.Item>
        </>
      )}
    </LogDetailModal>
  );
}
