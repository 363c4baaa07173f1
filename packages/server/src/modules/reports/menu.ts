import { REPORT_PERMS, SCREENS } from '@vr/contracts';
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
    titles: { zh: '统计报表', en: 'Statistics', es: 'Estadísticas', ja: '統計' },
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
    titles: { zh: '商品销售排行', en: 'Goods sales ranking', es: 'Ranking de productos', ja: '商品売上ランキング' },
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
    titles: { zh: '点位销售排行', en: 'Point sales ranking', es: 'Ranking de puntos', ja: 'ポイント売上ランキング' },
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
    titles: { zh: '物料销售统计', en: 'Material sales', es: 'Ventas de materiales', ja: '原料販売統計' },
  },
];
