import { ALARM_NOTIFY_API, ALARM_NOTIFY_LOG_PERMS, type AlarmSmsOutboxItem } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Card, Table, Typography } from 'antd';
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
      <Table<AlarmSmsOutboxItem>
        size="small"
        rowKey="id"
        loading={outbox.isLoading}
        dataSource={outbox.data ?? []}
        pagination={false}
        scroll={{ x: 560 }}
        locale={{ emptyText: <Typography.Text type="secondary">{t('settings.smsOutboxEmpty')}</Typography.Text> }}
        columns={[
          { key: 'createTime', title: t('settings.smsTime'), width: 170, render: (_, r) => formatDateTime(r.createTime) },
          { key: 'phone', title: t('settings.smsPhone'), dataIndex: 'phone', width: 160 },
          { key: 'text', title: t('settings.smsText'), dataIndex: 'text' },
        ]}
      />
    </Card>
  );
}
