import { useQuery } from '@tanstack/react-query';
import { MONITOR_HISTORY_POINTS, MONITOR_REFRESH_MS } from '@vr/contracts';
import { Alert, Card, Col, type ColProps, Descriptions, type DescriptionsProps, Progress, Row, Space, Spin, Statistic } from 'antd';
import dayjs from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';
import { pushPoint } from './format';
import { TrendChart } from './TrendChart';

export type TabKey = 'server' | 'database' | 'mqtt' | 'cache';

/** What a polled tab is told: whether it shows, and whether the screen is paused. */
export interface PolledTabProps {
  active: boolean;
  paused: boolean;
}

export interface Sample<T> {
  at: string;
  value: T;
}

/** Polls one monitoring call while its tab shows and the screen is not paused; keeps a short history. */
export function usePolled<T>(key: TabKey, url: string, { active, paused }: PolledTabProps) {
  const [history, setHistory] = useState<Array<Sample<T>>>([]);
  const q = useQuery({
    queryKey: ['monitor', key],
    queryFn: async () => {
      const value = (await get<T>(url, undefined, { silent: true })).data as T;
      setHistory((h) => pushPoint(h, { at: dayjs().format('HH:mm:ss'), value }, MONITOR_HISTORY_POINTS));
      return value;
    },
    enabled: active,
    refetchInterval: active && !paused ? MONITOR_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });
  return { ...q, history };
}

/** A line of a trend chart: its name and how to read it from a sample. */
export type TrendLine<T> = readonly [name: string, pick: (value: T) => number];

/** A chart's sample times and its lines read from the history. */
export const trendOf = <T,>(history: Array<Sample<T>>, lines: ReadonlyArray<TrendLine<T>>) => ({
  times: history.map((h) => h.at),
  series: lines.map(([name, pick]) => ({ name, values: history.map((h) => pick(h.value)) })),
});

const percentColor = (p: number) => (p >= 90 ? '#ff4d4f' : p >= 70 ? '#faad14' : '#52c41a');

/** A gauge card: the percentage as a dial and, beside it, "label: value" lines and anything more. */
export function Gauge({
  title,
  percent,
  lines,
  children,
  testId,
}: {
  title: string;
  percent: number;
  lines: ReadonlyArray<readonly [string, ReactNode]>;
  children?: ReactNode;
  testId?: string;
}) {
  return (
    <Card size="small" title={title} data-testid={testId} style={{ height: '100%' }}>
      <Space align="start" size="large">
        <Progress
          type="dashboard"
          percent={percent}
          size={96}
          strokeColor={percentColor(percent)}
          format={(p) => `${p ?? 0}%`}
          aria-label={title}
        />
        <div style={{ fontSize: 12, lineHeight: '22px' }}>
          {lines.map(([label, value]) => (
            <div key={label}>
              {label}: {value}
            </div>
          ))}
          {children}
        </div>
      </Space>
    </Card>
  );
}

/** A trend chart of the history in a small card, half the row wide. */
export function TrendCard<T>({
  history,
  lines,
  ...chart
}: {
  title: string;
  testId?: string;
  max?: number;
  history: Array<Sample<T>>;
  lines: ReadonlyArray<TrendLine<T>>;
}) {
  return (
    <Col xs={24} md={12}>
      <Card size="small">
        <TrendChart {...chart} {...trendOf(history, lines)} />
      </Card>
    </Col>
  );
}

/** Figures side by side, each in a column of the given width (and in its own card when `card`). */
export function Figures({
  items,
  col,
  card,
}: {
  items: Array<{ title: string; value: number | string; precision?: number }>;
  col: ColProps;
  card?: boolean;
}) {
  return items.map(({ title, value, precision }) => {
    const figure = <Statistic title={title} value={value} precision={precision} />;
    return (
      <Col key={title} {...col}>
        {card ? <Card size="small">{figure}</Card> : figure}
      </Col>
    );
  });
}

export function Failed({ error }: { error: unknown }) {
  const { t } = useTranslation('monitor');
  if (!error) return null;
  return <Alert type="error" showIcon title={t('loadFailed')} style={{ marginBottom: 12 }} />;
}

/** While a tab's first answer is awaited: a spinner, or why it failed. */
export function Waiting({ error }: { error: unknown }) {
  return error ? <Failed error={error} /> : <Spin />;
}

/** A tab's content: a failed refresh above it, its cards in a grid. */
export function TabBody({ testId, error, note, children }: { testId: string; error: unknown; note?: ReactNode; children: ReactNode }) {
  return (
    <div data-testid={testId}>
      <Failed error={error} />
      {note}
      <Row gutter={[12, 12]}>{children}</Row>
    </div>
  );
}

/** Label–value details in a small card. */
export function DetailsCard({ title, column, items }: { title?: ReactNode; column: number; items: DescriptionsProps['items'] }) {
  return (
    <Card size="small" title={title}>
      <Descriptions size="small" column={column} items={items} />
    </Card>
  );
}
