import {
  CARD_LIMITS,
  type CardAdjust,
  type CardSave,
  type CardStatusChange,
  type CardTopUp,
  type MemberCard,
  fromCents,
  toCents,
} from '@vr/contracts';
import { and, eq, ne } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { orgCurrencies } from '../customers/index.js';
import { customerOf } from '../orgs/index.js';
import { changeCard } from './ledger.js';
import { cardRows, cardVisible } from './service.js';
import { icCards } from './schema.js';

const operatorOf = (auth: AuthContext) => ({ id: auth.userId, name: auth.employeeName || auth.username });

/** A card the caller may manage, locked for the change; "not found" when missing or outside the scope. */
async function cardInScope(db: Database, id: number, auth: AuthContext) {
  const [card] = await db
    .select()
    .from(icCards)
    .where(and(eq(icCards.id, id), cardVisible(auth)))
    .for('update');
  if (!card) throw AppError.notFound();
  return card;
}

async function answer(db: Database, id: number): Promise<MemberCard> {
  return (await cardRows(db, [id]))[0]!;
}

/** The customer a new card belongs to: the one chosen (a customer in scope), else the caller's own. */
export async function cardCustomer(db: Database, orgId: number | undefined, auth: AuthContext): Promise<number> {
  if (orgId === undefined) {
    const own = await customerOf(db, auth.orgId);
    if (!own) throw AppError.field('orgId', 'cardCustomerRequired');
    orgId = own.id;
  }
  const [org] = await db.select({ id: orgs.id, kind: orgs.kind }).from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org) throw AppError.field('orgId', 'cardCustomerRequired');
  if (org.kind !== 'customer') throw AppError.field('orgId', 'cardNotCustomer');
  if (!(await isInScope(db, auth, { orgId: org.id }))) throw AppError.forbidden();
  return org.id;
}

async function assertCodeFree(db: Database, orgId: number, icCode: string, except?: number): Promise<void> {
  const [taken] = await db
    .select({ id: icCards.id })
    .from(icCards)
    .where(and(eq(icCards.orgId, orgId), eq(icCards.icCode, icCode), except ? ne(icCards.id, except) : undefined))
    .limit(1);
  if (taken) throw AppError.field('icCode', 'cardCodeTaken', { icCode });
}

/**
 * Adds a card (no id) with its opening balance and free uses, recorded as a top-up, or edits a
 * card's number, merchant, status and remark. The customer's currency becomes the card's.
 */
export async function saveCard(db: Database, input: CardSave, auth: AuthContext): Promise<MemberCard> {
  if (input.id !== undefined) {
    const card = await cardInScope(db, input.id, auth);
    await assertCodeFree(db, card.orgId, input.icCode, card.id);
    await db
      .update(icCards)
      .set({
        icCode: input.icCode,
        merchant: input.merchant ?? null,
        status: input.status,
        remark: input.remark ?? null,
        updatedAt: new Date(),
      })
      .where(eq(icCards.id, card.id));
    return answer(db, card.id);
  }
  const orgId = await cardCustomer(db, input.orgId, auth);
  await assertCodeFree(db, orgId, input.icCode);
  const currency = (await orgCurrencies(db, [orgId])).get(orgId)!;
  const [card] = await db
    .insert(icCards)
    .values({
      orgId,
      icCode: input.icCode,
      merchant: input.merchant ?? null,
      status: input.status,
      currency,
      remark: input.remark ?? null,
      createdBy: auth.userId,
    })
    .returning({ id: icCards.id });
  const cents = toCents(input.balance ?? 0);
  const freeUses = input.freeUses ?? 0;
  if (cents > 0 || freeUses > 0) {
    await changeCard(db, { cardId: card!.id, kind: 'topUp', cents, freeUses, operator: operatorOf(auth) });
  }
  return answer(db, card!.id);
}

/** Adds money to a card, with the reason in its change record; the balance stays within the largest a card holds. */
export async function topUpCard(db: Database, input: CardTopUp, auth: AuthContext): Promise<MemberCard> {
  const card = await cardInScope(db, input.id, auth);
  const done = await changeCard(db, {
    cardId: card.id,
    kind: 'topUp',
    cents: toCents(input.topUpAmount),
    freeUses: 0,
    reason: input.reason,
    operator: operatorOf(auth),
    maxBalanceCents: CARD_LIMITS.balanceCents,
  });
  if (!done) throw AppError.field('topUpAmount', 'cardBalanceTooLarge', { max: `${fromCents(CARD_LIMITS.balanceCents)} ${card.currency}` });
  return answer(db, card.id);
}

/** Corrects a card's balance and/or free uses by signed amounts, with the reason; neither may fall below zero. */
export async function adjustCard(db: Database, input: CardAdjust, auth: AuthContext): Promise<MemberCard> {
  const card = await cardInScope(db, input.id, auth);
  const cents = toCents(input.balance ?? 0);
  const freeUses = input.freeUses ?? 0;
  if (card.balanceCents + cents < 0)
    throw AppError.field('balance', 'cardBalanceNegative', { balance: `${fromCents(card.balanceCents).toFixed(2)} ${card.currency}` });
  if (card.freeUses + freeUses < 0) throw AppError.field('freeUses', 'cardFreeUsesNegative', { freeUses: card.freeUses });
  if (card.balanceCents + cents > CARD_LIMITS.balanceCents)
    throw AppError.field('balance', 'cardBalanceTooLarge', { max: `${fromCents(CARD_LIMITS.balanceCents)} ${card.currency}` });
  await changeCard(db, { cardId: card.id, kind: 'adjustment', cents, freeUses, reason: input.reason, operator: operatorOf(auth) });
  return answer(db, card.id);
}

/** Enables, disables or reports a card lost; a card that is not enabled is refused at every machine. */
export async function setCardStatus(db: Database, input: CardStatusChange, auth: AuthContext): Promise<MemberCard> {
  const card = await cardInScope(db, input.id, auth);
  await db.update(icCards).set({ status: input.status, updatedAt: new Date() }).where(eq(icCards.id, card.id));
  return answer(db, card.id);
}
