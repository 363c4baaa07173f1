import { REPORT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('reports');

/** Reports: statistics, goods and point sales rankings, material sales statistics. */
export const REPORT_MENUS: MenuDefinition[] = [
  ...page({
    name: 'ReportStatistics',
    parent: 'Reports',
    path: 'statistics',
    component: SCREENS.reportStatistics,
    perms: REPORT_PERMS.statistics,
    icon: 'line-chart',
    sort: 1,
    title: 'reports:title.statistics',
  }),
  ...page({
    name: 'ReportGoodsRanking',
    parent: 'Reports',
    path: 'goodsRanking',
    component: SCREENS.reportGoodsRanking,
    perms: REPORT_PERMS.goodsRanking,
    icon: 'ordered-list',
    sort: 2,
    title: 'reports:title.goodsRanking',
  }),
  ...page({
    name: 'ReportSiteRanking',
    parent: 'Reports',
    path: 'siteRanking',
    component: SCREENS.reportSiteRanking,
    perms: REPORT_PERMS.siteRanking,
    icon: 'environment',
    sort: 3,
    title: 'reports:title.siteRanking',
  }),
  ...page({
    name: 'ReportMaterialSale',
    parent: 'Reports',
    path: 'materialSale',
    component: SCREENS.reportMaterialSale,
    perms: REPORT_PERMS.materialSale,
    icon: 'experiment',
    sort: 4,
    title: 'reports:title.materialSale',
  }),
];
