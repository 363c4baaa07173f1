import { type DeviceOrder, toCents } from '@vr/contracts';
import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { changeCard } from './ledger.js';
import { releaseHold } from './holds.js';
import { icCardHolds } from './schema.js';

/** The payment method of orders paid by member card. */
export const MEMBER_CARD_METHOD = 'member_card';

/**
 * What a member-card order's report means for its payment: `paid` (its hold settled, now or
 * before), `released` (nothing was dispensed: the hold went back, nothing was collected), or
 * `notAuthorised` (no hold of this machine for the order, one already released, or an amount above
 * the one held).
 */
export type CardVerdict = 'paid' | 'released' | 'notAuthorised';

export interface CardOrder {
  deviceId: number;
  order: DeviceOrder;
}

/**
 * Settles the holds of member-card orders as the machines report them, in one transaction, each
 * order once: a hold turns settled by a conditional update, so a repeated report finds it settled
 * and is `paid` again without a second charge. An order that received less than was held gives the
 * rest back to the card.
 */
export async function settleCardOrders(db: Database, reported: CardOrder[], now = new Date()): Promise<Map<string, CardVerdict>> {
  const verdicts = new Map<string, CardVerdict>();
  const orders = reported.filter((o) => o.order.paymentMethod === MEMBER_CARD_METHOD);
  if (orders.length === 0) return verdicts;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    for (const { deviceId, order } of orders) {
      if (verdicts.has(order.orderCode)) continue;
      verdicts.set(order.orderCode, await settleOne(t, deviceId, order, now));
    }
  });
  return verdicts;
}

async function settleOne(db: Database, deviceId: number, order: DeviceOrder, now: Date): Promise<CardVerdict> {
  // The row lock orders a report against the timeout job and a cancel of the same hold.
  const [hold] = rowsOf<{ id: number; device_id: number; status: string; release_reason: string | null; amount_cents: string | number }>(
    await db.execute(sql`select id, device_id, status, release_reason, amount_cents from ${icCardHolds}
      where order_code = ${order.orderCode} for update`),
  );
  const dispensed = order.items.some((i) => i.dispense === 'success');
  if (!hold || Number(hold.device_id) !== deviceId) return 'notAuthorised';
  if (hold.status === 'settled') return 'paid';
  if (hold.status === 'released') {
    return !dispensed && (hold.release_reason === 'nothingDispensed' || hold.release_reason === 'cancelled') ? 'released' : 'notAuthorised';
  }
  const id = Number(hold.id);
  if (!dispensed) {
    await releaseHold(db, id, 'nothingDispensed', now);
    return 'released';
  }
  const held = Number(hold.amount_cents);
  const received = toCents(order.amounts.received);
  if (received > held) {
    await releaseHold(db, id, 'notAuthorised', now);
    return 'notAuthorised';
  }
  const [settled] = await db
    .update(icCardHolds)
    .set({ status: 'settled', settledCents: received, closedAt: now })
    .where(sql`${icCardHolds.id} = ${id} and ${icCardHolds.status} = 'held'`)
    .returning({ cardId: icCardHolds.cardId });
  if (settled && received < held) {
    await changeCard(db, {
      cardId: settled.cardId,
      kind: 'release',
      cents: held - received,
      freeUses: 0,
      reason: 'partial',
      orderCode: order.orderCode,
      deviceId,
    });
  }
  return 'paid';
}
