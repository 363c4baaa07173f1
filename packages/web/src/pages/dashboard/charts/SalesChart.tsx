import type { SalesPoint } from '@vr/contracts';
import { Card } from 'antd';
import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '../../../stores/app';
import { formatMoney } from '../../../utils/money';
import styles from '../dashboard.module.css';
import { amountAndCountAxes, countLine, LEGEND_FRAME, moneyBars, SHADOW_TOOLTIP } from '../../../components/echart/chart-options';
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
      ...LEGEND_FRAME,
      color: ['#1677ff', '#fa8c16'],
      tooltip: SHADOW_TOOLTIP,
      xAxis: { type: 'category', data: labels, axisTick: { alignWithLabel: true } },
      yAxis: amountAndCountAxes(true),
      series: [
        moneyBars(t('charts.amount', { currency }), s.amounts, (v) => formatMoney(v, currency, lang), 18),
        countLine(t('charts.cups'), s.cups),
      ],
    };
  }, [points, slots, labels, currency, t, lang]);
  return (
    <Card variant="borderless" title={title} extra={extra} className={styles.panel} loading={loading} data-testid={testId}>
      <EChart option={option} height={260} testId={`${testId}-canvas`} onClick={onPick ? (e) => onPick(e.dataIndex) : undefined} />
    </Card>
  );
}
