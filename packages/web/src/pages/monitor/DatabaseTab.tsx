import { type DatabaseInfo, MONITOR_API } from '@vr/contracts';
import { Card, Col, Row, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatBytes } from './format';
import { DetailsCard, Figures, type PolledTabProps, TabBody, Waiting, trendOf, usePolled } from './parts';
import { TrendChart } from './TrendChart';

/** The database: mode and size, connections and their trend, the largest tables, the slowest statements. */
export function DatabaseTab(props: PolledTabProps) {
  const { t } = useTranslation('monitor');
  const { data: d, history, error, isLoading } = usePolled<DatabaseInfo>('database', MONITOR_API.database, props);
  if (isLoading || !d) return <Waiting error={error} />;
  const slowText =
    d.slowNote === 'embedded'
      ? t('database.slowEmbedded')
      : d.slowNote === 'notInstalled'
        ? t('database.slowNotInstalled')
        : t('database.slowUnreadable');
  return (
    <TabBody testId="monitor-database" error={error}>
      <Col xs={24} lg={12}>
        <DetailsCard
          title={t('tab.database')}
          column={1}
          items={[
            {
              label: t('database.mode'),
              children: (
                <Tag color={d.mode === 'embedded' ? 'purple' : 'blue'} data-testid="db-mode">
                  {d.mode === 'embedded' ? t('database.embedded') : t('database.postgres')}
                </Tag>
              ),
            },
            { label: t('database.version'), children: <Typography.Text style={{ fontSize: 12 }}>{d.version}</Typography.Text> },
            { label: t('database.size'), children: formatBytes(d.sizeBytes) },
          ]}
        />
      </Col>
      <Col xs={24} lg={12}>
        {d.connections ? (
          <Card size="small" title={t('database.connections')}>
            <Row gutter={12}>
              <Figures
                col={{ span: 6 }}
                items={[
                  { title: t('database.connections'), value: d.connections.total },
                  { title: t('database.active'), value: d.connections.active },
                  { title: t('database.idle'), value: d.connections.idle },
                  { title: t('database.max'), value: d.connections.max },
                ]}
              />
            </Row>
            <TrendChart
              title={t('database.chartConnections')}
              {...trendOf(history, [
                [t('database.connections'), (v) => v.connections?.total ?? 0],
                [t('database.active'), (v) => v.connections?.active ?? 0],
              ])}
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
    </TabBody>
  );
}
