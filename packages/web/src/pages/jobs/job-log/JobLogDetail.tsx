import type { JobLog } from '@vr/contracts';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../utils/format';
import { RunStatusTag } from './run-status';

const preStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12 } as const;

/** One run in full: what ran, when and where, what it reported and its error. */
export function JobLogDetail({ row, onClose }: { row: JobLog | null; onClose(): void }) {
  const { t } = useTranslation(['jobs', 'common']);
  const text = (key: string) => String(t(key as never));
  return (
    <Modal open={row !== null} title={t('jobs:log.detail')} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      {row ? (
        <Descriptions size="small" column={2} bordered data-testid="job-log-detail">
          <Descriptions.Item label={t('jobs:field.jobName')}>{row.jobName}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:field.jobGroup')}>{row.jobGroup}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:field.invokeTarget')}>
            <Typography.Text code>{row.invokeTarget}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('jobs:field.args')}>
            <Typography.Text code>{JSON.stringify(row.args)}</Typography.Text>
          </Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.trigger')}>{t(`jobs:log.trigger.${row.trigger}`)}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.fireTime')}>{row.fireTime ? formatDateTime(row.fireTime) : '—'}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.startTime')}>{formatDateTime(row.startTime)}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.endTime')}>{formatDateTime(row.endTime)}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.duration')}>{row.durationMs}</Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.status')}>
            <RunStatusTag value={row.status} text={text} />
          </Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.instance')} span={2}>
            {row.instance}
          </Descriptions.Item>
          <Descriptions.Item label={t('jobs:log.field.message')} span={2}>
            <pre style={preStyle}>{row.jobMessage ?? ''}</pre>
          </Descriptions.Item>
          {row.exceptionInfo ? (
            <Descriptions.Item label={t('jobs:log.field.error')} span={2}>
              <pre style={{ ...preStyle, color: '#cf1322' }}>{row.exceptionInfo}</pre>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
