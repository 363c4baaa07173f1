import { defineArea } from '../../platform/area.js';
import { provide } from '../../platform/wiring/index.js';
import { deviceSales } from '../devices/index.js';
import { salesRollup } from '../orders/index.js';
import { REPORT_EXPORTS } from './export.js';
import { REPORT_MENUS } from './menu.js';
import { reportRoutes } from './routes.js';
import { deviceSalesLateral } from './rollup/device-sales.js';
import { queueSalesRecount, salesFolder, settleSales } from './rollup/fold.js';
import { salesRollupHandler } from './rollup/sales-rollup-job.js';

/**
 * The reports area: the sales roll-ups it keeps from the orders, and the statistics, goods and
 * point rankings and summaries and material sales read from them.
 */
export const area = defineArea({
  name: 'reports',
  routes: reportRoutes,
  menus: REPORT_MENUS,
  exports: REPORT_EXPORTS,
  jobs: [salesRollupHandler],
  background: [salesFolder],
  // After every area's demo orders: their sales are in the roll-ups before anyone looks.
  demoSeed: { order: 100, run: ({ db }) => settleSales(db) },
  provides: [
    // The orders tell of every change that moves sales; the devices' list shows each device's sales.
    provide(salesRollup, { recount: queueSalesRecount }),
    provide(deviceSales, { lateral: deviceSalesLateral }),
  ],
});

/* What other areas use of this one. */
export {
  goodsSaleRanking,
  type ReportViewer,
  reportStatistics,
  reportViewer,
  salesPerSite,
  salesTotals,
  type SalesRow,
  siteSaleRanking,
  type SiteSalesRow,
  viewerKey,
} from './service.js';
export {
  salesDaily,
  salesDailyOrg,
  salesDeviceGoodsDaily,
  salesDevicePayDaily,
  salesHourlyOrg,
  salesOrgGoodsDaily,
  salesOrgPayDaily,
  salesOrgSiteDaily,
  salesProductDaily,
  salesSiteDaily,
} from './schema.js';
export { recomputeSalesDaily } from './rollup/rollup.js';
export { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS } from './rollup/rollup-hourly.js';
export { salesGeneration } from './rollup/sales-generation.js';
export { settleSales } from './rollup/fold.js';
