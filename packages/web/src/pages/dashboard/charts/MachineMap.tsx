import type { DashboardMapPoint } from '@vr/contracts';
import { Card, Grid, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboardMap } from '../api';
import { useDeviceListLink } from '../device-list-link';
import styles from '../dashboard.module.css';
import { EChart } from './EChart';
import { WORLD_MAP } from './map-name';

/** The views of the map: China's mainland and seas, or the whole world. */
const VIEWS = {
  china: [
    [73, 54],
    [136, 3],
  ],
  world: [
    [-180, 84],
    [180, -58],
  ],
} as const;
type View = keyof typeof VIEWS;

const inChina = (p: DashboardMapPoint) =>
  p.lng >= VIEWS.china[0][0] && p.lng <= VIEWS.china[1][0] && p.lat <= VIEWS.china[0][1] && p.lat >= VIEWS.china[1][1];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A machine's state as the map colours it: a fault outranks being online or offline. */
const STATES = [
  { key: 'fault', color: '#ff4d4f', test: (p: DashboardMapPoint) => p.fault },
  { key: 'online', color: '#52c41a', test: (p: DashboardMapPoint) => !p.fault && p.online },
  { key: 'offline', color: '#8c8c8c', test: (p: DashboardMapPoint) => !p.fault && !p.online },
] as const;

/** The user's machines on a map drawn from the bundled world map (no tile service); a point opens that machine in the device list. */
export function MachineMap() {
  const { t } = useTranslation('dashboard');
  const query = useDashboardMap();
  const navigate = useNavigate();
  const link = useDeviceListLink();
  const points = useMemo(() => query.data?.points ?? [], [query.data]);
  const [chosen, setChosen] = useState<View | null>(null);
  const narrow = !Grid.useBreakpoint().sm;
  // China unless a machine stands elsewhere, until the user picks a view.
  const view: View = chosen ?? (points.every(inChina) ? 'china' : 'world');
  const option = useMemo(
    () => ({
      animation: false,
      tooltip: { trigger: 'item' },
      legend: { bottom: 0, itemWidth: 10, itemHeight: 10 },
      geo: {
        map: WORLD_MAP,
        roam: true,
        boundingCoords: VIEWS[view],
        top: 8,
        bottom: 32,
        silent: true,
        itemStyle: { areaColor: '#eef3fb', borderColor: '#b7c6de', borderWidth: 0.6 },
        label: { show: false },
      },
      series: STATES.map((s) => ({
        id: s.key,
        name: t(`devices.${s.key}`),
        type: 'scatter',
        coordinateSystem: 'geo',
        symbolSize: 9,
        itemStyle: { color: s.color, borderColor: '#fff', borderWidth: 1 },
        emphasis: { scale: 1.6 },
        tooltip: {
          formatter: (e: { data: { code: string; label: string } }) =>
            `${escapeHtml(e.data.code)}${e.data.label ? `<br/>${escapeHtml(e.data.label)}` : ''}`,
        },
        data: points.filter(s.test).map((p) => ({ value: [p.lng, p.lat], code: p.deviceCode, label: p.name ?? '' })),
      })),
    }),
    [points, view, t],
  );
  return (
    <Card
      variant="borderless"
      title={t('charts.map')}
      className={styles.panel}
      loading={query.isLoading}
      data-testid="chart-map"
      extra={
        <Segmented
          size="small"
          value={view}
          onChange={(v) => setChosen(v as View)}
          options={[
            { value: 'china', label: t('charts.china') },
            { value: 'world', label: t('charts.world') },
          ]}
        />
      }
    >
      <EChart
        map
        option={option}
        height={narrow ? 260 : 340}
        testId="chart-map-canvas"
        onClick={
          link
            ? (e) => {
                const code = (e.data as { code?: string } | undefined)?.code;
                if (code) void navigate(link({ keyword: code }));
              }
            : undefined
        }
      />
      <Typography.Text type="secondary" className={styles.note} data-testid="map-count" data-count={points.length}>
        {t('charts.onMap', { count: points.length })}
      </Typography.Text>
    </Card>
  );
}
