import { defineArea } from '../../platform/area.js';
import { provide, subscribe } from '../../platform/wiring/index.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { orderRefundHistory, ordersDispensed } from '../orders/index.js';
import { refundSettled } from '../payments/index.js';
import { handleDispensed, markAbnormalIfFailed } from './auto-refund.js';
import { REFUND_MENUS } from './menu.js';
import { queryPendingRefundsHandler } from './pending-job.js';
import { refundHistoryOf } from './records.js';
import { refundRoutes } from './routes.js';
import { settleRefund } from './service.js';

/** Refunds of orders: the rules, the records, the provider's answers and the automatic refund of failed dispenses. */
export const area = defineArea({
  name: 'refunds',
  routes: refundRoutes,
  menus: REFUND_MENUS,
  jobs: [queryPendingRefundsHandler],
  // The order detail lists the order's refund records.
  provides: [provide(orderRefundHistory, refundHistoryOf)],
  subscribes: [
    // Orders whose dispense failed are refunded when their customer refunds automatically.
    subscribe(ordersDispensed, handleDispensed),
    // The provider's late answers settle the refund record.
    subscribe(refundSettled, async (db, { refundCode, result }) => {
      await settleRefund(db, refundCode, result);
      await markAbnormalIfFailed(db, refundCode);
    }),
  ],
  uniques: {
    // Codes are made by the server; one automatic refund per order is checked under the order's lock first.
    ord_refund_code_uq: NOT_USER_INPUT,
    ord_refund_auto_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { refundItems, refunds } from './schema.js';
export { orderRefunded, type OrderRefunded } from './events.js';
