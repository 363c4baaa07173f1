import {
  ABNORMAL_STATUS,
  ONLINE_PAY_TYPES,
  ORDER_ITEM_STATUS,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_EXPIRY_MINUTES,
  PAY_STATUS,
  type PayRefusal,
  type PayRequest,
  REFUND_STATUS,
  SHIP_STATUS,
  toCents,
  payTypeOf,
} from '@vr/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type DispensedOrder, orderItems, orders } from '../orders/index.js';
import { goodsDeviceStates, goodsPackages } from '../goods-deploy/index.js';
import { customerOf } from '../orgs/index.js';
import { createOrderPayment } from '../payments/index.js';
import { type IncomingOrder, orderStatusOf } from './orders.js';

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
  const [state] = await db
    .select({ running: goodsDeviceStates.runningVersion })
    .from(goodsDeviceStates)
    .where(eq(goodsDeviceStates.deviceId, deviceId));
  if (!state?.running) return false;
  const [pkg] = await db
    .select({ content: goodsPackages.content })
    .from(goodsPackages)
    .where(and(eq(goodsPackages.deviceId, deviceId), eq(goodsPackages.version, state.running)));
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
      const [created] = await t
        .insert(orders)
        .values({
          orderCode: req.orderCode,
          deviceId: device.id,
          orgId: device.orgId,
          siteId: device.siteId,
          type: req.type === 'marketing' ? 2 : 1,
          status: ORDER_STATUS.new.code,
          paymentMethod: req.paymentMethod,
          payType,
          source: ORDER_SOURCE.machine.code,
          payStatus: PAY_STATUS.unpaid.code,
          refundStatus: REFUND_STATUS.notRefunded.code,
          shipStatus: SHIP_STATUS.notShipped.code,
          paymentAmount: req.amounts.payment,
          receivedAmount: 0,
          discountAmount: req.amounts.discount,
          expiresAt,
          createdAt: new Date(req.ts),
        })
        .onConflictDoNothing()
        .returning({ id: orders.id });
      let orderId: number;
      if (created) {
        orderId = created.id;
        await t.insert(orderItems).values(
          req.items.map((i) => ({
            orderId,
            goodsCode: i.goodsCode,
            goodsName: i.goodsName,
            cupSize: i.cupSize ?? null,
            tastes: i.tastes ?? null,
            quantity: i.quantity,
            price: i.price,
            amount: i.amount,
            status: ORDER_ITEM_STATUS.notDispensed.code,
            dispense: 'not_dispensed',
          })),
        );
      } else {
        const [existing] = await t
          .select({ id: orders.id, deviceId: orders.deviceId, payStatus: orders.payStatus, shipStatus: orders.shipStatus })
          .from(orders)
          .where(eq(orders.orderCode, req.orderCode));
        if (!existing || existing.deviceId !== device.id || existing.shipStatus !== SHIP_STATUS.notShipped.code)
          throw new Refused('orderExists');
        orderId = existing.id;
      }
      const answer = await createOrderPayment(t, {
        orderId,
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

/**
 * The dispense results of orders that exist from a pay-request (not shipped yet): each is stored
 * once (a conditional update on the ship status), its items take their results in cart order.
 * A result for an order never paid makes it abnormal, for a person to handle. Answers the orders
 * updated; the other orders of the batch are left to `storeOrders`.
 */
export async function applyDispenseResults(db: Database, batch: IncomingOrder[]): Promise<DispensedOrder[]> {
  const byCode = new Map(batch.map((o) => [o.order.orderCode, o]));
  if (byCode.size === 0) return [];
  const waiting = await db
    .select({ id: orders.id, orderCode: orders.orderCode, deviceId: orders.deviceId })
    .from(orders)
    .where(and(inArray(orders.orderCode, [...byCode.keys()]), eq(orders.shipStatus, SHIP_STATUS.notShipped.code)));
  const mine = waiting.filter((w) => byCode.get(w.orderCode)?.device.id === w.deviceId);
  if (mine.length === 0) return [];
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const updated: DispensedOrder[] = [];
    for (const w of mine) {
      const { order } = byCode.get(w.orderCode)!;
      const { status, shipStatus } = orderStatusOf(order);
      const [row] = await t
        .update(orders)
        .set({
          status: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${status}::smallint else ${orders.status} end`,
          shipStatus,
          abnormalStatus: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalStatus} else ${ABNORMAL_STATUS.open.code}::smallint end`,
          abnormalReason: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalReason} else 'Dispense reported for an unpaid order' end`,
          abnormalAt: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalAt} else now() end`,
        })
        .where(and(eq(orders.id, w.id), eq(orders.shipStatus, SHIP_STATUS.notShipped.code)))
        .returning({ id: orders.id, orgId: orders.orgId, status: orders.status, payType: orders.payType, payStatus: orders.payStatus });
      if (!row) continue;
      const items = await t
        .select({ id: orderItems.id, goodsCode: orderItems.goodsCode })
        .from(orderItems)
        .where(eq(orderItems.orderId, w.id))
        .orderBy(asc(orderItems.id));
      const reported = [...order.items];
      for (const item of items) {
        // The same cart in the same order; a machine that reorders it is matched by goods code.
        const at = reported[0]?.goodsCode === item.goodsCode ? 0 : reported.findIndex((r) => r.goodsCode === item.goodsCode);
        const result = at >= 0 ? reported.splice(at, 1)[0]! : null;
        const dispense = result?.dispense ?? 'not_dispensed';
        await t
          .update(orderItems)
          .set({ dispense, status: dispense === 'success' ? ORDER_ITEM_STATUS.dispensed.code : ORDER_ITEM_STATUS.notDispensed.code })
          .where(eq(orderItems.id, item.id));
      }
      if (row.payStatus === PAY_STATUS.paid.code)
        updated.push({ orderId: row.id, orgId: row.orgId, status: row.status, payType: row.payType });
    }
    return updated;
  });
}
