import { defineEvent } from '../../platform/wiring/index.js';

/** A refund of an order paid back in full or in part (the provider answered success, or nothing was collected online). */
export interface OrderRefunded {
  refundCode: string;
  orderId: number;
  orderCode: string;
  /** The order's payment type (member card 5 …); null when the method has none. */
  payType: number | null;
  amountCents: number;
}

/** Published when a refund record turns successful, after its commit. */
export const orderRefunded = defineEvent<OrderRefunded>('refunds.orderRefunded');
