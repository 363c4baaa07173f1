import { OPERATION_API, type OperationTotals } from '@vr/contracts';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Statistic, Typography } from 'antd';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { get } from '../../api/request';
import { cleanFilters, ListPage, ListScreenSearch, ListScreenTable, useListScreen } from '../../components/list-page';
import { useDeviceListLink } from '../dashboard';
import { MoneyLines } from '../reports';
import { OVERVIEW_REFRESH_MS, overviewFiltersFromSearch, overviewScreen } from './overview-screen';

/** The figures of every row of the filters added together, above the rows. */
function TotalsCard({ totals, loading }: { totals: OperationTotals | undefined; loading: boolean }) {
  const { t } = useTranslation('operation');
  const figure = (key: string, title: string, value: ReactNode) => (
    <Col xs={12} sm={8} md={6} lg={3} key={key} data-testid={`operation-total-${key}`}>
      <Statistic title={title} valueRender={() => value} loading={loading} />
    </Col>
  );
  const cupsAndOrders = (s: OperationTotals['today'] | undefined) => `${s?.cups ?? 0} / ${s?.orders ?? 0}`;
  return (
    <Card size="small" title={t('totals.title')} data-testid="operation-totals">
      {totals && (
        <Typography.Paragraph type="secondary">
          {t('totals.period', { day: totals.day, monthStart: totals.monthStart })}
        </Typography.Paragraph>
      )}
      <Row gutter={[16, 12]}>
        {figure('rows', t('totals.rows'), totals?.rows ?? 0)}
        {figure('devices', t('field.devices'), totals?.devices ?? 0)}
        {figure('online', t('field.online'), totals?.online ?? 0)}
        {figure('fault', t('field.fault'), totals?.fault ?? 0)}
        {figure('lowMaterial', t('field.lowMaterial'), totals?.lowMaterial ?? 0)}
        {figure('openAlarms', t('field.openAlarms'), totals?.openAlarms ?? 0)}
        {figure('openRepairs', t('field.openRepairs'), totals?.openRepairs ?? 0)}
        {figure('todayRevenue', t('field.todayRevenue'), <MoneyLines money={totals?.today.money ?? []} pick="revenue" />)}
        {figure('todayCups', `${t('field.todayCups')} / ${t('field.todayOrders')}`, cupsAndOrders(totals?.today))}
        {figure('monthRevenue', t('field.monthRevenue'), <MoneyLines money={totals?.month.money ?? []} pick="revenue" />)}
        {figure('monthCups', `${t('field.monthCups')} / ${t('field.monthOrders')}`, cupsAndOrders(totals?.month))}
      </Row>
    </Card>
  );
}

/** Operation management → operating overview: per point, route or partition, with the totals of the filter. */
export default function OverviewPage() {
  const { t } = useTranslation('operation');
  const link = useDeviceListLink();
  const screen = useMemo(() => overviewScreen(link, (row) => t(`none.${row.group}`)), [link, t]);
  // Each address is a tab of its own (keep-alive by full path): its filters are read once.
  const { search } = useLocation();
  const [initialFilters] = useState(() => ({ groupBy: 'site', ...overviewFiltersFromSearch(search) }));
  const state = useListScreen(screen, { initialFilters });
  const filters = useMemo(() => cleanFilters(state.query.filters), [state.query.filters]);
  const totals = useQuery({
    queryKey: ['operation-totals', filters],
    queryFn: async () => (await get<OperationTotals>(OPERATION_API.totals, filters)).data!,
    refetchInterval: OVERVIEW_REFRESH_MS,
  });
  return (
    <ListPage
      testId="operation-overview-page"
      search={
        <>
          <ListScreenSearch state={state} />
          <TotalsCard totals={totals.data} loading={totals.isLoading} />
        </>
      }
    >
      <Typography.Paragraph type="secondary">{t('note')}</Typography.Paragraph>
      <ListScreenTable state={state} />
    </ListPage>
  );
}
