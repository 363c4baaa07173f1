import { ORDER_DICTS, type ReportPoint, type ReportStatistics } from '@vr/contracts';
import { Card, Empty } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDict } from '../../components/dict-tag';
import { amountAndCountAxes, countLine, LEGEND_FRAME, moneyBars, SHADOW_TOOLTIP } from '../../components/echart/chart-options';
import { EChart } from '../../components/echart/EChart';
import { useAppStore } from '../../stores/app';
import { daysBetween } from '../../utils/business-day';
import { formatMoney } from '../../utils/money';

/** Amounts written as money of one currency in the reader's language. */
const useMoneyOf = (currency: string) => {
  const lang = useAppStore((st) => st.language);
  return useCallback((amount: number) => formatMoney(amount, currency, lang), [currency, lang]);
};

/** Revenue per day against the previous period's same day, and cups, for one currency. */
export function ByDayChart({ s, currency }: { s: ReportStatistics; currency: string }) {
  const { t } = useTranslation('reports');
  const money = useMoneyOf(currency);
  const option = useMemo(() => {
    const days = daysBetween(s.beginDay, s.endDay);
    const mine = (points: ReportPoint[]) => new Map(points.filter((p) => p.currency === currency).map((p) => [p.key, p]));
    const now = mine(s.byDay);
    const before = mine(s.previousByDay);
    return {
      ...LEGEND_FRAME,
      color: ['#1677ff', '#bfbfbf', '#fa8c16'],
      tooltip: { trigger: 'axis', valueFormatter: (v: unknown) => String(v) },
      xAxis: { type: 'category', data: days.map((d) => d.slice(5)) },
      yAxis: amountAndCountAxes(),
      series: [
        moneyBars(
          t('stats.current'),
          days.map((d) => now.get(d)?.revenue ?? 0),
          money,
          18,
        ),
        moneyBars(
          t('stats.before'),
          days.map((_, i) => before.get(String(i))?.revenue ?? 0),
          money,
          18,
        ),
        countLine(
          t('field.cups'),
          days.map((d) => now.get(d)?.cups ?? 0),
        ),
      ],
    };
  }, [s, currency, t, money]);
  return (
    <Card size="small" title={t('stats.byDay', { currency })} data-testid={`report-stats-day-${currency}`}>
      <EChart option={option} height={280} testId={`report-stats-day-${currency}-chart`} />
    </Card>
  );
}

interface ByCategoryProps {
  title: string;
  points: ReportPoint[];
  currency: string;
  label: (key: string) => string;
  testId: string;
}

/** Revenue and cups per category (payment method, device model or hour) for one currency. */
function ByCategoryChart({ title, points, currency, label, testId }: ByCategoryProps) {
  const { t } = useTranslation('reports');
  const money = useMoneyOf(currency);
  const mobile = useAppStore((st) => st.device === 'mobile');
  const mine = useMemo(() => points.filter((p) => p.currency === currency), [points, currency]);
  // A phone shares about 300 px between the categories: each label is cut to its share.
  const labelWidth = mobile ? Math.max(48, Math.floor(300 / Math.max(1, mine.length)) - 8) : 140;
  const option = useMemo(
    () => ({
      ...LEGEND_FRAME,
      color: ['#1677ff', '#fa8c16'],
      tooltip: SHADOW_TOOLTIP,
      xAxis: { type: 'category', data: mine.map((p) => label(p.key)), axisLabel: { interval: 0, width: labelWidth, overflow: 'truncate' } },
      yAxis: amountAndCountAxes(),
      series: [
        moneyBars(
          t('stats.revenueIn', { currency }),
          mine.map((p) => p.revenue),
          money,
          24,
        ),
        { name: t('field.cups'), type: 'bar', barMaxWidth: 24, yAxisIndex: 1, data: mine.map((p) => p.cups) },
      ],
    }),
    [mine, currency, label, t, money, labelWidth],
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

const CATEGORIES = {
  method: { title: 'stats.byPaymentMethod', points: (s: ReportStatistics) => s.byPaymentMethod },
  model: { title: 'stats.byModel', points: (s: ReportStatistics) => s.byModel },
  hour: { title: 'stats.byHour', points: (s: ReportStatistics) => s.byHour },
} as const;

/** One currency's revenue and cups by payment method, device model or hour of the day. */
export function CategoryChart({ s, currency, by }: { s: ReportStatistics; currency: string; by: keyof typeof CATEGORIES }) {
  const { t } = useTranslation('reports');
  const methods = useDict(ORDER_DICTS.paymentMethod);
  const label =
    by === 'method'
      ? (key: string) => methods.labelOf(key)
      : by === 'model'
        ? (key: string) => key || t('stats.noModel')
        : (key: string) => `${key}:00`;
  return (
    <ByCategoryChart
      title={t(CATEGORIES[by].title, { currency })}
      points={CATEGORIES[by].points(s)}
      currency={currency}
      label={label}
      testId={`report-stats-${by}-${currency}`}
    />
  );
}
