import type { ReportStatistics } from '@vr/contracts';
import { Alert, Card, Col, DatePicker, Form, Input, Row } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchForm } from '../../components/list-page';
import { OrgTreeSelect } from '../../components/org-tree-select';
import { useBusinessTimeZone, usePlatformCurrency } from '../../stores/platform';
import { daysToToday } from '../../utils/business-day';
import { SiteSelect } from '../points';
import { reportFilters, useStatistics } from './api';
import styles from './reports.module.css';
import { ByDayChart, CategoryChart } from './statistics-charts';
import { TotalsCard } from './StatisticsTotals';

interface Filters {
  period?: [Dayjs, Dayjs] | null;
  orgId?: number;
  siteId?: number;
  deviceCode?: string;
}

const toParams = (f: Filters): Record<string, unknown> =>
  reportFilters({
    beginDay: f.period?.[0]?.format('YYYY-MM-DD'),
    endDay: f.period?.[1]?.format('YYYY-MM-DD'),
    orgId: f.orgId,
    siteId: f.siteId,
    deviceCode: f.deviceCode?.trim(),
  });

const currenciesOf = (s: ReportStatistics | undefined, fallback: string) => {
  const codes = [...new Set([...(s?.totals.money ?? []), ...(s?.previousTotals.money ?? [])].map((m) => m.currency))].sort();
  return codes.length ? codes : [fallback];
};

/**
 * Reports → statistics: revenue, cups, orders and refunds of the filtered period against the
 * previous period of the same length, and charts by day, by payment method, by device model and by hour,
 * one set per currency (amounts of different currencies are never added together).
 */
export default function StatisticsPage() {
  const { t } = useTranslation('reports');
  const [form] = Form.useForm<Filters>();
  // The last 7 days (today included) until the person picks another period.
  const timeZone = useBusinessTimeZone();
  const initial = useMemo<Filters>(() => {
    const { startTime, endTime } = daysToToday(timeZone, 7);
    return { period: [dayjs(startTime), dayjs(endTime)] };
  }, [timeZone]);
  const [filters, setFilters] = useState<Record<string, unknown>>(() => toParams(initial));
  const query = useStatistics(filters);
  const s = query.data;
  const platformCurrency = usePlatformCurrency();
  const currencies = currenciesOf(s, platformCurrency);
  return (
    <div className={styles.stack} data-testid="report-statistics-page">
      <Card size="small">
        <SearchForm<Filters>
          form={form}
          visible={4}
          initialValues={initial}
          onSearch={(v) => setFilters(toParams(v))}
          onReset={() => setFilters(toParams(initial))}
        >
          <Form.Item name="period" label={t('field.period')}>
            <DatePicker.RangePicker data-testid="stats-period" />
          </Form.Item>
          <Form.Item name="orgId" label={t('field.customer')}>
            <OrgTreeSelect />
          </Form.Item>
          <Form.Item name="siteId" label={t('field.site')}>
            <SiteSelect />
          </Form.Item>
          <Form.Item name="deviceCode" label={t('field.deviceCode')}>
            <Input allowClear maxLength={64} />
          </Form.Item>
        </SearchForm>
      </Card>
      {query.isError && <Alert type="error" showIcon title={String((query.error as Error).message)} />}
      {currencies.map((currency) => (
        <div key={currency} className={styles.stack}>
          <TotalsCard s={s} currency={currency} loading={query.isLoading} />
          {s && (
            <>
              <ByDayChart s={s} currency={currency} />
              <Row gutter={[12, 12]}>
                <Col xs={24} lg={12}>
                  <CategoryChart s={s} currency={currency} by="method" />
                </Col>
                <Col xs={24} lg={12}>
                  <CategoryChart s={s} currency={currency} by="model" />
                </Col>
              </Row>
              {s.byHourShown ? (
                <CategoryChart s={s} currency={currency} by="hour" />
              ) : (
                <Card size="small" title={t('stats.byHour', { currency })} data-testid={`report-stats-hour-${currency}`}>
                  <Alert
                    type="info"
                    showIcon
                    data-testid="report-stats-hour-kept"
                    title={t('stats.byHourKept', { from: s.byHourBeginDay, to: s.byHourEndDay })}
                  />
                </Card>
              )}
            </>
          )}
        </div>
      ))}
    </div>
  );
}
