import type { DashboardMapPoint } from '@vr/contracts';
import { Card, Grid, Segmented, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboardMap } from '../api';
import { useDeviceListLink } from '../device-list-link';
import styles from '../dashboard.module.css';
import { EChart } from '../../../components/echart/EChart';
import { WORLD_MAP } from '../../../components/echart/map-name';

/** China's mainland, islands and seas: [west, north], [east, south]. */
const CHINA_BOUNDS = [
  [73, 54],
  [136, 3],
] as const;
/**
 * The views of the map: the world fitted into the box, or China zoomed in on it. Centre and zoom
 * are relative to the fitted world, so both views fit a phone as well as a wide screen.
 */
const VIEWS = {
  china: { center: [104.5, 35], zoom: 3.5 },
  world: {},
} as const;
/** On a phone the box is narrower than it is wide: less zoom keeps China's west in it. */
const NARROW_CHINA_ZOOM = 3;
type View = keyof typeof VIEWS;

const inChina = (p: DashboardMapPoint) =>
  p.lng >= CHINA_BOUNDS[0][0] && p.lng <= CHINA_BOUNDS[1][0] && p.lat <= CHINA_BOUNDS[0][1] && p.lat >= CHINA_BOUNDS[1][1];

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A machine's state as the map colours it: a fault outranks being online or offline (drawn last, on top). */
const STATES = [
  { key: 'offline', color: '#8c8c8c', test: (p: DashboardMapPoint) => !p.fault && !p.online },
  { key: 'online', color: '#52c41a', test: (p: DashboardMapPoint) => !p.fault && p.online },
  { key: 'fault', color: '#ff4d4f', test: (p: DashboardMapPoint) => p.fault },
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
        ...VIEWS[view],
        ...(view === 'china' && narrow ? { zoom: NARROW_CHINA_ZOOM } : {}),
        // All four sides: with only top and bottom the width follows the height and overflows a phone.
        left: 4,
        right: 4,
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
    [points, view, narrow, t],
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
