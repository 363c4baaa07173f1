import { defineEvent } from '../../platform/wiring/index.js';

/** An order whose dispense result arrived, as the subscribers of the orders area hear it. */
export interface DispensedOrder {
  orderId: number;
  orgId: number;
  /** A code of the contracts' ORDER_STATUS: completed, dispense failed or partly dispensed. */
  status: number;
  payType: number | null;
}

/**
 * Orders whose dispense result was stored. Refunds hear of failed dispenses this way, sharing of
 * paid ones, without the intake knowing of either.
 */
export const ordersDispensed = defineEvent<DispensedOrder[]>('orders.dispensed');
