import { defineArea } from '../../platform/area.js';
import { salesRollupHandler } from './sales-rollup-job.js';

/** The orders area: what it adds to the platform. */
export const area = defineArea({
  name: 'orders',
  jobs: [salesRollupHandler],
});

/* What other areas use of this one. */
export { orderItems, orders, salesDaily, salesDailyOrg } from './schema.js';
