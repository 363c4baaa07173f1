import {
  type CardAuthRequest,
  type CardCancel,
  type CardRefusal,
  DEFAULT_LANG,
  STAFF_HOLD_MINUTES,
  type DeviceOrder,
  discountedCents,
  fromCents,
  message,
  toCents,
} from '@vr/contracts';
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { customerOf } from '../orgs/index.js';
import { businessMonth, changeQuota } from './ledger.js';
import { staffCards, staffHolds } from './schema.js';

export interface StaffCardDevice {
  id: number;
  orgId: number;
}

/** The answer to a machine's staff-card authorisation (sent back as `card-answer`). */
export type StaffAuthAnswer =
  | {
      requestId: string;
      orderCode: string;
      ok: true;
      /** What is held on the quota: the price after the discount. */
      amount: number;
      freeUse: false;
      currency: string;
      /** The quota left this month. */
      balance: number;
      freeUses: 0;
      expiresAt: number;
      kind: 'staff';
      price: number;
      discount: number;
    }
  | { requestId: string; orderCode: string; ok: false; reason: CardRefusal; message: string; kind: 'staff' };

/** Why a hold went back to the quota. */
export type StaffReleaseReason = 'nothingDispensed' | 'cancelled' | 'timeout' | 'notAuthorised';

const refusal = (req: CardAuthRequest, reason: CardRefusal): StaffAuthAnswer => ({
  requestId: req.requestId,
  orderCode: req.orderCode,
  ok: false,
  reason,
  message: message(`staffCard.refusal.${reason}`, req.lang ?? DEFAULT_LANG),
  kind: 'staff',
});

/** The answer when the back-office could not decide (the machine may ask again with the same request id). */
export const staffCardUnavailable = (req: CardAuthRequest): StaffAuthAnswer => refusal(req, 'unavailable');

class Refused extends Error {
  constructor(readonly reason: CardRefusal) {
    super(reason);
  }
}

type Hold = typeof staffHolds.$inferSelect;

async function approvalOf(db: Database, hold: Hold, req: CardAuthRequest, month: string): Promise<StaffAuthAnswer> {
  if (hold.status === 'released') throw new Refused('requestClosed');
  const [card] = await db.select().from(staffCards).where(eq(staffCards.id, hold.cardId));
  const quota = card!.quotaMonth === month ? card!.quotaCents : card!.monthlyLimitCents;
  return approval(req, hold.orderCode, hold.amountCents, hold.priceCents, hold.discountTenths, card!.currency, quota, hold.expiresAt);
}

function approval(
  req: CardAuthRequest,
  orderCode: string,
  cents: number,
  priceCents: number,
  tenths: number,
  currency: string,
  quotaCents: number,
  expiresAt: Date,
): StaffAuthAnswer {
  return {
    requestId: req.requestId,
    orderCode,
    ok: true,
    amount: fromCents(cents),
    freeUse: false,
    currency,
    balance: fromCents(quotaCents),
    freeUses: 0,
    expiresAt: expiresAt.getTime(),
    kind: 'staff',
    price: fromCents(priceCents),
    discount: tenths / 10,
  };
}

const heldBy = (deviceId: number, requestId: string) => and(eq(staffHolds.deviceId, deviceId), eq(staffHolds.requestId, requestId));

/**
 * A machine presents a staff card (its employee number) for a cart of `amount` (the price before
 * the staff discount) and asks to hold it. The card must be one of the machine's customer (another
 * customer's number is simply unknown here), enabled, in the machine's currency, and have this
 * month's quota for the price after its discount. The hold and the charge are one transaction;
 * the card's row is locked for the charge, so concurrent carts never take the quota below zero.
 * The same request id answers the same hold again; another request for an order already held is
 * refused.
 * `admit`, when given, is asked first for a new request (a retry is answered from its hold): the
 * gateway's check of a shopping cart against its machine's limits, whose refusal is answered as is.
 */
export async function authoriseStaffCard(
  db: Database,
  device: StaffCardDevice,
  req: CardAuthRequest,
  now = new Date(),
  admit?: () => Promise<CardRefusal | null>,
): Promise<StaffAuthAnswer> {
  try {
    const month = await businessMonth(db, now);
    const [earlier] = await db.select().from(staffHolds).where(heldBy(device.id, req.requestId));
    if (earlier) return await approvalOf(db, earlier, req, month);
    const breach = await admit?.();
    if (breach) return refusal(req, breach);
    const customer = await customerOf(db, device.orgId);
    if (!customer) return refusal(req, 'unknownCard');
    const [card] = await db
      .select()
      .from(staffCards)
      .where(and(eq(staffCards.orgId, customer.id), eq(staffCards.employeeNo, req.cardNo)));
    if (!card) return refusal(req, 'unknownCard');
    if (card.status !== 'enabled') return refusal(req, 'cardDisabled');
    if (req.currency && req.currency !== card.currency) return refusal(req, 'currencyMismatch');
    const priceCents = toCents(req.amount);
    const cents = discountedCents(priceCents, card.discountTenths);
    const expiresAt = new Date(now.getTime() + STAFF_HOLD_MINUTES * 60_000);
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [hold] = await t
        .insert(staffHolds)
        .values({
          cardId: card.id,
          orgId: card.orgId,
          deviceId: device.id,
          requestId: req.requestId,
          orderCode: req.orderCode,
          priceCents,
          discountTenths: card.discountTenths,
          amountCents: cents,
          quotaMonth: month,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!hold) {
        // A retry that raced its first copy, or another request for an order already held.
        const [same] = await t.select().from(staffHolds).where(heldBy(device.id, req.requestId));
        if (same) return approvalOf(t, same, req, month);
        throw new Refused('orderExists');
      }
      const after = await changeQuota(t, {
        cardId: card.id,
        kind: 'swipe',
        cents: -cents,
        month,
        priceCents,
        discountTenths: card.discountTenths,
        orderCode: req.orderCode,
        deviceId: device.id,
        whileEnabled: true,
      });
      if (!after.ok) throw new Refused(after.reason === 'insufficientBalance' ? 'insufficientBalance' : 'cardDisabled');
      return approval(req, req.orderCode, cents, priceCents, card.discountTenths, after.currency, after.quotaCents, expiresAt);
    });
  } catch (err) {
    if (err instanceof Refused) return refusal(req, err.reason);
    throw err;
  }
}

/**
 * Gives a held amount back to its card's quota, once: the hold turns released by a conditional
 * update, and only the update that turned it writes the record.
 */
export async function releaseStaffHold(db: Database, holdId: number, reason: StaffReleaseReason, now = new Date()): Promise<boolean> {
  const [hold] = await db
    .update(staffHolds)
    .set({ status: 'released', releaseReason: reason, closedAt: now })
    .where(and(eq(staffHolds.id, holdId), eq(staffHolds.status, 'held')))
    .returning();
  if (!hold) return false;
  await changeQuota(db, {
    cardId: hold.cardId,
    kind: 'release',
    cents: hold.amountCents,
    month: await businessMonth(db, now),
    takenIn: hold.quotaMonth,
    detail: reason,
    orderCode: hold.orderCode,
    deviceId: hold.deviceId,
  });
  return true;
}

/** The machine cancelled an approved cart before any order: the hold goes back to the quota. */
export async function cancelStaffHold(db: Database, device: StaffCardDevice, cancel: CardCancel): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [hold] = await t
      .select({ id: staffHolds.id, orderCode: staffHolds.orderCode })
      .from(staffHolds)
      .where(heldBy(device.id, cancel.requestId));
    if (!hold || hold.orderCode !== cancel.orderCode) return false;
    return releaseStaffHold(t, hold.id, 'cancelled');
  });
}

/** Releases the holds no order settled before they expired; answers how many. */
export async function releaseExpiredStaffHolds(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: staffHolds.id })
    .from(staffHolds)
    .where(and(eq(staffHolds.status, 'held'), lt(staffHolds.expiresAt, now)))
    .orderBy(staffHolds.expiresAt)
    .limit(1000);
  let released = 0;
  for (const { id } of due) {
    const done = await db.transaction((tx) => releaseStaffHold(tx as unknown as Database, id, 'timeout', now));
    if (done) released++;
  }
  return released;
}

/** The payment method of orders paid by staff card. */
export const STAFF_CARD_METHOD = 'staff_card';

/**
 * What a staff-card order's report means for its payment: `paid` (its hold settled, now or
 * before), `released` (nothing was dispensed: the hold went back), or `notAuthorised` (no hold of
 * this machine for the order, one already released, or an amount above the one held).
 */
export type StaffCardVerdict = 'paid' | 'released' | 'notAuthorised';

/**
 * Settles the holds of staff-card orders as the machines report them, in one transaction, each
 * order once: a hold turns settled by a conditional update, so a repeated report finds it settled
 * and is `paid` again without a second charge. An order that received less than was held gives
 * the rest back to the quota.
 */
export async function settleStaffCardOrders(
  db: Database,
  reported: Array<{ deviceId: number; order: DeviceOrder }>,
  now = new Date(),
): Promise<Map<string, StaffCardVerdict>> {
  const verdicts = new Map<string, StaffCardVerdict>();
  const orders = reported.filter((o) => o.order.paymentMethod === STAFF_CARD_METHOD);
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

async function settleOne(db: Database, deviceId: number, order: DeviceOrder, now: Date): Promise<StaffCardVerdict> {
  // The row lock orders a report against the timeout job and a cancel of the same hold.
  const [hold] = rowsOf<{ id: number; device_id: number; status: string; release_reason: string | null; amount_cents: string | number }>(
    await db.execute(sql`select id, device_id, status, release_reason, amount_cents from ${staffHolds}
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
    await releaseStaffHold(db, id, 'nothingDispensed', now);
    return 'released';
  }
  const held = Number(hold.amount_cents);
  const received = toCents(order.amounts.received);
  if (received > held) {
    await releaseStaffHold(db, id, 'notAuthorised', now);
    return 'notAuthorised';
  }
  const [settled] = await db
    .update(staffHolds)
    .set({ status: 'settled', settledCents: received, closedAt: now })
    .where(sql`${staffHolds.id} = ${id} and ${staffHolds.status} = 'held'`)
    .returning();
  if (settled && received < held) {
    await changeQuota(db, {
      cardId: settled.cardId,
      kind: 'release',
      cents: held - received,
      month: await businessMonth(db, now),
      takenIn: settled.quotaMonth,
      detail: 'partial',
      orderCode: order.orderCode,
      deviceId,
    });
  }
  return 'paid';
}
