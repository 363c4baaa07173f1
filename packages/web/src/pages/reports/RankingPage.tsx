import type { GoodsSaleRow, SiteSaleRow } from '@vr/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ListPage, ListScreenSearch, ListScreenTable, type ScreenDefinition, useListScreen } from '../../components/list-page';
import { reportFilters, useRanking } from './api';
import { goodsSummaryScreen, siteSummaryScreen } from './ranking-screens';
import styles from './reports.module.css';
import { TopTen } from './TopTen';

/**
 * A sales ranking: the filters (period, customer, point, device), the top 10 by cups with the
 * period's totals, and every product or point of the period below, sortable; both refresh
 * every 10 s while the screen is open.
 */
function RankingPage<Row extends GoodsSaleRow | SiteSaleRow, Query>({
  kind,
  screen,
}: {
  kind: 'goods' | 'site';
  screen: ScreenDefinition<Row, Query>;
}) {
  const { t } = useTranslation('reports');
  const state = useListScreen(screen);
  const ranking = useRanking(kind, reportFilters(state.query.exportParams));
  return (
    <ListPage testId={screen.testId} search={<ListScreenSearch state={state} />}>
      <div className={styles.stack}>
        <TopTen
          title={t(kind === 'goods' ? 'top.goods' : 'top.sites')}
          ranking={ranking.data}
          loading={ranking.isLoading}
          testId={`report-${kind}-top`}
        />
        <Typography.Title level={5}>{t('summary.title')}</Typography.Title>
        <ListScreenTable state={state} />
      </div>
    </ListPage>
  );
}

export const GoodsRankingPage = () => <RankingPage kind="goods" screen={goodsSummaryScreen} />;
export const SiteRankingPage = () => <RankingPage kind="site" screen={siteSummaryScreen} />;
