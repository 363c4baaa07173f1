import { ORDER_DICTS, type ReportPoint, type ReportStatistics, type ReportTotals } from '@vr/contracts';
import { Alert, Card, Col, DatePicker, Empty, Form, Input, Row, Statistic, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart } from '../../components/echart/EChart';
import { SearchForm, useDict } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useAppStore } from '../../stores/app';
import { useBusinessTimeZone, usePlatformCurrency } from '../../stores/platform';
import { daysToToday } from '../../utils/business-day';
import { formatMoney } from '../../utils/money';
import { SiteSelect } from '../points';
import { reportFilters, useStatistics } from './api';
import styles from './reports.module.css';

interface Filters {
  period?: [Dayjs, Dayjs] | null;
  orgId?: number;
  siteId?: number;
  deviceCode?: string;
}

const toParams = (f: Filters): Record<string, unknown> =>
  reportFilters({
    beginDay: f.period?.[0]?.format('YYYY-MM-DD'),
    endDay: f.period?.[1]?.format('YYYY-MM-DD'),
    orgId: f.orgId,
    siteId: f.siteId,
    deviceCode: f.deviceCode?.trim(),
  });

const currenciesOf = (s: ReportStatistics | undefined, fallback: string) => {
  const codes = [...new Set([...(s?.totals.money ?? []), ...(s?.previousTotals.money ?? [])].map((m) => m.currency))].sort();
  return codes.length ? codes : [fallback];
};

const daysOf = (from: string, to: string) => {
  const out: string[] = [];
  for (let t = Date.parse(`${from}T00:00:00Z`); t <= Date.parse(`${to}T00:00:00Z`); t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
};

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

function TotalsCard({ s, currency, loading }: { s: ReportStatistics | undefined; currency: string; loading: boolean }) {
  const { t } = useTranslation('reports');
  const lang = useAppStore((st) => st.language);
  // Every figure of the card is of its currency only: the orders and cups too.
  const of = (totals: ReportTotals | undefined) => totals?.money.find((m) => m.currency === currency);
  const countOf = (totals: ReportTotals | undefined) => totals?.counts.find((c) => c.currency === currency);
  const now = of(s?.totals);
  const before = of(s?.previousTotals);
  const nowCount = countOf(s?.totals);
  const beforeCount = countOf(s?.previousTotals);
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
        <Figure
          title={t('field.revenue')}
          value={formatMoney(now?.revenue ?? 0, currency, lang)}
          now={now?.revenue ?? 0}
          before={before?.revenue ?? 0}
          testId="stat-revenue"
        />
        <Figure
          title={t('field.cups')}
          value={nowCount?.cups ?? 0}
          now={nowCount?.cups ?? 0}
          before={beforeCount?.cups ?? 0}
          testId="stat-cups"
        />
        <Figure
          title={t('field.orders')}
          value={nowCount?.orders ?? 0}
          now={nowCount?.orders ?? 0}
          before={beforeCount?.orders ?? 0}
          testId="stat-orders"
        />
        <Figure
          title={t('field.refunded')}
          value={formatMoney(now?.refunded ?? 0, currency, lang)}
          now={now?.refunded ?? 0}
          before={before?.refunded ?? 0}
          testId="stat-refunded"
        />
      </Row>
    </Card>
  );
}

/** Revenue per day against the previous period's same day, and cups, for one currency. */
function ByDayChart({ s, currency }: { s: ReportStatistics; currency: string }) {
  const { t } = useTranslation('reports');
  const lang = useAppStore((st) => st.language);
  const option = useMemo(() => {
    const days = daysOf(s.beginDay, s.endDay);
    const mine = (points: ReportPoint[]) => new Map(points.filter((p) => p.currency === currency).map((p) => [p.key, p]));
    const now = mine(s.byDay);
    const before = mine(s.previousByDay);
    return {
      animation: false,
      color: ['#1677ff', '#bfbfbf', '#fa8c16'],
      legend: { top: 0, itemWidth: 14, itemHeight: 8 },
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => String(v) },
      grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: [
        { type: 'value', splitLine: { lineStyle: { type: 'dashed' } } },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: t('stats.current'),
          type: 'bar',
          barMaxWidth: 18,
          data: days.map((d) => now.get(d)?.revenue ?? 0),
          tooltip: { valueFormatter: (v: unknown) => formatMoney(Number(v), currency, lang) },
        },
        {
          name: t('stats.before'),
          type: 'bar',
          barMaxWidth: 18,
          data: days.map((_, i) => before.get(String(i))?.revenue ?? 0),
          tooltip: { valueFormatter: (v: unknown) => formatMoney(Number(v), currency, lang) },
        },
        { name: t('field.cups'), type: 'line', yAxisIndex: 1, showSymbol: false, data: days.map((d) => now.get(d)?.cups ?? 0) },
      ],
    };
  }, [s, currency, t, lang]);
  return (
    <Card size="small" title={t('stats.byDay', { currency })} data-testid={`report-stats-day-${currency}`}>
      <EChart option={option} height={280} testId={`report-stats-day-${currency}-chart`} />
    </Card>
  );
}

/** Revenue and cups per category (payment method or device model) for one currency. */
function ByCategoryChart({
  title,
  points,
  currency,
  label,
  testId,
}: {
  title: string;
  points: ReportPoint[];
  currency: string;
  label: (key: string) => string;
  testId: string;
}) {
  const { t } = useTranslation('reports');
  const lang = useAppStore((st) => st.language);
  const mobile = useAppStore((st) => st.device === 'mobile');
  const mine = useMemo(() => points.filter((p) => p.currency === currency), [points, currency]);
  // A phone shares about 300 px between the categories: each label is cut to its share.
  const labelWidth = mobile ? Math.max(48, Math.floor(300 / Math.max(1, mine.length)) - 8) : 140;
  const option = useMemo(
    () => ({
      animation: false,
      color: ['#1677ff', '#fa8c16'],
      legend: { top: 0, itemWidth: 14, itemHeight: 8 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
      xAxis: { type: 'category', data: mine.map((p) => label(p.key)), axisLabel: { interval: 0, width: labelWidth, overflow: 'truncate' } },
      yAxis: [
        { type: 'value', splitLine: { lineStyle: { type: 'dashed' } } },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: t('stats.revenueIn', { currency }),
          type: 'bar',
          barMaxWidth: 24,
          data: mine.map((p) => p.revenue),
          tooltip: { valueFormatter: (v: unknown) => formatMoney(Number(v), currency, lang) },
        },
        { name: t('field.cups'), type: 'bar', barMaxWidth: 24, yAxisIndex: 1, data: mine.map((p) => p.cups) },
      ],
    }),
    [mine, currency, label, t, lang, labelWidth],
  );
  return (
    <Card size="small" title={title} data-testid={testId}>
      {mine.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('stats.empty')} />
      ) : (
        <EChart option={option} height={240} testId={`${testId}-chart`} />
      )}
    </Card>
  );
}

/**
 * Reports → statistics: revenue, cups, orders and refunds of the filtered period against the
 * previous period of the same length, and charts by day, by payment method, by device model and by hour,
 * one set per currency (amounts of different currencies are never added together).
 */
export default function StatisticsPage() {
  const { t } = useTranslation('reports');
  const [form] = Form.useForm<Filters>();
  // The last 7 days (today included) until the person picks another period.
  const timeZone = useBusinessTimeZone();
  const initial = useMemo<Filters>(() => {
    const { startTime, endTime } = daysToToday(timeZone, 7);
    return { period: [dayjs(startTime), dayjs(endTime)] };
  }, [timeZone]);
  const [filters, setFilters] = useState<Record<string, unknown>>(() => toParams(initial));
  const query = useStatistics(filters);
  const s = query.data;
  const platformCurrency = usePlatformCurrency();
  const methods = useDict(ORDER_DICTS.paymentMethod);
  const currencies = currenciesOf(s, platformCurrency);
  const methodLabel = (key: string) => methods.labelOf(key);
  const modelLabel = (key: string) => key || t('stats.noModel');
  const hourLabel = (key: string) => `${key}:00`;
  return (
    <div className={styles.stack} data-testid="report-statistics-page">
      <Card size="small">
        <SearchForm<Filters>
          form={form}
          visible={4}
          initialValues={initial}
          onSearch={(v) => setFilters(toParams(v))}
          onReset={() => setFilters(toParams(initial))}
        >
          <Form.Item name="period" label={t('field.period')}>
            <DatePicker.RangePicker data-testid="stats-period" />
          </Form.Item>
          <Form.Item name="orgId" label={t('field.customer')}>
            <OrgTreeSelect />
          </Form.Item>
          <Form.Item name="siteId" label={t('field.site')}>
            <SiteSelect />
          </Form.Item>
          <Form.Item name="deviceCode" label={t('field.deviceCode')}>
            <Input allowClear maxLength={64} />
          </Form.Item>
        </SearchForm>
      </Card>
      {query.isError && <Alert type="error" showIcon title={String((query.error as Error).message)} />}
      {currencies.map((currency) => (
        <div key={currency} className={styles.stack}>
          <TotalsCard s={s} currency={currency} loading={query.isLoading} />
          {s && (
            <>
              <ByDayChart s={s} currency={currency} />
              <Row gutter={[12, 12]}>
                <Col xs={24} lg={12}>
                  <ByCategoryChart
                    title={t('stats.byPaymentMethod', { currency })}
                    points={s.byPaymentMethod}
                    currency={currency}
                    label={methodLabel}
                    testId={`report-stats-method-${currency}`}
                  />
                </Col>
                <Col xs={24} lg={12}>
                  <ByCategoryChart
                    title={t('stats.byModel', { currency })}
                    points={s.byModel}
                    currency={currency}
                    label={modelLabel}
                    testId={`report-stats-model-${currency}`}
                  />
                </Col>
              </Row>
              {s.byHourShown ? (
                <ByCategoryChart
                  title={t('stats.byHour', { currency })}
                  points={s.byHour}
                  currency={currency}
                  label={hourLabel}
                  testId={`report-stats-hour-${currency}`}
                />
              ) : (
                <Card size="small" title={t('stats.byHour', { currency })} data-testid={`report-stats-hour-${currency}`}>
                  <Alert
                    type="info"
                    showIcon
                    data-testid="report-stats-hour-kept"
                    title={t('stats.byHourKept', { from: s.byHourBeginDay, to: s.byHourEndDay })}
                  />
                </Card>
              )}
            </>
          )}
        </div>
      ))}
    </div>
  );
}
