import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { provideDeviceSales } from '../devices/index.js';
import { deviceSalesOf } from './device-sales.js';
import { seedOrders } from './demo-data.js';
import { orderExportKind } from './export.js';
import { ORDER_MENUS } from './menu.js';
import { orderRoutes } from './routes.js';
import { salesRollupHandler } from './sales-rollup-job.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The orders area: the order screens and export, and the sales roll-ups. */
export const area = defineArea({
  name: 'orders',
  routes: orderRoutes,
  menus: ORDER_MENUS,
  demoSeed: { order: 70, run: seedOrders },
  jobs: [salesRollupHandler],
  exports: [orderExportKind],
  uniques: { ord_order_code_uq: NOT_USER_INPUT },
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).orderAccess,
});

// The devices' list shows each device's sales.
provideDeviceSales(deviceSalesOf);

/* What other areas use of this one. */
export {
  orderItems,
  orders,
  salesDaily,
  salesDailyOrg,
  salesDeviceGoodsDaily,
  salesDevicePayDaily,
  salesOrgGoodsDaily,
  salesOrgPayDaily,
  salesOrgSiteDaily,
  salesHourlyOrg,
  salesProductDaily,
  salesSiteDaily,
} from './schema.js';
export { dispensedCupsJoin, SALES_DISPENSED_ITEM_STATUS, SALES_PAID_STATUS } from './rollup.js';
export { isSale, revenueOf } from './sale.js';
export { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS } from './rollup-hourly.js';
export { recountSales } from './recount.js';
export { salesChanged, salesGeneration } from './sales-generation.js';
export { recomputeSalesDaily } from './rollup.js';
export { onOrdersDispensed, ordersDispensed, type DispensedOrder } from './dispensed.js';
export { provideOrderPaymentHistory, provideOrderRefundHistory } from './history.js';
