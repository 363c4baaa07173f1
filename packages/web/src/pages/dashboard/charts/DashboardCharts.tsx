import { Col, Row, Segmented } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePlatformCurrency } from '../../../stores/platform';
import { useDashboardSales } from '../api';
import { useDeviceListLink } from '../device-list-link';
import { FleetStateChart } from './FleetStateChart';
import { MachineMap } from './MachineMap';
import { SalesChart } from './SalesChart';
import { currenciesOf, daysBetween, HOURS } from './sales-series';

const HOUR_LABELS = HOURS.map((h) => `${String(h).padStart(2, '0')}:00`);

/**
 * The dashboard's charts: today's sales per hour and the last 30 business days' per day (one
 * currency at a time: customers billing in different currencies are never added together), the
 * fleet's state and the machines' map. Each leads to the device list.
 */
export function DashboardCharts() {
  const { t } = useTranslation('dashboard');
  const sales = useDashboardSales();
  const navigate = useNavigate();
  const link = useDeviceListLink();
  const platformCurrency = usePlatformCurrency();
  const data = sales.data;
  const currencies = useMemo(
    () => currenciesOf([...(data?.hourly ?? []), ...(data?.daily ?? [])], platformCurrency),
    [data, platformCurrency],
  );
  const [picked, setPicked] = useState<string | null>(null);
  const currency = picked && currencies.includes(picked) ? picked : currencies[0]!;
  const days = useMemo(() => (data ? daysBetween(data.fromDay, data.day) : []), [data]);
  const dayLabels = useMemo(() => days.map((d) => d.slice(5)), [days]);
  // No list filters orders or devices by day yet: a period leads to the device list, whose rows carry their sales.
  const openList = link ? () => void navigate(link()) : undefined;
  const picker =
    currencies.length > 1 ? (
      <Segmented size="small" value={currency} onChange={(v) => setPicked(String(v))} options={currencies} data-testid="sales-currency" />
    ) : undefined;
  const charts = [
    {
      testId: 'chart-today',
      title: t('charts.today', { day: data?.day ?? '' }),
      slots: HOURS,
      labels: HOUR_LABELS,
      points: data?.hourly ?? [],
    },
    { testId: 'chart-days', title: t('charts.days'), slots: days, labels: dayLabels, points: data?.daily ?? [] },
  ];
  return (
    <Row gutter={[16, 16]} data-testid="dashboard-charts">
      {charts.map((chart) => (
        <Col key={chart.testId} xs={24} xl={12}>
          <SalesChart {...chart} extra={picker} currency={currency} loading={sales.isLoading} onPick={openList} />
        </Col>
      ))}
      <Col xs={24} xl={9}>
        <FleetStateChart />
      </Col>
      <Col xs={24} xl={15}>
        <MachineMap />
      </Col>
    </Row>
  );
}
