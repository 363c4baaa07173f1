import {
  ABNORMAL_STATUS,
  type AbnormalReason,
  ORDER_ITEM_STATUS,
  ORDER_STATUS,
  PAY_STATUS,
  REFUND_RECORD_STATUS,
  toCents,
} from '@vr/contracts';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type DispensedOrder, markOrderAbnormal } from '../orders/index.js';
import { autoRefundEnabled } from '../payments/index.js';
import { allocate, collectedBeyondDispensed, itemRefundable, orderRefundable } from './rules.js';
import { refunds } from './schema.js';
import { askProvider, forRules, itemsForRules, itemsOf, lockOrder, reserve, settleRefund } from './service.js';

/**
 * The reason and refunder of an automatic refund, and the reason an order becomes abnormal: codes
 * of the contracts' ABNORMAL_REASONS, shown in the reader's language.
 */
export const DISPENSE_FAILED_REASON = 'dispenseFailed' satisfies AbnormalReason;
export const SYSTEM_REFUNDER = 'system';
export const AUTO_REFUND_FAILED_REASON = 'autoRefundFailed' satisfies AbnormalReason;
/** `auto_kind` of the one automatic refund of an order's failed dispense (unique per order). */
const AUTO_KIND = 'dispense';

const FAILED = new Set<number>([ORDER_STATUS.dispenseFailed.code, ORDER_STATUS.partlyDispensed.code]);

/**
 * An order whose dispense failed, all of it or some items: with auto-refund on in the customer's
 * payment configuration for the order's payment type, the items not dispensed are refunded
 * (refunder "system", reason "Dispense failed"), capped by what is left to refund of the order;
 * otherwise, or when nothing is left to refund, the order becomes abnormal for a person to handle.
 * A password-free order is heard once its payment was collected after the dispense: only what it
 * collected beyond the worth of the cups it made goes back (nothing, and nothing abnormal, when the
 * machine collected just those). Once per order: under the order's row lock an existing automatic refund (unique per order) or an
 * abnormal mark means the order was handled, so hearing it again changes nothing.
 */
export async function handleDispensed(db: Database, heard: DispensedOrder[]): Promise<void> {
  for (const o of heard) {
    if (!FAILED.has(o.status)) continue;
    const auto = await autoRefundEnabled(db, o.orgId, o.payType);
    const reserved = await db.transaction(async (tx) => {
      const order = await lockOrder(tx, o.orderId, null);
      if (!order || order.payStatus !== PAY_STATUS.paid.code || order.abnormalStatus !== ABNORMAL_STATUS.none.code) return null;
      const [done] = await tx
        .select({ id: refunds.id })
        .from(refunds)
        .where(and(eq(refunds.orderId, order.id), isNotNull(refunds.autoKind)));
      if (done) return null;
      const items = await itemsOf(tx, order.id);
      const made = (i: number) => items[i]!.status === ORDER_ITEM_STATUS.dispensed.code;
      const missed = itemsForRules(items).filter((_, i) => !made(i));
      let cents = Math.min(
        missed.reduce((n, i) => n + itemRefundable(i), 0),
        orderRefundable(forRules(order)),
      );
      if (order.freePayment) {
        const owed = collectedBeyondDispensed(
          toCents(Number(order.paymentAmount)),
          toCents(Number(order.receivedAmount)),
          items.map((item, i) => ({ amountCents: toCents(Number(item.amount)), dispensed: made(i) })),
        );
        if (owed <= 0) return null;
        cents = Math.min(cents, owed);
      }
      if (!auto || cents <= 0) {
        await markOrderAbnormal(tx, order.id, DISPENSE_FAILED_REASON);
        return null;
      }
      const plan = { totalCents: cents, items: allocate(missed, cents) };
      return reserve(tx, order, items, plan, DISPENSE_FAILED_REASON, { name: SYSTEM_REFUNDER, userId: null, source: 'system' }, AUTO_KIND);
    });
    if (!reserved) continue;
    await settleRefund(db, reserved.refundCode, await askProvider(db, reserved));
    await markAbnormalIfFailed(db, reserved.refundCode);
  }
}

/** An automatic refund the provider refused leaves the order abnormal, for a person to handle. */
export async function markAbnormalIfFailed(db: Database, refundCode: string): Promise<void> {
  const [record] = await db
    .select({ orderId: refunds.orderId, status: refunds.status, autoKind: refunds.autoKind })
    .from(refunds)
    .where(eq(refunds.refundCode, refundCode));
  if (!record?.autoKind || record.status !== REFUND_RECORD_STATUS.failed.code) return;
  await markOrderAbnormal(db, record.orderId, AUTO_REFUND_FAILED_REASON, true);
}
