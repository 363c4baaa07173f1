import { ClearOutlined, PauseCircleOutlined, PlayCircleOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type CacheInfo,
  type DatabaseInfo,
  MONITOR_API,
  MONITOR_HISTORY_POINTS,
  MONITOR_PERMS,
  MONITOR_REFRESH_MS,
  type MqttInfo,
  type ServerInfo,
} from '@vr/contracts';
import { Alert, Button, Card, Col, Descriptions, Progress, Row, Space, Spin, Statistic, Table, Tabs, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { del, get } from '../../api/request';
import { Authorized } from '../../components/authorized/Authorized';
import { useHasPermission } from '../../components/authorized/use-permission';
import { feedback } from '../../components/list-page';
import { tabBarWith } from '../../components/tab-bar';
import { durationParts, formatBytes, pushPoint } from './format';
import { TrendChart } from './TrendChart';

type TabKey = 'server' | 'database' | 'mqtt' | 'cache';

/** Polls one monitoring call while its tab shows and the screen is not paused; keeps a short history. */
function usePolled<T>(key: TabKey, url: string, active: boolean, paused: boolean) {
  const [history, setHistory] = useState<Array<{ at: string; value: T }>>([]);
  const q = useQuery({
    queryKey: ['monitor', key],
    queryFn: async () => {
      const value = (await get<T>(url, undefined, { silent: true })).data as T;
      setHistory((h) => pushPoint(h, { at: dayjs().format('HH:mm:ss'), value }, MONITOR_HISTORY_POINTS));
      return value;
    },
    enabled: active,
    refetchInterval: active && !paused ? MONITOR_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  return { ...q, history };
}

const percentColor = (p: number) => (p >= 90 ? '#ff4d4f' : p >= 70 ? '#faad14' : '#52c41a');

function Gauge({ title, percent, children, testId }: { title: string; percent: number; children?: ReactNode; testId?: string }) {
  return (
    <Card size="small" title={title} data-testid={testId} style={{ height: '100%' }}>
      <Space align="start" size="large">
        <Progress
          type="dashboard"
          percent={percent}
          size={96}
          strokeColor={percentColor(percent)}
          format={(p) => `${p ?? 0}%`}
          aria-label={title}
        />
        <div style={{ fontSize: 12, lineHeight: '22px' }}>{children}</div>
      </Space>
    </Card>
  );
}

function Failed({ error }: { error: unknown }) {
  const { t } = useTranslation('monitor');
  if (!error) return null;
  return <Alert type="error" showIcon title={t('loadFailed')} style={{ marginBottom: 12 }} />;
}

function ServerTab({ active, paused }: { active: boolean; paused: boolean }) {
  const { t } = useTranslation('monitor');
  const { data: s, history, error, isLoading } = usePolled<ServerInfo>('server', MONITOR_API.server, active, paused);
  const uptime = (sec: number) =>
    durationParts(sec)
      .map((p) => t(`units.${p.unit}`, { n: p.n }))
      .join(' ');
  if (isLoading || !s) return error ? <Failed error={error} /> : <Spin />;
  const times = history.map((h) => h.at);
  return (
    <div data-testid="monitor-server">
      <Failed error={error} />
      <Row gutter={[12, 12]}>
        <Col xs={24} md={12} xl={6}>
          <Gauge title={t('server.cpu')} percent={s.cpu.usagePercent} testId="gauge-cpu">
            <div>
              {t('server.cores')}: {s.cpu.cores}
            </div>
            <div>
              {t('server.load')}: {s.cpu.loadAverage.join(' / ')}
            </div>
            <div>
              {t('server.processCpu')}: {s.process.cpuPercent}%
            </div>
          </Gauge>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Gauge title={t('server.memory')} percent={s.memory.usagePercent} testId="gauge-memory">
            <div>
              {t('server.total')}: {formatBytes(s.memory.totalBytes)}
            </div>
            <div>
              {t('server.used')}: {formatBytes(s.memory.usedBytes)}
            </div>
            <div>
              {t('server.free')}: {formatBytes(s.memory.freeBytes)}
            </div>
          </Gauge>
        </Col>
        <Col xs={24} md={12} xl={6}>
          <Gauge title={t('server.heap')} percent={s.heap.usagePercent} testId="gauge-heap">
            <div>
              {t('server.heapUsed')}: {formatBytes(s.heap.usedBytes)}
            </div>
            <div>
              {t('server.heapTotal')}: {formatBytes(s.heap.totalBytes)}
            </div>
            <div>
              {t('server.heapLimit')}: {formatBytes(s.heap.limitBytes)}
            </div>
          </Gauge>
        </Col>
        <Col xs={24} md={12} xl={6}>
          {s.disk ? (
            <Gauge title={t('server.disk')} percent={s.disk.usagePercent} testId="gauge-disk">
              <div>
                {t('server.total')}: {formatBytes(s.disk.totalBytes)}
              </div>
              <div>
                {t('server.free')}: {formatBytes(s.disk.freeBytes)}
              </div>
              <Typography.Text type="secondary" style={{ fontSize: 11 }} ellipsis={{ tooltip: s.disk.path }}>
                {s.disk.path}
              </Typography.Text>
            </Gauge>
          ) : (
            <Card size="small" title={t('server.disk')}>
              {t('server.noDisk')}
            </Card>
          )}
        </Col>
        <Col xs={24} md={12}>
          <Card size="small">
            <TrendChart
              testId="chart-cpu"
              title={`${t('server.chartCpu')} / ${t('server.chartMemory')}`}
              times={times}
              max={100}
              series={[
                { name: t('server.cpu'), values: history.map((h) => h.value.cpu.usagePercent) },
                { name: t('server.memory'), values: history.map((h) => h.value.memory.usagePercent) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small">
            <TrendChart
              testId="chart-heap"
              title={`${t('server.chartHeap')} / ${t('server.chartLoop')}`}
              times={times}
              series={[
                { name: t('server.heapUsed'), values: history.map((h) => Math.round(h.value.heap.usedBytes / 1048576)) },
                { name: t('server.p99'), values: history.map((h) => h.value.eventLoop.p99Ms) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('server.process')}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('server.pid')}>{s.process.pid}</Descriptions.Item>
              <Descriptions.Item label={t('server.node')}>{s.process.nodeVersion}</Descriptions.Item>
              <Descriptions.Item label={t('server.processUptime')}>{uptime(s.process.uptimeSeconds)}</Descriptions.Item>
              <Descriptions.Item label={t('server.rss')}>{formatBytes(s.process.rssBytes)}</Descriptions.Item>
              <Descriptions.Item label={t('server.heapUsed')}>{formatBytes(s.process.heapUsedBytes)}</Descriptions.Item>
              <Descriptions.Item label={t('server.external')}>{formatBytes(s.process.externalBytes)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={`${t('server.host')} · ${t('server.eventLoop')}`}>
            <Descriptions size="small" column={2}>
              <Descriptions.Item label={t('server.hostname')}>{s.host.hostname}</Descriptions.Item>
              <Descriptions.Item label={t('server.system')}>
                {s.host.platform} {s.host.release} ({s.host.arch})
              </Descriptions.Item>
              <Descriptions.Item label={t('server.model')} span={2}>
                {s.cpu.model}
              </Descriptions.Item>
              <Descriptions.Item label={t('server.hostUptime')}>{uptime(s.host.uptimeSeconds)}</Descriptions.Item>
              <Descriptions.Item label={t('server.eventLoop')}>
                {t('server.mean')} {s.eventLoop.meanMs} ms · {t('server.p99')} {s.eventLoop.p99Ms} ms · {t('server.max')}{' '}
                {s.eventLoop.maxMs} ms
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function DatabaseTab({ active, paused }: { active: boolean; paused: boolean }) {
  const { t } = useTranslation('monitor');
  const { data: d, history, error, isLoading } = usePolled<DatabaseInfo>('database', MONITOR_API.database, active, paused);
  if (isLoading || !d) return error ? <Failed error={error} /> : <Spin />;
  const slowText =
    d.slowNote === 'embedded'
      ? t('database.slowEmbedded')
      : d.slowNote === 'notInstalled'
        ? t('database.slowNotInstalled')
        : t('database.slowUnreadable');
  return (
    <div data-testid="monitor-database">
      <Failed error={error} />
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('tab.database')}>
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('database.mode')}>
                <Tag color={d.mode === 'embedded' ? 'purple' : 'blue'} data-testid="db-mode">
                  {d.mode === 'embedded' ? t('database.embedded') : t('database.postgres')}
                </Tag>
              </Descriptions.Item>
              <Descriptions.Item label={t('database.version')}>
                <Typography.Text style={{ fontSize: 12 }}>{d.version}</Typography.Text>
              </Descriptions.Item>
              <Descriptions.Item label={t('database.size')}>{formatBytes(d.sizeBytes)}</Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          {d.connections ? (
            <Card size="small" title={t('database.connections')}>
              <Row gutter={12}>
                <Col span={6}>
                  <Statistic title={t('database.connections')} value={d.connections.total} />
                </Col>
                <Col span={6}>
                  <Statistic title={t('database.active')} value={d.connections.active} />
                </Col>
                <Col span={6}>
                  <Statistic title={t('database.idle')} value={d.connections.idle} />
                </Col>
                <Col span={6}>
                  <Statistic title={t('database.max')} value={d.connections.max} />
                </Col>
              </Row>
              <TrendChart
                title={t('database.chartConnections')}
                times={history.map((h) => h.at)}
                series={[
                  { name: t('database.connections'), values: history.map((h) => h.value.connections?.total ?? 0) },
                  { name: t('database.active'), values: history.map((h) => h.value.connections?.active ?? 0) },
                ]}
              />
            </Card>
          ) : (
            <Card size="small" title={t('database.connections')}>
              <Typography.Text type="secondary">{t('database.embedded')}</Typography.Text>
            </Card>
          )}
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('database.tables')}>
            <Table
              size="small"
              rowKey="name"
              pagination={false}
              dataSource={d.largestTables}
              columns={[
                { title: t('database.table'), dataIndex: 'name' },
                { title: t('database.rows'), dataIndex: 'rows', align: 'right' },
                { title: t('database.tableSize'), dataIndex: 'sizeBytes', align: 'right', render: (v: number) => formatBytes(v) },
              ]}
            />
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card size="small" title={t('database.slow')}>
            {d.slowStatements ? (
              <Table
                size="small"
                rowKey={(r) => r.query}
                pagination={false}
                dataSource={d.slowStatements}
                columns={[
                  { title: t('database.query'), dataIndex: 'query', ellipsis: true },
                  { title: t('database.calls'), dataIndex: 'calls', align: 'right', width: 80 },
                  { title: t('database.meanMs'), dataIndex: 'meanMs', align: 'right', width: 100 },
                  { title: t('database.totalMs'), dataIndex: 'totalMs', align: 'right', width: 110 },
                ]}
              />
            ) : (
              <Typography.Text type="secondary" data-testid="slow-note">
                {slowText}
              </Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function MqttTab({ active, paused }: { active: boolean; paused: boolean }) {
  const { t } = useTranslation('monitor');
  const { data: m, history, error, isLoading } = usePolled<MqttInfo>('mqtt', MONITOR_API.mqtt, active, paused);
  if (isLoading || !m) return error ? <Failed error={error} /> : <Spin />;
  const times = history.map((h) => h.at);
  return (
    <div data-testid="monitor-mqtt">
      <Failed error={error} />
      {m.mode === 'disabled' ? <Alert type="warning" showIcon title={t('mqtt.disabledHint')} style={{ marginBottom: 12 }} /> : null}
      <Row gutter={[12, 12]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('mqtt.mode')} value={t(`mqtt.modes.${m.mode}`)} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('mqtt.devices')} value={m.connectedDevices} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('mqtt.rate')} value={m.messagesPerSecond} precision={1} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={t('mqtt.total')} value={m.messagesTotal} />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small">
            <TrendChart
              testId="chart-mqtt-rate"
              title={t('mqtt.chartRate')}
              times={times}
              series={[{ name: t('mqtt.rate'), values: history.map((h) => h.value.messagesPerSecond) }]}
            />
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card size="small">
            <TrendChart
              title={t('mqtt.chartDevices')}
              times={times}
              series={[{ name: t('mqtt.devices'), values: history.map((h) => h.value.connectedDevices) }]}
            />
          </Card>
        </Col>
        <Col xs={24}>
          <Card size="small">
            <Descriptions size="small" column={1}>
              <Descriptions.Item label={t('mqtt.pending')}>{m.pendingCommands}</Descriptions.Item>
              <Descriptions.Item label={t('mqtt.endpoints')}>
                {m.endpoints.length ? m.endpoints.map((e) => <Tag key={e}>{e}</Tag>) : '—'}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </Col>
      </Row>
    </div>
  );
}

function CacheTab({ active }: { active: boolean }) {
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
