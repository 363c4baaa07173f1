import { PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { MONITOR_PERMS, MONITOR_REFRESH_MS } from '@vr/contracts';
import { Button, Card, Space, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasPermission } from '../../components/authorized/use-permission';
import { tabBarWith } from '../../components/tab-bar';
import { CacheTab } from './CacheTab';
import { DatabaseTab } from './DatabaseTab';
import { MqttTab } from './MqttTab';
import type { TabKey } from './parts';
import { ServerTab } from './ServerTab';

/** System → Monitoring: server, database, MQTT and caches, refreshing every few seconds. */
export default function MonitorPage() {
  const { t } = useTranslation('monitor');
  const [tab, setTab] = useState<TabKey>('server');
  const [paused, setPaused] = useState(false);
  const canCache = useHasPermission(MONITOR_PERMS.cache);
  const items = [
    { key: 'server', label: t('tab.server'), children: <ServerTab active={tab === 'server'} paused={paused} /> },
    { key: 'database', label: t('tab.database'), children: <DatabaseTab active={tab === 'database'} paused={paused} /> },
    { key: 'mqtt', label: t('tab.mqtt'), children: <MqttTab active={tab === 'mqtt'} paused={paused} /> },
    ...(canCache ? [{ key: 'cache', label: t('tab.cache'), children: <CacheTab active={tab === 'cache'} /> }] : []),
  ];
  return (
    <Card size="small" data-testid="monitor-page">
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TabKey)}
        items={items}
        renderTabBar={tabBarWith(
          <Space>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {paused ? t('paused') : t('refreshEvery', { seconds: MONITOR_REFRESH_MS / 1000 })}
            </Typography.Text>
            <Button
              size="small"
              icon={paused ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
              onClick={() => setPaused((p) => !p)}
              data-testid="monitor-pause"
            >
              {paused ? t('resume') : t('pause')}
            </Button>
          </Space>,
        )}
      />
    </Card>
  );
}
