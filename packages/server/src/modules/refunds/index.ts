import { defineArea } from '../../platform/area.js';
import type { Database } from '../../platform/db/database.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { onOrdersDispensed, provideOrderRefundHistory } from '../orders/index.js';
import { onRefundSettled } from '../payments/index.js';
import { handleDispensed, markAbnormalIfFailed } from './auto-refund.js';
import { REFUND_MENUS } from './menu.js';
import { queryPendingRefundsHandler } from './pending-job.js';
import { recordsOfOrder } from './records.js';
import { refundRoutes, settlementDb } from './routes.js';
import { settleRefund } from './service.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** Refunds of orders: the rules, the records, the provider's answers and the automatic refund of failed dispenses. */
export const area = defineArea({
  name: 'refunds',
  routes: refundRoutes,
  menus: REFUND_MENUS,
  jobs: [queryPendingRefundsHandler],
  uniques: {
    // Codes are made by the server; one automatic refund per order is checked under the order's lock first.
    ord_refund_code_uq: NOT_USER_INPUT,
    ord_refund_auto_uq: NOT_USER_INPUT,
  },
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).refundAccess,
});

// The provider's late answers, and orders whose dispense failed, reach this area through the
// public faces of payments and orders.
// The settlement listener takes the database the payments area passes, or the one the routes were
// given (the payments face names no database today).
onRefundSettled(async (refundCode, result, db?: Database) => {
  const target = db ?? settlementDb();
  await settleRefund(target, refundCode, result);
  await markAbnormalIfFailed(target, refundCode);
});
onOrdersDispensed(handleDispensed);
// The order detail lists the order's refund records.
provideOrderRefundHistory(async (db, orderId) =>
  (await recordsOfOrder(db, orderId)).map((r) => ({
    refundCode: r.refundCode,
    amount: r.amount,
    reason: r.reason,
    refunder: r.refunder,
    status: r.status,
    time: r.createTime,
  })),
);

/* What other areas use of this one. */
export { refundItems, refunds } from './schema.js';
