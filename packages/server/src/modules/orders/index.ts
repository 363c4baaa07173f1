import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { seedOrders } from './demo-data.js';
import { orderExportKind } from './export.js';
import { orderRefundHistory } from './history.js';
import { ORDER_MENUS } from './menu.js';
import { orderRoutes } from './routes.js';
import { salesRollup } from './sales-rollup.js';

/** The orders area: the orders machines sold, what happened to them, their screens and export. */
export const area = defineArea({
  name: 'orders',
  routes: orderRoutes,
  menus: ORDER_MENUS,
  demoSeed: { order: 70, run: seedOrders },
  exports: [orderExportKind],
  needs: [orderRefundHistory, salesRollup],
  uniques: { ord_order_code_uq: NOT_USER_INPUT },
});

/* What other areas use of this one. */
export { orderItems, orders } from './schema.js';
export {
  dayOf,
  dispensedCupsJoin,
  dispensedItem,
  isSale,
  itemReceivedOf,
  itemRevenueOf,
  revenueOf,
  SALES_DISPENSED_ITEM_STATUS,
  SALES_PAID_STATUS,
} from './sale.js';
export { type IncomingOrder, orderStatusOf, storeNewOrders, storeOrders } from './machine-orders.js';
export { applyDispenseResults, cartItemsOf, openPayOrder, type SellingDevice } from './pay-orders.js';
export { markOrderAbnormal, markOrderPaid, recordRefundedAmounts, type RefundedAmounts } from './order-state.js';
export { collectFreeOrder, type FreeCollectOutcome, type FreeCollectResult } from './free-collect.js';
export { itemName, nameItemsAtSale } from './item-names.js';
export { shareReceived } from './item-shares.js';
export { recountSales, salesRollup, type SalesRollup } from './sales-rollup.js';
export { ordersDispensed, type DispensedOrder } from './dispensed.js';
export { orderRefundHistory } from './history.js';
export { liftException, listOrders, type OrderView } from './service.js';
