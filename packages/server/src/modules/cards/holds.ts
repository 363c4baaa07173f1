import {
  CARD_HOLD_MINUTES,
  type CardAuthRequest,
  type CardCancel,
  type CardRefusal,
  DEFAULT_LANG,
  fromCents,
  message,
  toCents,
} from '@vr/contracts';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { customerOf } from '../orgs/index.js';
import { changeCard } from './ledger.js';
import { icCardHolds, icCards } from './schema.js';

export interface CardDevice {
  id: number;
  orgId: number;
}

export type CardAuthAnswer =
  | {
      requestId: string;
      orderCode: string;
      ok: true;
      amount: number;
      freeUse: boolean;
      currency: string;
      balance: number;
      freeUses: number;
      expiresAt: number;
    }
  | { requestId: string; orderCode: string; ok: false; reason: CardRefusal; message: string };

/** Why a hold was given back to its card. */
export type ReleaseReason = 'nothingDispensed' | 'cancelled' | 'timeout' | 'notAuthorised' | 'partial';

const refusal = (req: CardAuthRequest, reason: CardRefusal): CardAuthAnswer => ({
  requestId: req.requestId,
  orderCode: req.orderCode,
  ok: false,
  reason,
  message: message(`card.refusal.${reason}`, req.lang ?? DEFAULT_LANG),
});

/** The answer when the back-office could not decide (the machine may ask again with the same request id). */
export const cardUnavailable = (req: CardAuthRequest): CardAuthAnswer => refusal(req, 'unavailable');

class Refused extends Error {
  constructor(readonly reason: CardRefusal) {
    super(reason);
  }
}

type Hold = typeof icCardHolds.$inferSelect;

async function approvalOf(db: Database, hold: Hold, req: CardAuthRequest): Promise<CardAuthAnswer> {
  if (hold.status === 'released') throw new Refused('requestClosed');
  const [card] = await db.select().from(icCards).where(eq(icCards.id, hold.cardId));
  return {
    requestId: req.requestId,
    orderCode: hold.orderCode,
    ok: true,
    amount: fromCents(hold.amountCents),
    freeUse: hold.freeUse,
    currency: card!.currency,
    balance: fromCents(card!.balanceCents),
    freeUses: card!.freeUses,
    expiresAt: hold.expiresAt.getTime(),
  };
}

const heldBy = (deviceId: number, requestId: string) => and(eq(icCardHolds.deviceId, deviceId), eq(icCardHolds.requestId, requestId));

/**
 * A machine asks to hold a cart's amount on a member card. The card must be one of the machine's
 * customer (a card number of another customer is simply unknown here), enabled, in the machine's
 * currency, and hold the amount (or a free use, for a cart of one cup). The hold and the debit are
 * one transaction; the debit is a conditional update, so concurrent carts never take the balance
 * below zero. The same request id answers the same hold again; another request for an order
 * already held is refused.
 * `admit`, when given, is asked first for a new request (a retry is answered from its hold): the
 * gateway's check of a shopping cart against its machine's limits, whose refusal is answered as is.
 */
export async function authoriseCard(
  db: Database,
  device: CardDevice,
  req: CardAuthRequest,
  now = new Date(),
  admit?: () => Promise<CardRefusal | null>,
): Promise<CardAuthAnswer> {
  const refuse = (reason: CardRefusal): CardAuthAnswer => refusal(req, reason);
  try {
    const [earlier] = await db.select().from(icCardHolds).where(heldBy(device.id, req.requestId));
    if (earlier) return await approvalOf(db, earlier, req);
    const breach = await admit?.();
    if (breach) return refuse(breach);
    const customer = await customerOf(db, device.orgId);
    if (!customer) return refuse('unknownCard');
    const [card] = await db
      .select()
      .from(icCards)
      .where(and(eq(icCards.orgId, customer.id), eq(icCards.icCode, req.cardNo)));
    if (!card) return refuse('unknownCard');
    if (card.status === 'disabled') return refuse('cardDisabled');
    if (card.status === 'lost') return refuse('cardLost');
    if (req.currency && req.currency !== card.currency) return refuse('currencyMismatch');
    const freeUse = card.freeUses > 0 && req.cups === 1;
    const cents = freeUse ? 0 : toCents(req.amount);
    const expiresAt = new Date(now.getTime() + CARD_HOLD_MINUTES * 60_000);
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [hold] = await t
        .insert(icCardHolds)
        .values({
          cardId: card.id,
          orgId: card.orgId,
          deviceId: device.id,
          requestId: req.requestId,
          orderCode: req.orderCode,
          amountCents: cents,
          freeUse,
          expiresAt,
        })
        .onConflictDoNothing()
        .returning();
      if (!hold) {
        // A retry that raced its first copy, or another request for an order already held.
        const [same] = await t.select().from(icCardHolds).where(heldBy(device.id, req.requestId));
        if (same) return approvalOf(t, same, req);
        throw new Refused('orderExists');
      }
      const after = await changeCard(t, {
        cardId: card.id,
        kind: 'charge',
        cents: -cents,
        freeUses: freeUse ? -1 : 0,
        orderCode: req.orderCode,
        deviceId: device.id,
        whileEnabled: true,
      });
      if (!after) {
        const [now] = await t.select({ status: icCards.status }).from(icCards).where(eq(icCards.id, card.id));
        throw new Refused(now?.status === 'lost' ? 'cardLost' : now?.status === 'disabled' ? 'cardDisabled' : 'insufficientBalance');
      }
      return {
        requestId: req.requestId,
        orderCode: req.orderCode,
        ok: true as const,
        amount: fromCents(cents),
        freeUse,
        currency: after.currency,
        balance: fromCents(after.balanceCents),
        freeUses: after.freeUses,
        expiresAt: expiresAt.getTime(),
      };
    });
  } catch (err) {
    if (err instanceof Refused) return refuse(err.reason);
    throw err;
  }
}

/**
 * Gives a held amount back to its card (and its free use), once: the hold turns released by a
 * conditional update, and only the update that turned it writes the change record.
 */
export async function releaseHold(db: Database, holdId: number, reason: ReleaseReason, now = new Date()): Promise<boolean> {
  const [hold] = await db
    .update(icCardHolds)
    .set({ status: 'released', releaseReason: reason, closedAt: now })
    .where(and(eq(icCardHolds.id, holdId), eq(icCardHolds.status, 'held')))
    .returning();
  if (!hold) return false;
  await changeCard(db, {
    cardId: hold.cardId,
    kind: 'release',
    cents: hold.amountCents,
    freeUses: hold.freeUse ? 1 : 0,
    reason,
    orderCode: hold.orderCode,
    deviceId: hold.deviceId,
  });
  return true;
}

/** The machine cancelled an approved cart before any order: the hold goes back to the card. */
export async function cancelCardHold(db: Database, device: CardDevice, cancel: CardCancel): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [hold] = await t
      .select({ id: icCardHolds.id, orderCode: icCardHolds.orderCode })
      .from(icCardHolds)
      .where(heldBy(device.id, cancel.requestId));
    if (!hold || hold.orderCode !== cancel.orderCode) return false;
    return releaseHold(t, hold.id, 'cancelled');
  });
}

/** Releases the holds no order settled before they expired; answers how many. */
export async function releaseExpiredHolds(db: Database, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: icCardHolds.id })
    .from(icCardHolds)
    .where(and(eq(icCardHolds.status, 'held'), lt(icCardHolds.expiresAt, now)))
    .orderBy(icCardHolds.expiresAt)
    .limit(1000);
  let released = 0;
  for (const { id } of due) {
    const done = await db.transaction((tx) => releaseHold(tx as unknown as Database, id, 'timeout', now));
    if (done) released++;
  }
  return released;
}
