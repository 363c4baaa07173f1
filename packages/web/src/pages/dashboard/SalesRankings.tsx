import type { GoodsSaleRow, ReportTotals, SiteSaleRow } from '@vr/contracts';
import { Card, Col, Empty, List, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMoney } from '../../utils/use-money';
import { useDashboardRankings } from './api';
import styles from './dashboard.module.css';
import { Panel } from './Panel';

function Totals({ title, totals, testId }: { title: string; totals: ReportTotals | undefined; testId: string }) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  return (
    <Card variant="borderless" size="small" title={title} className={styles.panel} data-testid={testId}>
      <Row gutter={[16, 12]}>
        {(totals?.money ?? []).map((m) => {
          // Each currency with its own orders and cups: counts of two currencies are not added either.
          const count = totals?.counts.find((c) => c.currency === m.currency);
          return (
            <Col key={m.currency} xs={24} sm={12}>
              <Statistic title={t('rankings.revenueIn', { currency: m.currency })} value={money(m.revenue, m.currency)} />
              <Typography.Text type="secondary" className={styles.note}>
                {t('rankings.refunded', { amount: money(m.refunded, m.currency) })}
              </Typography.Text>
              <Row gutter={16} style={{ marginTop: 8 }}>
                <Col span={12}>
                  <Statistic title={t('sales.orders')} value={count?.orders ?? 0} />
                </Col>
                <Col span={12}>
                  <Statistic title={t('sales.cups')} value={count?.cups ?? 0} />
                </Col>
              </Row>
            </Col>
          );
        })}
        {(totals?.money.length ?? 0) === 0 && (
          <Col span={24}>
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
          </Col>
        )}
      </Row>
    </Card>
  );
}

function Top({ title, rows, testId }: { title: string; rows: Array<GoodsSaleRow | SiteSaleRow>; testId: string }) {
  const { t } = useTranslation('dashboard');
  const money = useMoney();
  return (
    <Panel title={title} testId={testId} size="small" empty={rows.length === 0 && t('rankings.empty')}>
      <List
        size="small"
        dataSource={rows}
        renderItem={(r) => (
          <List.Item data-testid={`${testId}-row`}>
            <span className={styles.rank}>{r.rank}</span>
            <span className={styles.rankName}>{'goodsCode' in r ? r.goodsName : (r.siteName ?? `#${r.siteId}`)}</span>
            <span className={styles.rankFigure}>{t('rankings.cups', { count: r.cups })}</span>
            <span className={styles.rankFigure}>{r.money.map((m) => money(m.revenue, m.currency)).join(' · ')}</span>
          </List.Item>
        )}
      />
    </Panel>
  );
}

/**
 * Today's and this month's revenue, refunds and cups, and the month's goods and point top 10s,
 * from the report roll-ups, refreshed every 10 s.
 */
export function SalesRankings() {
  const { t } = useTranslation('dashboard');
  const { data } = useDashboardRankings();
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-rankings">
      <Col xs={24} lg={12}>
        <Totals title={t('rankings.today', { day: data?.day ?? '' })} totals={data?.today} testId="dashboard-today-totals" />
      </Col>
      <Col xs={24} lg={12}>
        <Totals
          title={t('rankings.month', { from: data?.monthStart ?? '', to: data?.day ?? '' })}
          totals={data?.month}
          testId="dashboard-month-totals"
        />
      </Col>
      <Col xs={24} lg={12}>
        <Top title={t('rankings.goods')} rows={data?.goods ?? []} testId="dashboard-goods-top" />
      </Col>
      <Col xs={24} lg={12}>
        <Top title={t('rankings.sites')} rows={data?.sites ?? []} testId="dashboard-sites-top" />
      </Col>
    </Row>
  );
}
