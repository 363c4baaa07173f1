import { ClearOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type CacheInfo, MONITOR_API, MONITOR_PERMS } from '@vr/contracts';
import { Button, Card, Spin, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { del, get } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import { feedback } from '../../components/list-page';
import { Failed } from './parts';

/** The server's caches, each with its size, cleared one by one or all at once. */
export function CacheTab({ active }: { active: boolean }) {
  const { t } = useTranslation(['monitor', 'common']);
  const client = useQueryClient();
  const { data, error, isLoading } = useQuery({
    queryKey: ['monitor', 'cache'],
    queryFn: async () => (await get<CacheInfo[]>(MONITOR_API.cache, undefined, { silent: true })).data ?? [],
    enabled: active,
  });
  const label = (name: string) => (name === 'dict' || name === 'config' ? t(`monitor:cache.names.${name}`) : name);
  const clear = (name: string | null) =>
    feedback.confirm({
      title: t('common:confirm.title'),
      content: name ? t('monitor:cache.confirm', { name: label(name) }) : t('monitor:cache.confirmAll'),
      okText: t('monitor:cache.clear'),
      okButtonProps: { danger: true, 'data-testid': 'confirm-clear-cache' } as never,
      cancelText: t('common:action.cancel'),
      onOk: async () => {
        try {
          const res = await del<CacheInfo[], string>(name ? `${MONITOR_API.clearCache}/${name}` : MONITOR_API.clearAll);
          feedback.success(res.result ?? '');
          client.setQueryData(['monitor', 'cache'], res.data ?? []);
        } catch {
          // shown by the request wrapper
        }
      },
    });
  if (isLoading) return <Spin />;
  return (
    <div data-testid="monitor-cache">
      <Failed error={error} />
      <Card
        size="small"
        extra={
          <Authorized permission={MONITOR_PERMS.clearCache}>
            <Button danger icon={<ClearOutlined />} onClick={() => clear(null)} data-testid="clear-all-caches">
              {t('monitor:cache.clearAll')}
            </Button>
          </Authorized>
        }
      >
        <Table
          size="small"
          rowKey="name"
          pagination={false}
          dataSource={data ?? []}
          columns={[
            { title: t('monitor:cache.name'), dataIndex: 'name', render: (v: string) => `${label(v)} — ${v}` },
            {
              title: t('monitor:cache.size'),
              dataIndex: 'size',
              align: 'right',
              render: (v: number | null) =>
                v === null ? <Typography.Text type="secondary">{t('monitor:cache.unknown')}</Typography.Text> : v,
            },
            {
              title: t('common:field.actions'),
              key: 'actions',
              width: 120,
              render: (_: unknown, row: CacheInfo) =>
                row.clearable ? (
                  <Authorized permission={MONITOR_PERMS.clearCache}>
                    <Button type="link" size="small" danger onClick={() => clear(row.name)} data-testid={`clear-cache-${row.name}`}>
                      {t('monitor:cache.clear')}
                    </Button>
                  </Authorized>
                ) : null,
            },
          ]}
        />
      </Card>
    </div>
  );
}
