/*
 * The payments area's sandbox provider and refund ledger, for the tests of other areas that drive
 * the real pay flow (an area's own files may import another area only through its face; test
 * helpers live here).
 */
export { type NoticeSender, sandboxTick, settleDueRefunds } from '../modules/payments/sandbox/ledger.js';
export { PAY_REFUND_STATE, payRefunds } from '../modules/payments/schema.js';
/** The sandbox provider's own record of the payments asked of it (the provider's side of a payment). */
export { sbxPayments } from '../modules/payments/sandbox/schema.js';
