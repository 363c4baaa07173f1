import type { DeviceCounts } from '@vr/contracts';
import { Card, Col, Row, Statistic, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';

/** The counters and the filter each one applies when clicked. */
export const COUNTERS = [
  { key: 'total', filter: {} },
  { key: 'online', filter: { online: 1 } },
  { key: 'offline', filter: { online: 0 } },
  { key: 'fault', filter: { fault: 1 } },
  { key: 'warning', filter: { warning: 1 } },
  { key: 'lowMaterial', filter: { lowMaterial: 1 } },
] as const;
export type CounterKey = (typeof COUNTERS)[number]['key'];
const COUNTER_FIELDS = ['online', 'fault', 'warning', 'lowMaterial'] as const;
/** Each figure's colour: antd's palette at the shade that reads at 3:1 or more on white (24 px figures, WCAG AA large text). */
const COUNTER_COLORS: Record<CounterKey, string> = {
  total: '#0958d9',
  online: '#389e0d',
  offline: '#6e6e6e',
  fault: '#cf1322',
  warning: '#ad6800',
  lowMaterial: '#d46b08',
};

type Filters = Record<string, unknown>;

/** The filters without the ones the counters set. */
export function withoutCounters(f: Filters): Filters {
  const rest = { ...f };
  for (const k of COUNTER_FIELDS) delete rest[k];
  return rest;
}

export function activeCounter(f: Filters): CounterKey {
  if (f.online === 1) return 'online';
  if (f.online === 0) return 'offline';
  if (f.fault === 1) return 'fault';
  if (f.warning === 1) return 'warning';
  if (f.lowMaterial === 1) return 'lowMaterial';
  return 'total';
}

/** Clicking a counter filters by it; clicking the active one again clears it. */
export function counterFilters(filters: Filters, key: CounterKey): Filters {
  const counter = COUNTERS.find((c) => c.key === key)!;
  return { ...withoutCounters(filters), ...(activeCounter(filters) === key ? {} : counter.filter) };
}

/** The device counters above the filter bar. */
export function DeviceCounters({
  counts,
  loading,
  active,
  onPick,
}: {
  counts?: DeviceCounts;
  loading: boolean;
  active: CounterKey;
  onPick(key: CounterKey): void;
}) {
  const { t } = useTranslation('devices');
  return (
    <Row gutter={[8, 8]} style={{ marginBottom: 12 }} data-testid="device-counters">
      {COUNTERS.map((counter) => {
        const value = counts ? (counts[counter.key] as number) : 0;
        const pct = counts && counter.key !== 'total' ? (counts[`${counter.key}Percent` as keyof DeviceCounts] as number) : null;
        const isActive = active === counter.key;
        return (
          <Col key={counter.key} xs={8} lg={4}>
            <Card
              size="small"
              hoverable
              onClick={() => onPick(counter.key)}
              onKeyDown={(e) => {
                if (e.key !== 'Enter' && e.key !== ' ') return;
                e.preventDefault();
                onPick(counter.key);
              }}
              role="button"
              tabIndex={0}
              data-testid={`counter-${counter.key}`}
              aria-pressed={isActive}
              style={{ borderColor: isActive ? COUNTER_COLORS[counter.key] : undefined, borderWidth: isActive ? 2 : 1 }}
            >
              <Tooltip title={t('counter.hint')}>
                <Statistic
                  title={t(`counter.${counter.key}`)}
                  value={value}
                  loading={loading}
                  styles={{ content: { color: COUNTER_COLORS[counter.key] } }}
                  suffix={
                    pct !== null ? <small style={{ fontSize: 12, color: 'var(--ant-color-text-tertiary)' }}>{pct}%</small> : undefined
                  }
                />
              </Tooltip>
              <span data-testid={`counter-${counter.key}-value`} hidden>
                {value}
              </span>
            </Card>
          </Col>
        );
      })}
    </Row>
  );
}
