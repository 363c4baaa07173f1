import { ORDER_ITEM_STATUS, PAY_STATUS } from '@vr/contracts';
import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/*
 * What a sale is, for every figure read from the orders: a paid order that is not a staff test,
 * counted on its business day (its `created_at` in the business time zone), with its cups (the
 * quantities of items dispensed successfully) and its revenue (received less refunded: a refund
 * lowers the day's revenue). A product's revenue is its items' shares of what their orders
 * received, less their refunds.
 */

export const SALES_PAID_STATUS = PAY_STATUS.paid.code;
export const SALES_DISPENSED_ITEM_STATUS = ORDER_ITEM_STATUS.dispensed.code;

/** Order `o` (a table alias) is a sale: paid and not a staff test. */
export const isSale = (o: string): SQL => sql`${sql.raw(o)}.pay_status = ${SALES_PAID_STATUS} and not ${sql.raw(o)}.is_test`;

/** The revenue of order `o`: received less refunded (a refund lowers its day's revenue). */
export const revenueOf = (o: string): SQL => sql`(${sql.raw(o)}.received_amount - ${sql.raw(o)}.refunded_amount)`;

/**
 * What item `it` received: its share of its order's received amount, after the order's discounts
 * (`shareReceived`). A product's sales are the sum of these, never its list price.
 */
export const itemReceivedOf = (it: string): SQL => sql`${sql.raw(it)}.received_amount`;

/** The revenue of item `it`: its received share less its refunds. */
export const itemRevenueOf = (it: string): SQL => sql`(${sql.raw(it)}.received_amount - ${sql.raw(it)}.refunded_amount)`;

/** Item `it` was dispensed: its quantity counts as cups. */
export const dispensedItem = (it: string): SQL => sql`${sql.raw(it)}.status = ${SALES_DISPENSED_ITEM_STATUS}`;

/** The business day of order `o` in `timeZone`. */
export const dayOf = (o: string, timeZone: string): SQL => sql`(${sql.raw(o)}.created_at at time zone ${timeZone})::date`;

/** `left join lateral … i`: the cups of the order `orderId` (items dispensed successfully), as `i.cups`. */
export function dispensedCupsJoin(orderId: SQL | AnyColumn): SQL {
  return sql`left join lateral (
    select sum(it.quantity) as cups
      from ord_order_item it
     where it.order_id = ${orderId} and it.status = ${SALES_DISPENSED_ITEM_STATUS}
  ) i on true`;
}
