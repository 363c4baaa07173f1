import {
  ABNORMAL_STATUS,
  type AbnormalReason,
  type DeviceOrder,
  ORDER_ITEM_STATUS,
  ORDER_SOURCE,
  ORDER_STATUS,
  PAY_STATUS,
  payTypeOf,
  REFUND_STATUS,
  SHIP_STATUS,
} from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { productNamesJsonOf } from '../products/index.js';
import type { DispensedOrder } from './dispensed.js';
import { receivedSharesOf } from './item-shares.js';
import { recountSales } from './sales-rollup.js';
import { orderItems, orders } from './schema.js';

export interface IncomingOrder {
  device: { id: number; orgId: number; siteId: number | null };
  order: DeviceOrder;
  /**
   * The order is stored unpaid (no sale) although the machine reports it paid: the area that
   * authorises its payment method found nothing collected; with a reason, it is left abnormal.
   */
  unpaid?: { abnormalReason?: AbnormalReason };
  /** Stored as reported but left abnormal for a person (a cart outside the machine's limits, a test nobody commanded). */
  flag?: AbnormalReason;
}

/**
 * Order status from its items' dispense results: every item dispensed → completed (shipped
 * successfully), none → dispense failed, some → partly dispensed (both shipped with failure).
 */
export function orderStatusOf(order: DeviceOrder): { status: number; shipStatus: number } {
  const ok = order.items.filter((i) => i.dispense === 'success').length;
  if (ok === order.items.length) return { status: ORDER_STATUS.completed.code, shipStatus: SHIP_STATUS.success.code };
  if (ok === 0) return { status: ORDER_STATUS.dispenseFailed.code, shipStatus: SHIP_STATUS.failed.code };
  return { status: ORDER_STATUS.partlyDispensed.code, shipStatus: SHIP_STATUS.failed.code };
}

/**
 * Stores a batch of orders a machine sold, in one transaction, each at most once (unique order
 * code: a repeat is skipped), with their items, and queues the new ones for the sales roll-ups. An
 * order sent this way was paid at the machine (cash, free, member card, or a machine without the
 * pay flow): stored paid, not refunded, unless marked `unpaid` or password-free (collected later,
 * `collectFreeOrder`). A cart order keeps its source, a test its mark (never a sale). An order that exists from a pay-request is skipped here
 * (`on conflict`); `applyDispenseResults` stores its result.
 * Answers the codes that were new. Nothing of the batch is stored if it fails.
 */
export async function storeOrders(db: Database, batch: IncomingOrder[], receivedAt = new Date()): Promise<Set<string>> {
  return new Set((await storeNewOrders(db, batch, receivedAt)).map((o) => o.orderCode));
}

/** `storeOrders`, answering the orders that were new as the subscribers of `ordersDispensed` hear of them. */
export async function storeNewOrders(
  db: Database,
  batch: IncomingOrder[],
  receivedAt = new Date(),
): Promise<Array<DispensedOrder & { orderCode: string; isTest: boolean }>> {
  const unique = new Map<string, IncomingOrder>();
  for (const o of batch) if (!unique.has(o.order.orderCode)) unique.set(o.order.orderCode, o);
  if (unique.size === 0) return [];
  const at = receivedAt.toISOString();
  const rows = [...unique.values()].map(({ device, order, unpaid: refused, flag }) => {
    const { status, shipStatus } = orderStatusOf(order);
    const d = order.discounts;
    // A password-free order is dispensed first: it stays unpaid until its payment is collected.
    const unpaid = refused ?? (order.passwordFree ? {} : undefined);
    const abnormal = unpaid?.abnormalReason ?? flag;
    return {
      order_code: order.orderCode,
      transaction_code: order.transactionCode ?? null,
      pickup_code: order.pickupCode ?? null,
      device_id: device.id,
      org_id: device.orgId,
      site_id: device.siteId,
      type: order.type === 'marketing' ? 2 : 1,
      source: order.cart ? ORDER_SOURCE.cart.code : ORDER_SOURCE.machine.code,
      free_payment: order.passwordFree === true,
      is_test: order.test !== undefined,
      status,
      payment_method: order.paymentMethod,
      pay_type: payTypeOf(order.paymentMethod),
      ship_status: shipStatus,
      payment_amount: order.amounts.payment,
      received_amount: order.amounts.received,
      fee_amount: order.amounts.fee,
      discount_amount: order.amounts.discount,
      points_discount: d.points ?? 0,
      coupon_discount: d.coupon ?? 0,
      full_reduction_discount: d.fullReduction ?? 0,
      limited_time_discount: d.limitedTime ?? 0,
      employee_discount: d.employee ?? 0,
      paid_at: order.paidAt !== undefined && !unpaid ? new Date(order.paidAt).toISOString() : null,
      pay_status: unpaid ? PAY_STATUS.unpaid.code : PAY_STATUS.paid.code,
      abnormal_status: abnormal ? ABNORMAL_STATUS.open.code : ABNORMAL_STATUS.none.code,
      abnormal_reason: abnormal ?? null,
      abnormal_at: abnormal ? at : null,
      created_at: new Date(order.ts).toISOString(),
    };
  });
  const items = [...unique.values()].flatMap(({ order }) =>
    order.items.map((item, at) => ({
      order_code: order.orderCode,
      position: at + 1,
      goods_code: item.goodsCode,
      goods_name: item.goodsName,
      cup_size: item.cupSize ?? null,
      tastes: item.tastes ?? null,
      quantity: item.quantity,
      price: item.price,
      amount: item.amount,
      status: item.dispense === 'success' ? ORDER_ITEM_STATUS.dispensed.code : ORDER_ITEM_STATUS.notDispensed.code,
      dispense: item.dispense,
    })),
  );
  // One statement stores the orders and their items (data-modifying CTEs); the roll-ups follow in the same transaction.
  return db.transaction(async (tx) => {
    const result = await tx.execute(sql`
    with input as (
      select * from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as o(
        order_code varchar, transaction_code varchar, pickup_code varchar, device_id integer, org_id integer,
        site_id integer, type smallint, source smallint, free_payment boolean, is_test boolean, status smallint, payment_method varchar, pay_type smallint, ship_status smallint,
        payment_amount numeric, received_amount numeric, fee_amount numeric, discount_amount numeric,
        points_discount numeric, coupon_discount numeric, full_reduction_discount numeric,
        limited_time_discount numeric, employee_discount numeric, paid_at timestamptz, pay_status smallint,
        abnormal_status smallint, abnormal_reason varchar, abnormal_at timestamptz, created_at timestamptz)
    ),
    ins as (
      insert into ${orders} (order_code, transaction_code, pickup_code, device_id, org_id, site_id, type, source, free_payment, is_test, status,
        payment_method, pay_type, pay_status, refund_status, ship_status, payment_amount, received_amount, fee_amount,
        discount_amount, points_discount, coupon_discount, full_reduction_discount, limited_time_discount,
        employee_discount, paid_at, abnormal_status, abnormal_reason, abnormal_at, created_at, received_at)
      select order_code, transaction_code, pickup_code, device_id, org_id, site_id, type, source, free_payment, is_test, status,
        payment_method, pay_type, pay_status, ${REFUND_STATUS.notRefunded.code}::smallint, ship_status, payment_amount, received_amount, fee_amount,
        discount_amount, points_discount, coupon_discount, full_reduction_discount, limited_time_discount,
        employee_discount, paid_at, abnormal_status, abnormal_reason, abnormal_at, created_at, ${at}::timestamptz
      from input
      on conflict (order_code) do nothing
      returning id, order_code, org_id, status, pay_type, is_test
    ),
    input_items as (
      select i.*, row_number() over () as seq
      from jsonb_to_recordset(${JSON.stringify(items)}::jsonb) as i(order_code varchar, position integer, goods_code varchar,
        goods_name varchar, cup_size varchar, tastes jsonb, quantity integer, price numeric, amount numeric, status smallint, dispense varchar)
    ),
    shares as (${receivedSharesOf(sql`
      select i.seq as id, i.order_code as order_id, i.position, round(i.amount * 100) as amount, round(o.received_amount * 100) as received
        from input_items i join input o on o.order_code = i.order_code`)}),
    items as (
      insert into ${orderItems} (order_id, goods_code, goods_name, goods_names, cup_size, tastes, quantity, price, amount,
        received_amount, status, dispense)
      select ins.id, i.goods_code, i.goods_name, ${productNamesJsonOf(sql`ins.org_id`, sql`i.goods_code`)}, i.cup_size, i.tastes,
        i.quantity, i.price, i.amount, shares.received_amount, i.status, i.dispense
      from input_items i
      join ins on ins.order_code = i.order_code
      join shares on shares.id = i.seq
      order by ins.id, i.position
    )
    select id, order_code, org_id, status, pay_type, is_test from ins`);
    const stored = rowsOf<{
      id: number | string;
      order_code: string;
      org_id: number;
      status: number;
      pay_type: number | null;
      is_test: boolean;
    }>(result).map((r) => ({
      orderId: Number(r.id),
      orderCode: r.order_code,
      orgId: r.org_id,
      status: r.status,
      payType: r.pay_type,
      isTest: r.is_test,
    }));
    await recountSales(
      tx as unknown as Database,
      stored.map((o) => o.orderId),
    );
    return stored;
  });
}
