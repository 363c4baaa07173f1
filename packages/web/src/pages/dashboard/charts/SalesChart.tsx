import type { SalesPoint } from '@vr/contracts';
import { Card } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import styles from '../dashboard.module.css';
import { EChart } from '../../../components/echart/EChart';
import { seriesOf } from './sales-series';

/**
 * Sales of one currency's customers along hours or days: the amount as bars (left axis, that
 * currency), the cups as a line (right axis). A click on a slot calls `onPick` with its index.
 */
export function SalesChart({
  title,
  extra,
  slots,
  labels,
  points,
  currency,
  loading,
  testId,
  onPick,
}: {
  title: string;
  extra?: ReactNode;
  slots: ReadonlyArray<number | string>;
  labels: string[];
  points: readonly SalesPoint[];
  currency: string;
  loading: boolean;
  testId: string;
  onPick?: (index: number) => void;
}) {
  const { t } = useTranslation('dashboard');
  const lang = useAppStore((s) => s.language);
  const option = useMemo(() => {
    const s = seriesOf(points, slots, currency);
    return {
      animation: false,
      color: ['#1677ff', '#fa8c16'],
      legend: { top: 0, itemWidth: 14, itemHeight: 8 },
      tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
      grid: { left: 8, right: 8, top: 32, bottom: 4, containLabel: true },
      xAxis: { type: 'category', data: labels, axisTick: { alignWithLabel: true } },
      yAxis: [
        { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
        { type: 'value', minInterval: 1, splitLine: { show: false } },
      ],
      series: [
        {
          name: t('charts.amount', { currency }),
          type: 'bar',
          barMaxWidth: 18,
          data: s.amounts,
          tooltip: { valueFormatter: (v: unknown) => formatMoney(Number(v), currency, lang) },
        },
        { name: t('charts.cups'), type: 'line', yAxisIndex: 1, showSymbol: false, data: s.cups },
      ],
    };
  }, [points, slots, labels, currency, t, lang]);
  return (
    <Card variant="borderless" title={title} extra={extra} className={styles.panel} loading={loading} data-testid={testId}>
      <EChart option={option} height={260} testId={`${testId}-canvas`} onClick={onPick ? (e) => onPick(e.dataIndex) : undefined} />
    </Card>
  );
}
