import { REPORT_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';

/** Reports: statistics, goods and point sales rankings, material sales statistics. */
export const REPORT_MENUS: MenuDefinition[] = [
  {
    name: 'ReportStatistics',
    parent: 'Reports',
    menuType: 'C',
    path: 'statistics',
    component: SCREENS.reportStatistics,
    perms: REPORT_PERMS.statistics,
    icon: 'line-chart',
    sort: 1,
    titles: texts('reports:title.statistics'),
  },
  {
    name: 'ReportGoodsRanking',
    parent: 'Reports',
    menuType: 'C',
    path: 'goodsRanking',
    component: SCREENS.reportGoodsRanking,
    perms: REPORT_PERMS.goodsRanking,
    icon: 'ordered-list',
    sort: 2,
    titles: texts('reports:title.goodsRanking'),
  },
  {
    name: 'ReportSiteRanking',
    parent: 'Reports',
    menuType: 'C',
    path: 'siteRanking',
    component: SCREENS.reportSiteRanking,
    perms: REPORT_PERMS.siteRanking,
    icon: 'environment',
    sort: 3,
    titles: texts('reports:title.siteRanking'),
  },
  {
    name: 'ReportMaterialSale',
    parent: 'Reports',
    menuType: 'C',
    path: 'materialSale',
    component: SCREENS.reportMaterialSale,
    perms: REPORT_PERMS.materialSale,
    icon: 'experiment',
    sort: 4,
    titles: texts('reports:title.materialSale'),
  },
];
