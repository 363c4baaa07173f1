import {
  type CardAuthRequest,
  type CardCancel,
  type CardRefusal,
  DEFAULT_LANG,
  type DeviceOrder,
  WRISTBAND_UNIT_MS,
  type WristbandUnit,
  fromCents,
  message,
  toCents,
} from '@vr/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { orgCurrencies } from '../customers/index.js';
import { customerOf } from '../orgs/index.js';
import { wristbandRecords, wristbands } from './schema.js';

/** The machine a band is presented at: its id, organisation and code. */
export interface WristbandDevice {
  id: number;
  orgId: number;
  code?: string;
}

/** The answer to a machine's wristband authorisation (sent back as `card-answer`, kind wristband). */
export type WristbandAuthAnswer =
  | {
      requestId: string;
      orderCode: string;
      ok: true;
      /** The cart's amount the band pays (it was paid for when the band was sold): its order may not receive more. */
      amount: number;
      freeUse: false;
      currency: string;
      balance: 0;
      freeUses: 0;
      /** When the band expires. */
      expiresAt: number;
      kind: 'wristband';
    }
  | { requestId: string; orderCode: string; ok: false; reason: CardRefusal; message: string; kind: 'wristband' };

const refusal = (req: CardAuthRequest, reason: CardRefusal): WristbandAuthAnswer => ({
  requestId: req.requestId,
  orderCode: req.orderCode,
  ok: false,
  reason,
  message: message(`wristband.refusal.${reason}`, req.lang ?? DEFAULT_LANG),
  kind: 'wristband',
});

/** The answer when the back-office could not decide (the machine may ask again with the same request id). */
export const wristbandUnavailable = (req: CardAuthRequest): WristbandAuthAnswer => refusal(req, 'unavailable');

function approval(req: CardAuthRequest, currency: string, expiresAt: Date, cents = toCents(req.amount)): WristbandAuthAnswer {
  return {
    requestId: req.requestId,
    orderCode: req.orderCode,
    ok: true,
    amount: fromCents(cents),
    freeUse: false,
    currency,
    balance: 0,
    freeUses: 0,
    expiresAt: expiresAt.getTime(),
    kind: 'wristband',
  };
}

type Band = typeof wristbands.$inferSelect;

/** When a band activated at `at` expires. */
export const expiryOf = (band: Pick<Band, 'duration' | 'durationUnit'>, at: Date): Date =>
  new Date(at.getTime() + band.duration * WRISTBAND_UNIT_MS[band.durationUnit as WristbandUnit]);

/** Marks one activated band expired, with its record (the band's row is locked by the caller). */
export async function expireBand(db: Database, band: Pick<Band, 'id' | 'orgId' | 'expiresAt'>): Promise<void> {
  await db
    .update(wristbands)
    .set({ status: 2, updatedAt: new Date() })
    .where(and(eq(wristbands.id, band.id), eq(wristbands.status, 1)));
  await db.insert(wristbandRecords).values({ wristbandId: band.id, orgId: band.orgId, kind: 'expire', expiresAt: band.expiresAt });
}

const usedBy = (deviceId: number, requestId: string) =>
  and(eq(wristbandRecords.deviceId, deviceId), eq(wristbandRecords.requestId, requestId));

class Refused extends Error {
  constructor(readonly reason: CardRefusal) {
    super(reason);
  }
}

/**
 * A machine presents a wristband (its number) for a cart. The band must be one of the machine's
 * customer (another customer's number is simply unknown here), enabled, not expired (checked
 * against the clock, so a late expiry job never lets an expired band pay; a band found expired is
 * marked so), and, when it is not reusable, not used. The first use activates the band: its
 * duration starts now. The use and the band's change are one transaction on the band's locked
 * row; the same request id is answered from its record again, and an order is paid by one use.
 * `admit`, when given, is asked first for a new request (a retry is answered from its hold): the
 * gateway's check of a shopping cart against its machine's limits, whose refusal is answered as is.
 */
export async function authoriseWristband(
  db: Database,
  device: WristbandDevice,
  req: CardAuthRequest,
  now = new Date(),
  admit?: () => Promise<CardRefusal | null>,
): Promise<WristbandAuthAnswer> {
  const customer = await customerOf(db, device.orgId);
  if (!customer) return refusal(req, 'unknownCard');
  const currency = req.currency ?? (await orgCurrencies(db, [customer.id])).get(customer.id) ?? 'CNY';
  const [earlier] = await db.select().from(wristbandRecords).where(usedBy(device.id, req.requestId));
  if (earlier) {
    if (earlier.orderCode !== req.orderCode) return refusal(req, 'orderExists');
    // A use given back (nothing dispensed, cancelled): the band is presented again with a new request id.
    if (earlier.closedAs !== null && earlier.closedAs !== 'settled') return refusal(req, 'requestClosed');
    return approval(req, currency, earlier.expiresAt ?? now, earlier.amountCents ?? undefined);
  }
  const breach = await admit?.();
  if (breach) return refusal(req, breach);
  try {
    return await db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      const [band] = await t
        .select()
        .from(wristbands)
        .where(and(eq(wristbands.orgId, customer.id), eq(wristbands.wristbandNo, req.cardNo)))
        .for('update');
      if (!band) throw new Refused('unknownCard');
      if (!band.enabled) throw new Refused('cardDisabled');
      if (band.status === 2) throw new Refused('expired');
      if (band.status === 1 && band.expiresAt && band.expiresAt <= now) {
        await expireBand(t, band);
        return refusal(req, 'expired');
      }
      if (!band.reusable && band.uses > 0) throw new Refused('alreadyUsed');
      const activating = band.status === 0;
      const expiresAt = activating ? expiryOf(band, now) : band.expiresAt!;
      const user = (req.user ?? device.code ?? '').slice(0, 64) || null;
      const [use] = await t
        .insert(wristbandRecords)
        .values({
          wristbandId: band.id,
          orgId: band.orgId,
          kind: activating ? 'activate' : 'use',
          deviceId: device.id,
          requestId: req.requestId,
          orderCode: req.orderCode,
          userName: user,
          expiresAt,
          amountCents: toCents(req.amount),
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ id: wristbandRecords.id });
      if (!use) {
        // A retry that raced its first copy, or another request for an order already paid.
        const [same] = await t.select().from(wristbandRecords).where(usedBy(device.id, req.requestId));
        if (same && same.orderCode === req.orderCode)
          return approval(req, currency, same.expiresAt ?? expiresAt, same.amountCents ?? undefined);
        throw new Refused('orderExists');
      }
      await t
        .update(wristbands)
        .set({
          status: 1,
          uses: band.uses + 1,
          lastUser: user,
          updatedAt: now,
          ...(activating ? { activatedAt: now, expiresAt } : {}),
        })
        .where(eq(wristbands.id, band.id));
      return approval(req, currency, expiresAt);
    });
  } catch (err) {
    if (err instanceof Refused) return refusal(req, err.reason);
    throw err;
  }
}

/** The payment method of an order a wristband paid. */
export const WRISTBAND_METHOD = 'wristband';

/** How a use was given back: nothing dispensed, cancelled by the machine, or its order received more than approved. */
export type WristbandReleaseReason = 'nothingDispensed' | 'cancelled' | 'notAuthorised';

/**
 * What a wristband order reported by a machine is: `paid` by an approved use of a band (settled,
 * now or before), `released` (nothing was dispensed: the use went back to the band, nothing was
 * collected) or `notAuthorised` (no use of that machine names it, one already given back, or it
 * received more than the use approved).
 */
export type WristbandVerdict = 'paid' | 'released' | 'notAuthorised';

type UseRow = typeof wristbandRecords.$inferSelect;

/**
 * Gives a use back to its band, once: the use turns closed by a conditional update, and only the
 * update that closed it takes it off the band's uses (so a band that pays once may pay again) and
 * writes the release record. The band stays activated: its duration runs from its first use.
 */
export async function releaseWristbandUse(db: Database, use: UseRow, reason: WristbandReleaseReason, now = new Date()): Promise<boolean> {
  const [closed] = await db
    .update(wristbandRecords)
    .set({ closedAs: reason })
    .where(and(eq(wristbandRecords.id, use.id), isNull(wristbandRecords.closedAs)))
    .returning({ id: wristbandRecords.id });
  if (!closed) return false;
  await db
    .update(wristbands)
    .set({ uses: sql`greatest(${wristbands.uses} - 1, 0)`, updatedAt: now })
    .where(eq(wristbands.id, use.wristbandId));
  await db.insert(wristbandRecords).values({
    wristbandId: use.wristbandId,
    orgId: use.orgId,
    kind: 'release',
    deviceId: use.deviceId,
    userName: use.userName,
    expiresAt: use.expiresAt,
    createdAt: now,
  });
  return true;
}

/** The machine cancelled an approved cart before any order: the use goes back to the band. */
export async function cancelWristbandUse(db: Database, device: WristbandDevice, cancel: CardCancel): Promise<boolean> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    const [use] = await t.select().from(wristbandRecords).where(usedBy(device.id, cancel.requestId)).for('update');
    if (!use || use.orderCode !== cancel.orderCode) return false;
    return releaseWristbandUse(t, use, 'cancelled');
  });
}

/**
 * Settles the wristband orders of a batch as the machines report them, in one transaction, each
 * order once, as a card's hold is settled: an order is paid only when an approved use of a band at
 * that machine names its order code and the order received at most the amount that use approved
 * (less is paid as received). Nothing dispensed gives the use back (`released`: stored unpaid, not
 * abnormal). An order no use announced, one announced at another machine, one whose use was given
 * back, or one that received more than approved (its use is given back) is not authorised: the
 * intake stores it unpaid and abnormal. A repeated report finds its use settled and is paid again,
 * nothing more. Uses recorded before their amount was kept are not compared. Other payment
 * methods are not answered.
 */
export async function settleWristbandOrders(
  db: Database,
  reported: Array<{ deviceId: number; order: Pick<DeviceOrder, 'orderCode' | 'paymentMethod' | 'amounts' | 'items'> }>,
  now = new Date(),
): Promise<Map<string, WristbandVerdict>> {
  const verdicts = new Map<string, WristbandVerdict>();
  const banded = reported.filter((o) => o.order.paymentMethod === WRISTBAND_METHOD);
  if (banded.length === 0) return verdicts;
  await db.transaction(async (tx) => {
    const t = tx as unknown as Database;
    // The rows locked orders a report against a cancel of the same use.
    const uses = await t
      .select()
      .from(wristbandRecords)
      .where(
        inArray(
          wristbandRecords.orderCode,
          banded.map((o) => o.order.orderCode),
        ),
      )
      .orderBy(wristbandRecords.id)
      .for('update');
    const useOf = new Map(uses.map((u) => [u.orderCode, u]));
    for (const { deviceId, order } of banded) {
      if (verdicts.has(order.orderCode)) continue;
      verdicts.set(order.orderCode, await settleOne(t, useOf.get(order.orderCode), deviceId, order, now));
    }
  });
  return verdicts;
}

async function settleOne(
  db: Database,
  use: UseRow | undefined,
  deviceId: number,
  order: Pick<DeviceOrder, 'amounts' | 'items'>,
  now: Date,
): Promise<WristbandVerdict> {
  const dispensed = order.items.some((i) => i.dispense === 'success');
  if (!use || use.deviceId !== deviceId) return 'notAuthorised';
  if (use.closedAs === 'settled') return 'paid';
  if (use.closedAs !== null) {
    return !dispensed && (use.closedAs === 'nothingDispensed' || use.closedAs === 'cancelled') ? 'released' : 'notAuthorised';
  }
  if (!dispensed) {
    await releaseWristbandUse(db, use, 'nothingDispensed', now);
    return 'released';
  }
  if (use.amountCents !== null && toCents(order.amounts.received) > use.amountCents) {
    await releaseWristbandUse(db, use, 'notAuthorised', now);
    return 'notAuthorised';
  }
  await db
    .update(wristbandRecords)
    .set({ closedAs: 'settled' })
    .where(and(eq(wristbandRecords.id, use.id), isNull(wristbandRecords.closedAs)));
  return 'paid';
}
