/*
 * The payments area: payment configuration (Finance), the provider interface with its sandbox
 * provider, the notify URL, the expiry of unpaid orders, and its public face for the other areas:
 * the device gateway asks for an order's payment and hears when it is paid or closed; refunds ask
 * the provider that took an order's money to pay part of it back, and hear when it settles.
 */
import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { seedPayConfigs } from './demo-data.js';
import { expirePaymentsHandler } from './expire-job.js';
import { PAYMENT_MENUS } from './menu.js';
import { paymentRoutes } from './routes.js';
import { purchasePaid } from './events.js';

export const area = defineArea({
  name: 'payments',
  routes: paymentRoutes,
  menus: PAYMENT_MENUS,
  jobs: [expirePaymentsHandler],
  // The supply area records a purchase order's payment in the notification's transaction.
  needs: [purchasePaid],
  demoSeed: { order: 64, run: seedPayConfigs },
  uniques: {
    pay_config_enabled_uq: { field: 'status', key: 'payConfigEnabledExists' },
    pay_payment_code_uq: NOT_USER_INPUT,
    pay_payment_order_uq: NOT_USER_INPUT,
    pay_payment_purchase_uq: NOT_USER_INPUT,
    pay_refund_code_uq: NOT_USER_INPUT,
    sbx_payment_merchant_code_uq: NOT_USER_INPUT,
    sbx_refund_merchant_code_uq: NOT_USER_INPUT,
    sbx_notify_id_uq: NOT_USER_INPUT,
    sbx_share_merchant_code_uq: NOT_USER_INPUT,
    sbx_share_reverse_code_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export type { PaymentProvider, ProviderRefundResult } from './provider.js';
export { autoRefundEnabled } from './configs.js';
export { paymentForMachine, purchasePaid, refundSettled, type PaymentEvent, type PurchasePayment } from './events.js';
export {
  closePurchasePayment,
  createPurchasePayment,
  requestPurchaseRefund,
  type PurchasePaymentAnswer,
  type PurchasePaymentRequest,
  type PurchaseRefundRequest,
} from './purchases.js';
export { createOrderPayment, expireUnpaid, ordersWithPayment, type OrderPaymentAnswer, type OrderPaymentRequest } from './payments.js';
export { queryOrderRefund, requestOrderRefund, type OrderRefundRequest } from './refunds.js';
export { configById, type PayConfigRecord } from './configs.js';
export { sharingProvider } from './shares.js';
export type { ProviderShareResult } from './provider.js';
export { PAYMENT_STATE, PAY_REFUND_STATE, payConfigs, payPayments, payRefunds } from './schema.js';
