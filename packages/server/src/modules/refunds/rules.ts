import { REFUND_STATUS, type RefundRequest, fromCents, toCents } from '@vr/contracts';
import { AppError } from '../../platform/http/errors.js';

/** What the rules read of an order, amounts in cents. */
export interface OrderForRefund {
  paid: boolean;
  freePayment: boolean;
  totalCents: number;
  receivedCents: number;
  refundedCents: number;
}

export interface ItemForRefund {
  id: number;
  goodsName: string;
  /** Its share of what the order received (the orders area's `shareReceived`): the most it can give back. */
  receivedCents: number;
  refundedCents: number;
  refundStatus: number;
}

/** The cents a refund takes from each item, and their sum. */
export interface RefundPlan {
  totalCents: number;
  items: Array<{ itemId: number; cents: number }>;
}

const money = (cents: number) => fromCents(cents).toFixed(2);

/** What may still be refunded of an item: its share of what the order received, less its refunds. */
export const itemRefundable = (item: ItemForRefund) => Math.max(0, item.receivedCents - item.refundedCents);
/** What may still be refunded of an order: received − refunded (refunds under way count). */
export const orderRefundable = (order: OrderForRefund) => Math.max(0, order.receivedCents - order.refundedCents);

/**
 * What a password-free order collected beyond what its dispensed cups are worth: its payment
 * amount spread over the items in proportion to their amounts (to the cent), the dispensed ones'
 * part kept, the rest of what was received owed back. A machine that collected only the dispensed
 * cups owes nothing (0).
 */
export function collectedBeyondDispensed(
  paymentCents: number,
  receivedCents: number,
  items: ReadonlyArray<{ amountCents: number; dispensed: boolean }>,
): number {
  const all = items.reduce((n, i) => n + i.amountCents, 0);
  const made = items.reduce((n, i) => n + (i.dispensed ? i.amountCents : 0), 0);
  const worth = all > 0 ? Math.round((paymentCents * made) / all) : 0;
  return Math.max(0, receivedCents - worth);
}

/**
 * Spreads `cents` over the items in their order, each up to what is left of it: how a
 * password-free order's single amount, or an automatic refund capped by the order's received
 * amount, lands on its items.
 */
export function allocate(items: ItemForRefund[], cents: number): RefundPlan['items'] {
  const out: RefundPlan['items'] = [];
  let left = cents;
  for (const item of items) {
    const take = Math.min(left, itemRefundable(item));
    if (take > 0) out.push({ itemId: item.id, cents: take });
    left -= take;
  }
  return out;
}

/**
 * The refund rules. Only a paid order is refundable; at least one of its products is selected,
 * none twice and none already refunded in full; on an ordinary order each selected product has an
 * amount of at most what is left of it, and the refund amount is their sum; on a password-free
 * order the products carry no amount and the refund amount is spread over them in their order;
 * the refund amount is never above the order total nor above what is left to refund of the order.
 * Throws the field error of the first rule broken.
 */
export function planRefund(
  order: OrderForRefund,
  orderItems: ItemForRefund[],
  input: Pick<RefundRequest, 'refundItems' | 'refundAmount'>,
): RefundPlan {
  if (!order.paid) throw AppError.badRequest('refundOrderNotPaid');
  const byId = new Map(orderItems.map((i) => [i.id, i]));
  const chosen: ItemForRefund[] = [];
  for (const wanted of input.refundItems) {
    const item = byId.get(wanted.itemId);
    if (!item) throw AppError.field('refundItems', 'refundItemNotInOrder');
    if (item.refundStatus === REFUND_STATUS.fullyRefunded.code || itemRefundable(item) === 0) {
      throw AppError.field('refundItems', 'refundItemRefunded', { goodsName: item.goodsName });
    }
    chosen.push(item);
  }
  const totalCents = toCents(input.refundAmount);
  let items: RefundPlan['items'];
  if (order.freePayment) {
    if (input.refundItems.some((i) => i.refundAmount !== undefined)) throw AppError.field('refundItems', 'refundFreePaymentItemAmount');
    items = allocate(chosen, totalCents);
    const capacity = chosen.reduce((n, i) => n + itemRefundable(i), 0);
    if (totalCents > capacity && capacity < orderRefundable(order)) {
      throw AppError.field('refundAmount', 'refundAboveRefundable', { refundable: money(capacity) });
    }
  } else {
    items = [];
    let sum = 0;
    input.refundItems.forEach((wanted, index) => {
      const item = chosen[index]!;
      if (wanted.refundAmount === undefined) {
        throw AppError.field(`refundItems.${index}.refundAmount`, 'refundItemAmountRequired', { goodsName: item.goodsName });
      }
      const cents = toCents(wanted.refundAmount);
      if (cents > itemRefundable(item)) {
        throw AppError.field(`refundItems.${index}.refundAmount`, 'refundItemAboveRefundable', {
          goodsName: item.goodsName,
          refundable: money(itemRefundable(item)),
        });
      }
      items.push({ itemId: item.id, cents });
      sum += cents;
    });
    if (sum !== totalCents) throw AppError.field('refundAmount', 'refundSumMismatch', { sum: money(sum) });
  }
  if (totalCents > order.totalCents) throw AppError.field('refundAmount', 'refundAboveTotal', { total: money(order.totalCents) });
  if (totalCents > orderRefundable(order)) {
    throw AppError.field('refundAmount', 'refundAboveRefundable', { refundable: money(orderRefundable(order)) });
  }
  return { totalCents, items };
}

/** Refund status of an order or item from what it took and what has been refunded of it. */
export function refundStatusOf(refundedCents: number, ofCents: number): number {
  if (refundedCents <= 0) return REFUND_STATUS.notRefunded.code;
  if (refundedCents >= ofCents) return REFUND_STATUS.fullyRefunded.code;
  return REFUND_STATUS.partlyRefunded.code;
}
