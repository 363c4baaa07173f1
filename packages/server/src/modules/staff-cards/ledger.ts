import type { StaffRecordKind } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { calendarDay } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { staffCards, staffRecords } from './schema.js';

/** The month (YYYY-MM) of a moment on the business clock. */
export async function businessMonth(db: Database, at: Date = new Date()): Promise<string> {
  return calendarDay(await businessTimeZone(db), at).slice(0, 7);
}

export interface QuotaChange {
  cardId: number;
  kind: StaffRecordKind;
  /** Signed change of the quota in cents (a charge is negative). */
  cents: number;
  /** The business month now (YYYY-MM). */
  month: string;
  /** A give-back (release, refund) of an amount taken in this month: nothing comes back once that month has ended. */
  takenIn?: string;
  priceCents?: number | null;
  discountTenths?: number | null;
  detail?: string | null;
  orderCode?: string | null;
  deviceId?: number | null;
  operator?: { id: number; name: string } | null;
  /** Only while the card is enabled (a machine's swipe). */
  whileEnabled?: boolean;
}

export type QuotaAfter =
  | { ok: true; id: number; orgId: number; quotaCents: number; currency: string; applied: number }
  | { ok: false; reason: 'cardDisabled' | 'insufficientBalance' | 'missing' };

/**
 * Moves a card's quota and writes its record, in the caller's transaction: the card's row is
 * locked first, so concurrent swipes of one card queue on it and each sees the other's result.
 * A card whose month is past starts the new month first (its whole limit, a reset record). A
 * charge never takes the quota below zero; a give-back never raises it above the monthly limit,
 * and gives nothing when the month it was taken in has ended.
 */
export async function changeQuota(db: Database, c: QuotaChange): Promise<QuotaAfter> {
  // No key update: the hold's foreign key holds a key share on the row, which this must not wait for.
  const [card] = await db.select().from(staffCards).where(eq(staffCards.id, c.cardId)).for('no key update');
  if (!card) return { ok: false, reason: 'missing' };
  if (c.whileEnabled && card.status !== 'enabled') return { ok: false, reason: 'cardDisabled' };
  let base = card.quotaCents;
  if (card.quotaMonth !== c.month) {
    await db.insert(staffRecords).values({
      cardId: card.id,
      orgId: card.orgId,
      kind: 'reset',
      amountCents: card.monthlyLimitCents - card.quotaCents,
      quotaBefore: card.quotaCents,
      quotaAfter: card.monthlyLimitCents,
      detail: c.month,
    });
    base = card.monthlyLimitCents;
  }
  let applied = c.takenIn !== undefined && c.takenIn !== c.month ? 0 : c.cents;
  if (applied > 0) applied = Math.max(0, Math.min(applied, card.monthlyLimitCents - base));
  const after = base + applied;
  if (after < 0) {
    if (card.quotaMonth !== c.month) await resetTo(db, card.id, c.month, base);
    return { ok: false, reason: 'insufficientBalance' };
  }
  await resetTo(db, card.id, c.month, after);
  await db.insert(staffRecords).values({
    cardId: card.id,
    orgId: card.orgId,
    kind: c.kind,
    priceCents: c.priceCents ?? null,
    discountTenths: c.discountTenths ?? null,
    amountCents: applied,
    quotaBefore: base,
    quotaAfter: after,
    detail: c.detail ?? null,
    orderCode: c.orderCode ?? null,
    deviceId: c.deviceId ?? null,
    operatorId: c.operator?.id ?? null,
    operatorName: c.operator?.name.slice(0, 64) ?? null,
  });
  return { ok: true, id: card.id, orgId: card.orgId, quotaCents: after, currency: card.currency, applied };
}

async function resetTo(db: Database, id: number, month: string, quotaCents: number): Promise<void> {
  await db.update(staffCards).set({ quotaCents, quotaMonth: month, updatedAt: new Date() }).where(eq(staffCards.id, id));
}
