import { MONITOR_API, type ServerInfo } from '@vr/contracts';
import { Card, Col, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { durationParts, formatBytes } from './format';
import { DetailsCard, Gauge, type PolledTabProps, TabBody, TrendCard, Waiting, usePolled } from './parts';

type ByteFigure = 'total' | 'used' | 'free' | 'heapUsed' | 'heapTotal' | 'heapLimit';

const GAUGE_COL = { xs: 24, md: 12, xl: 6 } as const;

/** The server: CPU, memory, heap and disk gauges, their trends, the process and the host. */
export function ServerTab(props: PolledTabProps) {
  const { t } = useTranslation('monitor');
  const { data: s, history, error, isLoading } = usePolled<ServerInfo>('server', MONITOR_API.server, props);
  const uptime = (sec: number) =>
    durationParts(sec)
      .map((p) => t(`units.${p.unit}`, { n: p.n }))
      .join(' ');
  /** "label: size" lines of byte figures named by their text key. */
  const bytes = (figures: Partial<Record<ByteFigure, number>>) =>
    Object.entries(figures).map(([key, n]) => [t(`server.${key as ByteFigure}`), formatBytes(n)] as const);
  if (isLoading || !s) return <Waiting error={error} />;
  const gauges = [
    {
      key: 'cpu',
      percent: s.cpu.usagePercent,
      lines: [
        [t('server.cores'), s.cpu.cores],
        [t('server.load'), s.cpu.loadAverage.join(' / ')],
        [t('server.processCpu'), `${s.process.cpuPercent}%`],
      ],
    },
    {
      key: 'memory',
      percent: s.memory.usagePercent,
      lines: bytes({ total: s.memory.totalBytes, used: s.memory.usedBytes, free: s.memory.freeBytes }),
    },
    {
      key: 'heap',
      percent: s.heap.usagePercent,
      lines: bytes({ heapUsed: s.heap.usedBytes, heapTotal: s.heap.totalBytes, heapLimit: s.heap.limitBytes }),
    },
  ] as const;
  return (
    <TabBody testId="monitor-server" error={error}>
      {gauges.map((g) => (
        <Col key={g.key} {...GAUGE_COL}>
          <Gauge title={t(`server.${g.key}`)} percent={g.percent} testId={`gauge-${g.key}`} lines={g.lines} />
        </Col>
      ))}
      <Col {...GAUGE_COL}>
        {s.disk ? (
          <Gauge
            title={t('server.disk')}
            percent={s.disk.usagePercent}
            testId="gauge-disk"
            lines={bytes({ total: s.disk.totalBytes, free: s.disk.freeBytes })}
          >
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
      <TrendCard
        testId="chart-cpu"
        title={`${t('server.chartCpu')} / ${t('server.chartMemory')}`}
        max={100}
        history={history}
        lines={[
          [t('server.cpu'), (v) => v.cpu.usagePercent],
          [t('server.memory'), (v) => v.memory.usagePercent],
        ]}
      />
      <TrendCard
        testId="chart-heap"
        title={`${t('server.chartHeap')} / ${t('server.chartLoop')}`}
        history={history}
        lines={[
          [t('server.heapUsed'), (v) => Math.round(v.heap.usedBytes / 1048576)],
          [t('server.p99'), (v) => v.eventLoop.p99Ms],
        ]}
      />
      <Col xs={24} lg={12}>
        <DetailsCard
          title={t('server.process')}
          column={2}
          items={[
            { label: t('server.pid'), children: s.process.pid },
            { label: t('server.node'), children: s.process.nodeVersion },
            { label: t('server.processUptime'), children: uptime(s.process.uptimeSeconds) },
            { label: t('server.rss'), children: formatBytes(s.process.rssBytes) },
            { label: t('server.heapUsed'), children: formatBytes(s.process.heapUsedBytes) },
            { label: t('server.external'), children: formatBytes(s.process.externalBytes) },
          ]}
        />
      </Col>
      <Col xs={24} lg={12}>
        <DetailsCard
          title={`${t('server.host')} · ${t('server.eventLoop')}`}
          column={2}
          items={[
            { label: t('server.hostname'), children: s.host.hostname },
            { label: t('server.system'), children: `${s.host.platform} ${s.host.release} (${s.host.arch})` },
            { label: t('server.model'), children: s.cpu.model, span: 2 },
            { label: t('server.hostUptime'), children: uptime(s.host.uptimeSeconds) },
            {
              label: t('server.eventLoop'),
              children: `${t('server.mean')} ${s.eventLoop.meanMs} ms · ${t('server.p99')} ${s.eventLoop.p99Ms} ms · ${t('server.max')} ${s.eventLoop.maxMs} ms`,
            },
          ]}
        />
      </Col>
    </TabBody>
  );
}
