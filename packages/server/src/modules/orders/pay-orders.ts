import {
  ABNORMAL_STATUS,
  type AbnormalReason,
  type DeviceDiscounts,
  discountKindsCents,
  ORDER_ITEM_STATUS,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_STATUS,
  type PayRequest,
  REFUND_STATUS,
  SHIP_STATUS,
  toCents,
} from '@vr/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import type { DispensedOrder } from './dispensed.js';
import { type IncomingOrder, orderStatusOf } from './machine-orders.js';
import { nameItemsAtSale } from './item-names.js';
import { orderItems, orders } from './schema.js';

const discountColumns = {
  discountAmount: orders.discountAmount,
  pointsDiscount: orders.pointsDiscount,
  couponDiscount: orders.couponDiscount,
  fullReductionDiscount: orders.fullReductionDiscount,
  limitedTimeDiscount: orders.limitedTimeDiscount,
  employeeDiscount: orders.employeeDiscount,
};

/** The discount kinds an order holds, as a machine names them. */
const storedKinds = (o: ReturnType<typeof discountKindColumns>): DeviceDiscounts => ({
  points: o.pointsDiscount,
  coupon: o.couponDiscount,
  fullReduction: o.fullReductionDiscount,
  limitedTime: o.limitedTimeDiscount,
  employee: o.employeeDiscount,
});

/** The machine an order is sold on. */
export interface SellingDevice {
  id: number;
  orgId: number;
  siteId: number | null;
}

/** The discount-kind columns of the kinds a machine named (a kind left out is none). */
function discountKindColumns(d: DeviceDiscounts | undefined) {
  return {
    pointsDiscount: d?.points ?? 0,
    couponDiscount: d?.coupon ?? 0,
    fullReductionDiscount: d?.fullReduction ?? 0,
    limitedTimeDiscount: d?.limitedTime ?? 0,
    employeeDiscount: d?.employee ?? 0,
  };
}

/**
 * Opens the order of a machine's pay request (or of a cart placed on a phone, `source`): unpaid, not
 * shipped, expiring at `expiresAt`, with its items (tastes, cup size). Asked again for the same order code by the same machine before it
 * shipped, it answers the same order; null when the code belongs to another order.
 */
export async function openPayOrder(
  db: Database,
  device: SellingDevice,
  req: PayRequest,
  payType: number,
  expiresAt: Date,
  source: number = ORDER_SOURCE.machine.code,
): Promise<{ orderId: number } | null> {
  const [created] = await db
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
      source,
      payStatus: PAY_STATUS.unpaid.code,
      refundStatus: REFUND_STATUS.notRefunded.code,
      shipStatus: SHIP_STATUS.notShipped.code,
      paymentAmount: req.amounts.payment,
      receivedAmount: 0,
      discountAmount: req.amounts.discount,
      ...discountKindColumns(req.discounts),
      expiresAt,
      createdAt: new Date(req.ts),
    })
    .onConflictDoNothing()
    .returning({ id: orders.id });
  if (created) {
    await db.insert(orderItems).values(
      req.items.map((i) => ({
        orderId: created.id,
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
    await nameItemsAtSale(db, [created.id]);
    return { orderId: created.id };
  }
  const [existing] = await db
    .select({ id: orders.id, deviceId: orders.deviceId, shipStatus: orders.shipStatus })
    .from(orders)
    .where(eq(orders.orderCode, req.orderCode));
  if (!existing || existing.deviceId !== device.id || existing.shipStatus !== SHIP_STATUS.notShipped.code) return null;
  return { orderId: existing.id };
}

/**
 * The dispense results of orders that exist from a pay-request (not shipped yet): each is stored
 * once (a conditional update on the ship status), its items take their results in cart order.
 * The amounts stay those of the pay-request, with one exception: an order whose pay-request named
 * no discount kinds takes the kinds of the report when they add up to its discount total.
 * A result for an order never paid makes it abnormal, for a person to handle. Answers the orders
 * updated; the other orders of the batch are left to `storeNewOrders`.
 */
export async function applyDispenseResults(db: Database, batch: IncomingOrder[]): Promise<DispensedOrder[]> {
  const byCode = new Map(batch.map((o) => [o.order.orderCode, o]));
  if (byCode.size === 0) return [];
  const waiting = await db
    .select({ id: orders.id, orderCode: orders.orderCode, deviceId: orders.deviceId, ...discountColumns })
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
      const reportedKinds = discountKindsCents(order.discounts);
      const takeKinds = discountKindsCents(storedKinds(w)) === 0 && reportedKinds !== 0 && reportedKinds === toCents(w.discountAmount);
      const [row] = await t
        .update(orders)
        .set({
          ...(takeKinds ? discountKindColumns(order.discounts) : {}),
          status: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${status}::smallint else ${orders.status} end`,
          shipStatus,
          abnormalStatus: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalStatus} else ${ABNORMAL_STATUS.open.code}::smallint end`,
          abnormalReason: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalReason} else ${'dispenseUnpaid' satisfies AbnormalReason} end`,
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

/** An order's items as its cart named them (goods, cup size, tastes, quantity, unit price, amount), in cart order. */
export async function cartItemsOf(db: Database, orderId: number) {
  return db
    .select({
      goodsCode: orderItems.goodsCode,
      goodsName: orderItems.goodsName,
      cupSize: orderItems.cupSize,
      tastes: orderItems.tastes,
      quantity: orderItems.quantity,
      price: orderItems.price,
      amount: orderItems.amount,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}
