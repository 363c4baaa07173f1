import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { provide, subscribe } from '../../platform/wiring/index.js';
import { purchasePaid, refundSettled } from '../payments/index.js';
import { seedMaterialPrices } from './demo-data.js';
import { purchaseExportKind } from './export.js';
import { SUPPLY_MENUS } from './menu.js';
import { markPurchasePaid, settlePurchaseRefund } from './purchases.js';
import { supplyRoutes } from './routes.js';

/**
 * The supply chain: the prices buyers (customers and franchisees) pay for raw materials over
 * periods, and their purchase orders, paid through the seller's payment provider, shipped with a
 * logistics number and refunded never above what was paid.
 */
export const area = defineArea({
  name: 'supply',
  routes: supplyRoutes,
  menus: SUPPLY_MENUS,
  exports: [purchaseExportKind],
  // After the raw materials: each demo customer's price list of them.
  demoSeed: { order: 61, run: seedMaterialPrices },
  // A purchase order's payment is recorded in the transaction that accepts the provider's notice.
  provides: [provide(purchasePaid, markPurchasePaid)],
  subscribes: [
    // The provider's late answers settle purchase refunds (other refund codes are not this area's).
    subscribe(refundSettled, (db, { refundCode, result }) => settlePurchaseRefund(db, refundCode, result)),
  ],
  uniques: {
    // Codes are made by the server.
    sup_purchase_order_code_uq: NOT_USER_INPUT,
    sup_purchase_refund_code_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { materialPrices, purchaseItems, purchaseOrders, purchaseRefunds } from './schema.js';
export { priceInForceOn, priceSpans, pricesInForce, type PriceInForce } from './prices.js';
