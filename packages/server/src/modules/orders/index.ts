import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { salesRollupHandler } from './sales-rollup-job.js';

/** The orders area: what it adds to the platform. */
export const area = defineArea({
  name: 'orders',
  jobs: [salesRollupHandler],
  uniques: { ord_order_code_uq: NOT_USER_INPUT },
});

/* What other areas use of this one. */
export { orderItems, orders, salesDaily, salesDailyOrg, salesHourlyOrg } from './schema.js';
export { dispensedCupsJoin, SALES_DISPENSED_ITEM_STATUS, SALES_PAID_STATUS } from './rollup.js';
export { recomputeSalesHourly, SALES_HOURLY_KEPT_DAYS } from './rollup-hourly.js';
export { recountSales } from './recount.js';
export { onOrdersDispensed, ordersDispensed, type DispensedOrder } from './dispensed.js';
