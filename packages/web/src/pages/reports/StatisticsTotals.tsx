import type { ReportStatistics, ReportTotals } from '@vr/contracts';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../stores/app';
import { formatMoney } from '../../utils/money';
import styles from './reports.module.css';

/** Change against the previous period, in percent (none when the previous period had nothing). */
const change = (now: number, before: number) => (before === 0 ? null : Math.round(((now - before) / before) * 1000) / 10);

function Figure({
  title,
  value,
  now,
  before,
  testId,
}: {
  title: string;
  value: string | number;
  now: number;
  before: number;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const pct = change(now, before);
  return (
    <Col xs={12} md={6} data-testid={testId}>
      <Statistic title={title} value={value} />
      {pct !== null && (
        <Typography.Text type={pct >= 0 ? 'success' : 'danger'} className={styles.note}>
          {pct >= 0 ? '+' : ''}
          {pct}% {t('stats.change')}
        </Typography.Text>
      )}
    </Col>
  );
}

/** One currency's revenue, cups, orders and refunds of the period, each against the previous period. */
export function TotalsCard({ s, currency, loading }: { s: ReportStatistics | undefined; currency: string; loading: boolean }) {
  const { t } = useTranslation('reports');
  const lang = useAppStore((st) => st.language);
  // Every figure of the card is of its currency only: the orders and cups too.
  const of = (totals: ReportTotals | undefined) => totals?.money.find((m) => m.currency === currency);
  const countOf = (totals: ReportTotals | undefined) => totals?.counts.find((c) => c.currency === currency);
  const money = (amount: number) => formatMoney(amount, currency, lang);
  const [now, before] = [of(s?.totals), of(s?.previousTotals)];
  const [nowCount, beforeCount] = [countOf(s?.totals), countOf(s?.previousTotals)];
  const figures = [
    { key: 'revenue', now: now?.revenue ?? 0, before: before?.revenue ?? 0, show: money },
    { key: 'cups', now: nowCount?.cups ?? 0, before: beforeCount?.cups ?? 0 },
    { key: 'orders', now: nowCount?.orders ?? 0, before: beforeCount?.orders ?? 0 },
    { key: 'refunded', now: now?.refunded ?? 0, before: before?.refunded ?? 0, show: money },
  ] as const;
  return (
    <Card
      size="small"
      loading={loading && !s}
      title={`${t('totals.title')} (${currency})`}
      extra={
        s && <Typography.Text type="secondary">{t('stats.previous', { from: s.previousBeginDay, to: s.previousEndDay })}</Typography.Text>
      }
      data-testid={`report-stats-totals-${currency}`}
    >
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Figure
            key={f.key}
            title={t(`field.${f.key}`)}
            value={'show' in f ? f.show(f.now) : f.now}
            now={f.now}
            before={f.before}
            testId={`stat-${f.key}`}
          />
        ))}
      </Row>
    </Card>
  );
}
