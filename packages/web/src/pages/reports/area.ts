import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

const ranking = (name: 'GoodsRankingPage' | 'SiteRankingPage') => lazy(() => import('./RankingPage').then((m) => ({ default: m[name] })));

export const area = {
  screens: {
    [SCREENS.reportStatistics]: lazy(() => import('./StatisticsPage')),
    [SCREENS.reportGoodsRanking]: ranking('GoodsRankingPage'),
    [SCREENS.reportSiteRanking]: ranking('SiteRankingPage'),
    [SCREENS.reportMaterialSale]: lazy(() => import('./MaterialSalePage')),
  },
} satisfies PageArea;
