import { ORDER_SOURCE, type PaidMessage } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { cartItemsOf, orders } from '../orders/index.js';

/**
 * The cart of an order placed on a customer's phone (the machine did not ask for its payment, so
 * the paid message tells it what to dispense); undefined for an order the machine started.
 */
export async function phoneOrderCart(db: Database, deviceId: number, orderCode: string): Promise<PaidMessage['cart']> {
  const [order] = await db
    .select({ id: orders.id, paymentMethod: orders.paymentMethod, payment: orders.paymentAmount, discount: orders.discountAmount })
    .from(orders)
    .where(and(eq(orders.orderCode, orderCode), eq(orders.deviceId, deviceId), eq(orders.source, ORDER_SOURCE.phone.code)));
  if (!order) return undefined;
  const items = await cartItemsOf(db, order.id);
  return {
    paymentMethod: order.paymentMethod,
    amounts: { payment: order.payment, discount: order.discount },
    items: items.map((i) => ({
      goodsCode: i.goodsCode,
      goodsName: i.goodsName,
      ...(i.cupSize ? { cupSize: i.cupSize } : {}),
      ...(i.tastes?.length ? { tastes: i.tastes } : {}),
      quantity: i.quantity,
      price: i.price,
      amount: i.amount,
    })),
  };
}
