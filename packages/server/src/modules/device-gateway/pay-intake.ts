import { ONLINE_PAY_TYPES, ORDER_SOURCE, PAY_EXPIRY_MINUTES, type PayRefusal, type PayRequest, toCents, payTypeOf } from '@vr/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { openPayOrder } from '../orders/index.js';
import { goodsDeviceStates, goodsPackages } from '../goods-deploy/index.js';
import { customerOf } from '../orgs/index.js';
import { createOrderPayment } from '../payments/index.js';
import { cartBreach } from './order-kinds.js';

export interface PayDevice {
  id: number;
  orgId: number;
  siteId: number | null;
}

export type PayIntakeAnswer =
  { orderCode: string; ok: true; payUrl: string; expiresAt: number } | { orderCode: string; ok: false; reason: PayRefusal };

/**
 * Whether the cart names goods the machine does not sell: checked against the package it reports
 * running (on-sale slots); a machine on its factory menu (no package yet) is not checked.
 */
async function sellsOtherGoods(db: Database, deviceId: number, goodsCodes: string[]): Promise<boolean> {
  const [pkg] = await db
    .select({ content: goodsPackages.content })
    .from(goodsDeviceStates)
    .innerJoin(
      goodsPackages,
      and(eq(goodsPackages.deviceId, goodsDeviceStates.deviceId), eq(goodsPackages.version, goodsDeviceStates.runningVersion)),
    )
    .where(eq(goodsDeviceStates.deviceId, deviceId));
  if (!pkg) return false;
  const onSale = new Set(pkg.content.goods.filter((g) => g.status === 0).map((g) => g.productCode));
  return goodsCodes.some((code) => !onSale.has(code));
}

/**
 * A machine asks for a payment for a cart: the order is created unpaid and not shipped, expiring
 * in 10 minutes, with its items (tastes, cup size), and the customer's enabled provider is asked
 * for the payment, all in one transaction. Asked again for the same order code (the machine heard
 * no answer), it answers the same link; an order code of another order is refused.
 */
export async function handlePayRequest(db: Database, device: PayDevice, req: PayRequest, now = new Date()): Promise<PayIntakeAnswer> {
  const refuse = (reason: PayRefusal): PayIntakeAnswer => ({ orderCode: req.orderCode, ok: false, reason });
  const payType = payTypeOf(req.paymentMethod);
  if (payType === null || !ONLINE_PAY_TYPES.includes(payType)) return refuse('notOnline');
  const itemsCents = req.items.reduce((n, i) => n + toCents(i.amount), 0);
  if (itemsCents - toCents(req.amounts.discount) !== toCents(req.amounts.payment) || toCents(req.amounts.payment) <= 0)
    return refuse('amountMismatch');
  if (await sellsOtherGoods(db, device.id, [...new Set(req.items.map((i) => i.goodsCode))])) return refuse('goodsNotDeployed');
  // A shopping cart is held to its machine's cart limit and minimum order amount before anyone pays.
  const breach = req.cart ? await cartBreach(db, device.id, req.items) : null;
  if (breach) return refuse(breach);
  const customer = await customerOf(db, device.orgId);
  if (!customer) return refuse('noPayConfig');
  const expiresAt = new Date(now.getTime() + PAY_EXPIRY_MINUTES * 60_000);

  class Refused extends Error {
    constructor(readonly reason: PayRefusal) {
      super(reason);
    }
  }
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const opened = await openPayOrder(t, device, req, payType, expiresAt, req.cart ? ORDER_SOURCE.cart.code : undefined);
      if (!opened) throw new Refused('orderExists');
      const orderId = opened.orderId;
      const answer = await createOrderPayment(t, {
        orderId,
        newOrder: opened.created,
        orderCode: req.orderCode,
        deviceId: device.id,
        customerId: customer.id,
        payType,
        amountCents: toCents(req.amounts.payment),
        description: req.items.map((i) => (i.quantity > 1 ? `${i.goodsName} ×${i.quantity}` : i.goodsName)).join(', '),
        expiresAt,
      });
      if (!answer.ok) throw new Refused(answer.reason);
      return { orderCode: req.orderCode, ok: true as const, payUrl: answer.payUrl, expiresAt: answer.expiresAt.getTime() };
    });
  } catch (err) {
    if (err instanceof Refused) return refuse(err.reason);
    throw err;
  }
}
