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
import { type AnyColumn, and, asc, eq, inArray, sql } from 'drizzle-orm';
import { idArray } from '../../platform/sql/id-array.js';
import type { Database } from '../../platform/db/database.js';
import type { DispensedOrder } from './dispensed.js';
import { type IncomingOrder, orderStatusOf } from './machine-orders.js';
import { namesAtSale } from './item-names.js';
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
 * shipped, expiring at `expiresAt`, with its items (tastes, cup size, their products' names at the time of
 * sale). `created` tells a new order from the same one asked again. Asked again for the same order code by the same machine before it
 * shipped, it answers the same order; null when the code belongs to another order.
 */
export async function openPayOrder(
  db: Database,
  device: SellingDevice,
  req: PayRequest,
  payType: number,
  expiresAt: Date,
  source: number = ORDER_SOURCE.machine.code,
): Promise<{ orderId: number; created: boolean } | null> {
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
        goodsNames: namesAtSale(device.orgId, i.goodsCode),
      })),
    );
    return { orderId: created.id, created: true };
  }
  const [existing] = await db
    .select({ id: orders.id, deviceId: orders.deviceId, shipStatus: orders.shipStatus })
    .from(orders)
    .where(eq(orders.orderCode, req.orderCode));
  if (!existing || existing.deviceId !== device.id || existing.shipStatus !== SHIP_STATUS.notShipped.code) return null;
  return { orderId: existing.id, created: false };
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
  const results = mine.map((w) => {
    const { order } = byCode.get(w.orderCode)!;
    const { status, shipStatus } = orderStatusOf(order);
    const reportedKinds = discountKindsCents(order.discounts);
    const takeKinds = discountKindsCents(storedKinds(w)) === 0 && reportedKinds !== 0 && reportedKinds === toCents(w.discountAmount);
    const k = discountKindColumns(order.discounts);
    return {
      id: w.id,
      status,
      ship_status: shipStatus,
      take_kinds: takeKinds,
      points: k.pointsDiscount,
      coupon: k.couponDiscount,
      full_reduction: k.fullReductionDiscount,
      limited_time: k.limitedTimeDiscount,
      employee: k.employeeDiscount,
    };
  });
  // A batch's results in three statements whatever its size: the orders, their items, the items' results.
  return db.transaction(async (tx) => {
    const kind = (column: AnyColumn, reported: string) => sql`case when r.take_kinds then r.${sql.raw(reported)} else ${column} end`;
    const updated = await tx
      .update(orders)
      .set({
        pointsDiscount: kind(orders.pointsDiscount, 'points'),
        couponDiscount: kind(orders.couponDiscount, 'coupon'),
        fullReductionDiscount: kind(orders.fullReductionDiscount, 'full_reduction'),
        limitedTimeDiscount: kind(orders.limitedTimeDiscount, 'limited_time'),
        employeeDiscount: kind(orders.employeeDiscount, 'employee'),
        status: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then r.status else ${orders.status} end`,
        shipStatus: sql`r.ship_status`,
        abnormalStatus: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalStatus} else ${ABNORMAL_STATUS.open.code}::smallint end`,
        abnormalReason: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalReason} else ${'dispenseUnpaid' satisfies AbnormalReason} end`,
        abnormalAt: sql`case when ${orders.payStatus} = ${PAY_STATUS.paid.code} then ${orders.abnormalAt} else now() end`,
      })
      .from(
        sql`jsonb_to_recordset(${JSON.stringify(results)}::jsonb) as r(id bigint, status smallint, ship_status smallint, take_kinds boolean,
              points numeric, coupon numeric, full_reduction numeric, limited_time numeric, employee numeric)`,
      )
      .where(and(sql`${orders.id} = r.id`, eq(orders.shipStatus, SHIP_STATUS.notShipped.code)))
      .returning({ id: orders.id, orgId: orders.orgId, status: orders.status, payType: orders.payType, payStatus: orders.payStatus });
    if (updated.length === 0) return [];
    const items = await tx
      .select({ id: orderItems.id, orderId: orderItems.orderId, goodsCode: orderItems.goodsCode })
      .from(orderItems)
      .where(sql`${orderItems.orderId} = any(${idArray(updated.map((u) => u.id))}::bigint[])`)
      .orderBy(asc(orderItems.orderId), asc(orderItems.id));
    const codeOf = new Map(mine.map((w) => [w.id, w.orderCode]));
    const unmatched = new Map(updated.map((u) => [u.id, [...byCode.get(codeOf.get(u.id)!)!.order.items]]));
    const itemResults = items.map((item) => {
      const reported = unmatched.get(item.orderId)!;
      // The same cart in the same order; a machine that reorders it is matched by goods code.
      const at = reported[0]?.goodsCode === item.goodsCode ? 0 : reported.findIndex((r) => r.goodsCode === item.goodsCode);
      const dispense = (at >= 0 ? reported.splice(at, 1)[0]!.dispense : undefined) ?? 'not_dispensed';
      return {
        id: item.id,
        dispense,
        status: dispense === 'success' ? ORDER_ITEM_STATUS.dispensed.code : ORDER_ITEM_STATUS.notDispensed.code,
      };
    });
    if (itemResults.length > 0) {
      await tx
        .update(orderItems)
        .set({ dispense: sql`r.dispense`, status: sql`r.status` })
        .from(sql`jsonb_to_recordset(${JSON.stringify(itemResults)}::jsonb) as r(id bigint, dispense varchar, status smallint)`)
        .where(sql`${orderItems.id} = r.id`);
    }
    const place = new Map(mine.map((w, i) => [w.id, i]));
    return updated
      .filter((row) => row.payStatus === PAY_STATUS.paid.code)
      .sort((a, b) => place.get(a.id)! - place.get(b.id)!)
      .map((row) => ({ orderId: row.id, orgId: row.orgId, status: row.status, payType: row.payType }));
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
