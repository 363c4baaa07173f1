import type { ClientErrorRow } from '@vr/contracts';
import { Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../utils/format';

const preStyle = { whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0, maxHeight: 320, overflow: 'auto', fontSize: 12 } as const;

/** One reported error in full: message, where and for whom, and its stacks. */
export function ClientErrorDetail({ row, onClose }: { row: ClientErrorRow | null; onClose(): void }) {
  const { t } = useTranslation(['clientError', 'common']);
  return (
    <Modal open={row !== null} title={t('clientError:title')} width={860} footer={null} onCancel={onClose} destroyOnHidden>
      {row ? (
        <Descriptions size="small" column={1} bordered>
          <Descriptions.Item label={t('clientError:field.message')}>
            <pre style={preStyle}>{row.message}</pre>
          </Descriptions.Item>
          <Descriptions.Item label={t('clientError:field.time')}>{formatDateTime(row.createdAt)}</Descriptions.Item>
          <Descriptions.Item label={t('clientError:field.url')}>{row.url}</Descriptions.Item>
          <Descriptions.Item label={t('clientError:field.userAgent')}>{row.userAgent}</Descriptions.Item>
          <Descriptions.Item label={t('clientError:field.ip')}>{row.ip}</Descriptions.Item>
          <Descriptions.Item label={t('clientError:field.stack')}>
            {row.stack ? (
              <pre style={preStyle}>{row.stack}</pre>
            ) : (
              <Typography.Text type="secondary">{t('clientError:noStack')}</Typography.Text>
            )}
          </Descriptions.Item>
          {row.componentStack ? (
            <Descriptions.Item label={t('clientError:field.componentStack')}>
              <pre style={preStyle}>{row.componentStack}</pre>
            </Descriptions.Item>
          ) : null}
        </Descriptions>
      ) : null}
    </Modal>
  );
}
