import { ALARM_NOTIFY_API, ALARM_NOTIFY_LOG_PERMS, type AlarmSmsOutboxItem } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, List, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../../api/request';
import { useHasPermission } from '../../../components/authorized/use-permission';
import { formatDateTime } from '../../../utils/format';

/**
 * The sandbox SMS provider's outbox of one customer: the newest messages it took instead of a
 * phone, to read what recipients would have received. Shown to those who may read the log.
 */
export function SmsOutbox({ orgId }: { orgId: number }) {
  const { t } = useTranslation(['alarmNotify', 'common']);
  const allowed = useHasPermission(ALARM_NOTIFY_LOG_PERMS.list);
  const outbox = useQuery({
    queryKey: ['alarm-notify-sms-outbox', orgId],
    enabled: allowed,
    queryFn: async () => (await get<AlarmSmsOutboxItem[]>(ALARM_NOTIFY_API.smsOutbox, { orgId })).data ?? [],
  });
  if (!allowed) return null;
  return (
    <Card
      size="small"
      title={t('settings.smsOutbox')}
      data-testid="alarm-notify-sms-outbox"
      extra={
        <Button size="small" onClick={() => void outbox.refetch()} loading={outbox.isFetching}>
          {t('common:action.refresh')}
        </Button>
      }
    >
      <List<AlarmSmsOutboxItem>
        size="small"
        loading={outbox.isLoading}
        dataSource={outbox.data ?? []}
        locale={{ emptyText: <Typography.Text type="secondary">{t('settings.smsOutboxEmpty')}</Typography.Text> }}
        renderItem={(sms) => (
          <List.Item key={sms.id}>
            <List.Item.Meta
              title={
                <Space wrap size={[12, 0]}>
                  <span aria-label={t('settings.smsPhone')}>{sms.phone}</span>
                  <Typography.Text type="secondary" aria-label={t('settings.smsTime')}>
                    {formatDateTime(sms.createTime)}
                  </Typography.Text>
                </Space>
              }
              description={<span style={{ wordBreak: 'break-word' }}>{sms.text}</span>}
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
