import { ALARM_API, type AlarmCounts } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { get } from '../../api/request';

/** How often the counts are read again while the page is in front. */
const REFRESH_MS = 30_000;

/**
 * The unresolved alarms of the caller's scope, for the dashboard: open faults and warnings,
 * unresolved device abnormal, open abnormal orders; each only where the caller may open its screen.
 */
export function AlarmCounters() {
  const { t } = useTranslation('alarms');
  const counts = useQuery({
    queryKey: ['alarm-counts'],
    queryFn: async () => (await get<AlarmCounts>(ALARM_API.counts, undefined, { silent: true })).data!,
    refetchInterval: REFRESH_MS,
    refetchIntervalInBackground: false,
  });
  const c = counts.data;
  if (!c) return null;
  const figures: Array<{ key: 'faults' | 'warnings' | 'abnormal' | 'orders'; value: number }> = [
    ...(c.alarms
      ? [
          { key: 'faults' as const, value: c.alarms.fault },
          { key: 'warnings' as const, value: c.alarms.warning },
        ]
      : []),
    ...(c.abnormal !== null ? [{ key: 'abnormal' as const, value: c.abnormal }] : []),
    ...(c.orders !== null ? [{ key: 'orders' as const, value: c.orders }] : []),
  ];
  if (figures.length === 0) return null;
  return (
    <Card variant="borderless" title={t('counts.title')} data-testid="dashboard-alarms">
      <Row gutter={[16, 16]}>
        {figures.map((f) => (
          <Col key={f.key} xs={12} md={6}>
            <Statistic
              title={t(`counts.${f.key}`)}
              value={f.value}
              valueStyle={f.value > 0 ? { color: 'var(--ant-color-error)' } : undefined}
              data-testid={`alarm-count-${f.key}`}
            />
          </Col>
        ))}
      </Row>
    </Card>
  );
}
