import {
  type ScanOrderProgress,
  type ScanOrderStage,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_STATUS,
  REFUND_STATUS,
  SHIP_STATUS,
} from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgCurrencies } from '../customers/index.js';
import { cartItemsOf, orders } from '../orders/index.js';
import { PAYMENT_STATE, autoRefundEnabled, payPayments } from '../payments/index.js';
import { machineOfLink } from './machine-menu.js';

/**
 * Where an order placed on the ordering page stands: waiting for its payment (with the pay page),
 * expired, paid and dispensing, done, or failed (and whether its money is being or was refunded).
 * Only an order placed on the phone at the link's machine is answered.
 */
export async function scanOrderProgress(db: Database, token: string, orderCode: string, now = new Date()): Promise<ScanOrderProgress> {
  const machine = await machineOfLink(db, token);
  const [order] = await db
    .select({
      id: orders.id,
      orgId: orders.orgId,
      status: orders.status,
      payStatus: orders.payStatus,
      payType: orders.payType,
      shipStatus: orders.shipStatus,
      refundStatus: orders.refundStatus,
      amount: orders.paymentAmount,
      expiresAt: orders.expiresAt,
    })
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode), eq(orders.deviceId, machine.id), eq(orders.source, ORDER_SOURCE.phone.code)));
  if (!order) throw new AppError(404, 'scanOrderOrderUnknown');
  const [payment] = await db
    .select({ status: payPayments.status, payUrl: payPayments.payUrl })
    .from(payPayments)
    .where(eq(payPayments.orderId, order.id));
  const items = await cartItemsOf(db, order.id);

  let stage: ScanOrderStage;
  if (order.payStatus !== PAY_STATUS.paid.code) {
    const closed = payment?.status === PAYMENT_STATE.closed || (order.expiresAt !== null && order.expiresAt <= now);
    stage = closed ? 'expired' : 'awaitingPayment';
  } else if (order.shipStatus === SHIP_STATUS.notShipped.code || order.shipStatus === SHIP_STATUS.shipped.code) stage = 'dispensing';
  else stage = order.status === ORDER_STATUS.completed.code ? 'done' : 'failed';

  const refund =
    order.refundStatus !== REFUND_STATUS.notRefunded.code
      ? 'refunded'
      : stage === 'failed' && (await autoRefundEnabled(db, order.orgId, order.payType))
        ? 'refunding'
        : 'none';
  return {
    orderCode,
    stage,
    refund,
    amount: order.amount,
    currency: (await orgCurrencies(db, [order.orgId])).get(order.orgId)!,
    payUrl: stage === 'awaitingPayment' ? (payment?.payUrl ?? null) : null,
    items: items.map((i) => ({
      name: i.goodsName,
      cupSize: i.cupSize,
      tastes: (i.tastes ?? []).map((t) => t.option),
      quantity: i.quantity,
      amount: i.amount,
    })),
  };
}
