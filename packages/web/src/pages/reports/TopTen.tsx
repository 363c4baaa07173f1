import type { GoodsSaleRow, ReportRanking, ReportTotals, SiteSaleRow } from '@vr/contracts';
import { Card, Col, Empty, List, Row, Space, Statistic, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/echart/EChart';
import { useMoney } from '../../utils/use-money';
import styles from './reports.module.css';

type Ranked = GoodsSaleRow | SiteSaleRow;
const nameOf = (r: Ranked) => ('goodsCode' in r ? r.goodsName : (r.siteName ?? `#${r.siteId}`));
const keyOf = (r: Ranked) => ('goodsCode' in r ? r.goodsCode : String(r.siteId));

/** The period's totals: orders, cups and, per currency, revenue and refunds. */
export function ReportTotalsBar({ totals, testId }: { totals: ReportTotals | undefined; testId: string }) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  return (
    <Space wrap size={[32, 8]} data-testid={testId}>
      <Statistic title={t('field.orders')} value={totals?.orders ?? 0} />
      <div data-testid={`${testId}-cups`} data-value={totals?.cups ?? 0}>
        <Statistic title={t('field.cups')} value={totals?.cups ?? 0} />
      </div>
      {(totals?.money ?? []).map((m) => (
        <Space key={m.currency} size={24}>
          <Statistic title={t('stats.revenueIn', { currency: m.currency })} value={money(m.revenue, m.currency)} />
          <Statistic title={t('stats.refundedIn', { currency: m.currency })} value={money(m.refunded, m.currency)} />
        </Space>
      ))}
    </Space>
  );
}

/** The top 10 of a ranking as a bar chart of cups and a list, with the period's totals. */
export function TopTen({
  title,
  ranking,
  loading,
  testId,
}: {
  title: string;
  ranking: ReportRanking<Ranked> | undefined;
  loading: boolean;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const money = useMoney();
  const rows = useMemo(() => ranking?.rows ?? [], [ranking]);
  const option = useMemo(
    () => ({
      animation: false,
      color: ['#1677ff'],
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 24, top: 8, bottom: 4, containLabel: true },
      xAxis: { type: 'value', minInterval: 1 },
      yAxis: {
        type: 'category',
        inverse: true,
        data: rows.map(nameOf),
        axisLabel: { width: 110, overflow: 'truncate' },
      },
      series: [{ name: t('field.cups'), type: 'bar', barMaxWidth: 16, data: rows.map((r) => r.cups) }],
    }),
    [rows, t],
  );
  return (
    <Card size="small" title={title} loading={loading && !ranking} data-testid={testId}>
      {ranking && (
        <Typography.Paragraph type="secondary" className={styles.note}>
          {t('top.live', { from: ranking.beginDay, to: ranking.endDay })}
        </Typography.Paragraph>
      )}
      <ReportTotalsBar totals={ranking?.totals} testId={`${testId}-totals`} />
      {rows.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('top.empty')} />
      ) : (
        <Row gutter={[16, 16]} className={styles.top}>
          <Col xs={24} lg={14}>
            <EChart option={option} height={Math.max(160, rows.length * 30)} testId={`${testId}-chart`} />
          </Col>
          <Col xs={24} lg={10}>
            <List
              size="small"
              dataSource={rows}
              renderItem={(r) => (
                <List.Item key={keyOf(r)} data-testid={`${testId}-row`} data-key={keyOf(r)} data-cups={r.cups}>
                  <span className={styles.rank}>{r.rank}</span>
                  <span className={styles.name}>{nameOf(r)}</span>
                  <span className={styles.figure}>{t('totals.cups', { count: r.cups })}</span>
                  <span className={styles.figure}>{r.money.map((m) => money(m.revenue, m.currency)).join(' · ')}</span>
                </List.Item>
              )}
            />
          </Col>
        </Row>
      )}
    </Card>
  );
}
