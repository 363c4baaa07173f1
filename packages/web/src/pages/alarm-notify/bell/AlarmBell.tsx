import { AlertOutlined } from '@ant-design/icons';
import { ALARM_NOTIFY_API, type AlarmInbox } from '@vr/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Empty, List, Popover, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get, post } from '../../../api/request';
import { formatDateTime } from '../../../utils/format';
import { HeaderTool } from '../../../layout/header/HeaderTool';
import { currentLang } from '../../../stores/app';
import { ALARM_INBOX_REFRESH_MS, markedRead } from './inbox-logic';

const INBOX_KEY = ['alarm-inbox'];
const EMPTY: AlarmInbox = { unread: 0, items: [] };

/**
 * The header's alarm bell: the count of the account's unread alarm notifications and the newest
 * of them; reading one (or all) acknowledges its alarm, so it is not escalated.
 */
export function AlarmBell() {
  const { t, i18n } = useTranslation('alarmNotify');
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  // Notifications are written in the language the account reads in: tell the server whenever it changes.
  useEffect(() => {
    void post(ALARM_NOTIFY_API.language, { lang: currentLang() }, { silent: true }).catch(() => undefined);
  }, [i18n.language]);
  const inbox = useQuery({
    queryKey: INBOX_KEY,
    refetchInterval: ALARM_INBOX_REFRESH_MS,
    queryFn: async () => (await get<AlarmInbox>(ALARM_NOTIFY_API.inbox, undefined, { silent: true })).data ?? EMPTY,
  });
  const data = inbox.data ?? EMPTY;

  const mark = async (ids: number[] | 'all') => {
    client.setQueryData<AlarmInbox>(INBOX_KEY, (old) => (old ? markedRead(old, ids) : old));
    await post(ALARM_NOTIFY_API.read, ids === 'all' ? { all: true } : { ids }, { silent: true }).catch(() => undefined);
    await client.invalidateQueries({ queryKey: INBOX_KEY });
  };

  const content = (
    <div style={{ width: 360, maxHeight: 420, overflowY: 'auto' }} data-testid="alarm-bell-dropdown">
      {data.items.length > 0 ? (
        <List
          size="small"
          dataSource={data.items}
          renderItem={(item) => (
            <List.Item
              key={item.id}
              data-testid="alarm-bell-item"
              actions={
                item.read
                  ? []
                  : [
                      <Button key="read" type="link" size="small" onClick={() => void mark([item.id])}>
                        {t('bell.markRead')}
                      </Button>,
                    ]
              }
            >
              <List.Item.Meta
                title={
                  <Typography.Text strong={!item.read}>
                    {item.escalation ? <Tag color="red">{t('bell.escalation')}</Tag> : null}
                    {item.released ? <Tag color="green">{t('bell.released')}</Tag> : null}
                    {item.title}
                    {item.count > 1 ? <Tag style={{ marginInlineStart: 4 }}>{t('bell.count', { count: item.count })}</Tag> : null}
                  </Typography.Text>
                }
                description={
                  <>
                    <div>{item.text}</div>
                    <Typography.Text type="secondary">{formatDateTime(item.createTime)}</Typography.Text>
                  </>
                }
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('bell.empty')} />
      )}
    </div>
  );

  return (
    <Popover
      open={open}
      onOpenChange={setOpen}
      trigger="click"
      placement="bottomRight"
      content={content}
      title={
        <span style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          {t('bell.title')}
          <Button type="link" size="small" disabled={data.unread === 0} onClick={() => void mark('all')} data-testid="alarm-bell-read-all">
            {t('bell.markAll')}
          </Button>
        </span>
      }
    >
      <Badge count={data.unread} size="small" offset={[-4, 4]} data-testid="alarm-bell-badge">
        <HeaderTool icon={<AlertOutlined />} label={t('bell.open', { count: data.unread })} testId="alarm-bell" />
      </Badge>
    </Popover>
  );
}
