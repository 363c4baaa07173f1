import type { DashboardDevices } from '@vr/contracts';
import { Card, Grid } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDashboardDevices } from '../api';
import { useDeviceListLink } from '../device-list-link';
import styles from '../dashboard.module.css';
import { EChart } from '../../../components/echart/EChart';

/** The states drawn, top to bottom, with their colour and the device list filter a click opens. */
export const FLEET_STATES = [
  { key: 'online', color: '#52c41a', filter: { online: 1 } },
  { key: 'offline', color: '#8c8c8c', filter: { online: 0 } },
  { key: 'fault', color: '#ff4d4f', filter: { fault: 1 } },
  { key: 'warning', color: '#fa8c16', filter: { warning: 1 } },
  { key: 'lowMaterial', color: '#faad14', filter: { lowMaterial: 1 } },
] as const satisfies ReadonlyArray<{ key: keyof DashboardDevices; color: string; filter: Record<string, number> }>;

/** Layout of the bars, fixed so that each state's band sits at a known height (the e2e test clicks it). */
export const FLEET_GRID = { left: 96, right: 48, top: 8, bottom: 8 };
/** Beside the map (xl and up) as tall as it with its note; alone in its row, lower. */
const FLEET_HEIGHT = { beside: 362, alone: 248 };

/** How many of the user's machines are online, offline, in fault, warning, short of material; a bar opens the list of those. */
export function FleetStateChart() {
  const { t } = useTranslation('dashboard');
  const query = useDashboardDevices();
  const navigate = useNavigate();
  const link = useDeviceListLink();
  const d = query.data;
  const beside = !!Grid.useBreakpoint().xl;
  const option = useMemo(
    () => ({
      animation: false,
      grid: { ...FLEET_GRID, containLabel: false },
      tooltip: { trigger: 'item' },
      xAxis: { type: 'value', minInterval: 1, splitLine: { lineStyle: { type: 'dashed' } } },
      yAxis: {
        type: 'category',
        inverse: true,
        data: FLEET_STATES.map((s) => t(`devices.${s.key}`)),
        axisTick: { show: false },
        axisLabel: { width: FLEET_GRID.left - 12, overflow: 'truncate' },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 28,
          // A state with a few machines still shows a bar to click.
          barMinHeight: 12,
          label: { show: true, position: 'right' },
          data: FLEET_STATES.map((s) => ({ value: d?.[s.key] ?? 0, name: t(`devices.${s.key}`), itemStyle: { color: s.color } })),
        },
      ],
    }),
    [d, t],
  );
  return (
    <Card variant="borderless" title={t('charts.fleet')} className={styles.panel} data-testid="chart-fleet">
      <EChart
        option={option}
        height={beside ? FLEET_HEIGHT.beside : FLEET_HEIGHT.alone}
        testId="chart-fleet-canvas"
        onClick={
          link
            ? (e) => {
                const state = FLEET_STATES[e.dataIndex];
                if (state) void navigate(link(state.filter));
              }
            : undefined
        }
      />
    </Card>
  );
}
