import { randomBytes } from 'node:crypto';
import {
  type Lang,
  type PurchaseOrder,
  type PurchaseOrderDetail,
  type PurchasePayAnswer,
  type PurchaseRefundState,
  type PurchaseState,
  PURCHASE_REFUND_RECORD_STATES,
  type PurchaseFilter,
  type purchaseCancelSchema,
  type purchaseCreateSchema,
  type purchaseQuerySchema,
  type purchaseRefundSchema,
  type purchaseShipSchema,
  repeatedIndexes,
  toCents,
} from '@vr/contracts';
import { type SQL, and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { inTransaction } from '../../platform/wiring/index.js';
import { containsPattern } from '../../platform/sql/like.js';
import { businessTimeZone, businessToday } from '../../platform/settings/time-zone.js';
import { materials } from '../materials/index.js';
import { customerOf, idsOnPath } from '../orgs/index.js';
import {
  type PurchasePayment,
  type ProviderRefundResult,
  closePurchasePayment,
  createPurchasePayment,
  requestPurchaseRefund,
} from '../payments/index.js';
import { buyerInScope, decimal, materialNameIn, pricesInForce } from './prices.js';
import { PURCHASE_REFUND_STATE, PURCHASE_STATE, purchaseItems, purchaseOrders, purchaseRefunds } from './schema.js';

type CreateInput = z.output<typeof purchaseCreateSchema>;
type PurchaseQuery = z.output<typeof purchaseQuerySchema>;

/** How long a payment page stays open. */
const PAY_MINUTES = 30;

const STATE_CODES: Record<PurchaseState, number> = PURCHASE_STATE;
const STATE_NAMES = Object.fromEntries(Object.entries(PURCHASE_STATE).map(([name, code]) => [code, name])) as Record<number, PurchaseState>;

/** Nothing, part or all of what was paid is paid back (or being paid back). */
function refundStateOf(paidCents: number, refundedCents: number): PurchaseRefundState {
  if (refundedCents <= 0) return 'none';
  return refundedCents >= paidCents ? 'full' : 'partial';
}

const newCode = (prefix: string) => `${prefix}${Date.now().toString(36).toUpperCase()}${randomBytes(4).toString('hex').toUpperCase()}`;

const seller = sql.raw('sup_seller');

/** A line's material named in the reader's language (the name it had when ordered if it is gone). */
const lineName = (lang: Lang) =>
  sql`coalesce((select ${materialNameIn(lang)} from ${materials} where ${materials.id} = ${purchaseItems.materialId}), ${purchaseItems.materialName})`;

const listColumns = (lang: Lang) => ({
  o: purchaseOrders,
  orgName: orgs.name,
  sellerName: sql<string>`(select ${seller}.name from ${orgs} ${seller} where ${seller}.id = ${purchaseOrders.sellerId})`,
  itemSummary: sql<string>`(select string_agg(${purchaseItems.quantity} || ' × ' || ${lineName(lang)}, ', ' order by ${purchaseItems.id})
    from ${purchaseItems} where ${purchaseItems.orderId} = ${purchaseOrders.id})`,
});

type ListRow = { o: typeof purchaseOrders.$inferSelect; orgName: string | null; sellerName: string | null; itemSummary: string | null };

/** The orders of these ids as the list shows them (any order). */
export async function purchaseRows(db: Database, ids: number[], lang: Lang): Promise<PurchaseOrder[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns(lang))
    .from(purchaseOrders)
    .leftJoin(orgs, eq(orgs.id, purchaseOrders.orgId))
    .where(inArray(purchaseOrders.id, ids));
  return rows.map(toOrder);
}

const toOrder = (r: ListRow): PurchaseOrder => ({
  id: r.o.id,
  orderCode: r.o.code,
  orgId: r.o.orgId,
  orgName: r.orgName ?? '',
  sellerName: r.sellerName ?? '',
  state: STATE_NAMES[r.o.state] ?? 'pendingPayment',
  refundState: refundStateOf(r.o.paidCents, r.o.refundedCents),
  payType: r.o.payType,
  currency: r.o.currency,
  amountCents: r.o.amountCents,
  paidCents: r.o.paidCents,
  refundedCents: r.o.refundedCents,
  refundableCents: r.o.paidCents - r.o.refundedCents,
  itemSummary: r.itemSummary ?? '',
  consignee: r.o.consignee,
  phone: r.o.phone,
  address: r.o.address,
  logisticsNo: r.o.logisticsNo,
  remark: r.o.remark,
  priceDay: r.o.priceDay,
  createTime: r.o.createdAt.toISOString(),
  paidTime: r.o.paidAt?.toISOString() ?? null,
  shippedTime: r.o.shippedAt?.toISOString() ?? null,
  cancelledTime: r.o.cancelledAt?.toISOString() ?? null,
  cancelRemark: r.o.cancelRemark,
});

/** A purchase order is seen by its buyer's scope and by its seller's (who ships and refunds it). */
const visibleTo = (auth: AuthContext): SQL | undefined => {
  const buyer = scopeCondition(auth, { org: purchaseOrders.orgId });
  const sellerSide = scopeCondition(auth, { org: purchaseOrders.sellerId });
  return buyer === undefined || sellerSide === undefined ? undefined : sql`(${buyer} or ${sellerSide})`;
};

/** The day (YYYY-MM-DD) at 00:00 on the business clock, as an instant (SQL). */
const dayStart = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;

/** The orders the caller sees that the list's (and the export's) filters keep (SQL). */
export async function purchaseWhere(db: Database, q: PurchaseFilter, auth: AuthContext): Promise<SQL | undefined> {
  const timeZone = q.beginTime || q.endTime ? await businessTimeZone(db) : '';
  return and(
    visibleTo(auth),
    inOrgSubtree(purchaseOrders.orgId, q.orgId),
    q.orderCode ? ilike(purchaseOrders.code, containsPattern(q.orderCode)) : undefined,
    q.logisticsNo ? ilike(purchaseOrders.logisticsNo, containsPattern(q.logisticsNo)) : undefined,
    q.state ? eq(purchaseOrders.state, STATE_CODES[q.state]) : undefined,
    q.refundState === 'none' ? eq(purchaseOrders.refundedCents, 0) : undefined,
    q.refundState === 'partial'
      ? sql`${purchaseOrders.refundedCents} > 0 and ${purchaseOrders.refundedCents} < ${purchaseOrders.paidCents}`
      : undefined,
    q.refundState === 'full'
      ? sql`${purchaseOrders.refundedCents} > 0 and ${purchaseOrders.refundedCents} >= ${purchaseOrders.paidCents}`
      : undefined,
    q.beginTime ? sql`${purchaseOrders.createdAt} >= ${dayStart(q.beginTime, timeZone)}` : undefined,
    q.endTime ? sql`${purchaseOrders.createdAt} < ${dayStart(q.endTime, timeZone)} + interval '1 day'` : undefined,
  );
}

export async function listPurchases(db: Database, q: PurchaseQuery, auth: AuthContext, lang: Lang): Promise<Page<PurchaseOrder>> {
  const where = await purchaseWhere(db, q, auth);
  return selectPageQuery(db, {
    params: q,
    sortable: {
      orderCode: purchaseOrders.code,
      amountCents: purchaseOrders.amountCents,
      paidCents: purchaseOrders.paidCents,
      refundedCents: purchaseOrders.refundedCents,
      state: purchaseOrders.state,
      createTime: purchaseOrders.createdAt,
      paidTime: purchaseOrders.paidAt,
      shippedTime: purchaseOrders.shippedAt,
    },
    defaultOrder: [desc(purchaseOrders.createdAt), desc(purchaseOrders.id)],
    select: db.select(listColumns(lang)).from(purchaseOrders).leftJoin(orgs, eq(orgs.id, purchaseOrders.orgId)).where(where),
    counted: db.select({ id: purchaseOrders.id }).from(purchaseOrders).where(where),
    toRows: (rows) => rows.map(toOrder),
  });
}

/** One order the caller sees, with its lines and refunds; not found otherwise. */
export async function loadPurchase(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<PurchaseOrderDetail> {
  const [row] = await db
    .select(listColumns(lang))
    .from(purchaseOrders)
    .leftJoin(orgs, eq(orgs.id, purchaseOrders.orgId))
    .where(and(eq(purchaseOrders.id, id), visibleTo(auth)));
  if (!row) throw AppError.notFound();
  const items = await db.select().from(purchaseItems).where(eq(purchaseItems.orderId, id)).orderBy(asc(purchaseItems.id));
  const refunds = await db.select().from(purchaseRefunds).where(eq(purchaseRefunds.orderId, id)).orderBy(asc(purchaseRefunds.id));
  return {
    ...toOrder(row),
    items: items.map((i) => ({
      materialId: i.materialId,
      materialCode: i.materialCode,
      materialName: i.materialName,
      quantity: i.quantity,
      unitPriceCents: i.unitPriceCents,
      amountCents: i.amountCents,
    })),
    refunds: refunds.map((r) => ({
      refundCode: r.code,
      amountCents: r.amountCents,
      reason: r.reason,
      state: PURCHASE_REFUND_RECORD_STATES[r.state - 1] ?? 'pending',
      createTime: r.createdAt.toISOString(),
    })),
  };
}

/**
 * A buyer orders materials: each line at the price in force today for the buyer, all of one
 * seller (the customer whose materials they are, who collects the payment), in its currency.
 */
export async function createPurchase(db: Database, input: CreateInput, auth: AuthContext, lang: Lang): Promise<PurchaseOrderDetail> {
  const buyerId = input.orgId ?? (await customerOf(db, auth.orgId))?.id;
  if (buyerId === undefined) throw AppError.field('orgId', 'supplyBuyerRequired');
  const buyer = await buyerInScope(db, buyerId, auth);
  const ids = input.items.map((i) => i.materialId);
  if (repeatedIndexes(ids).length > 0) throw AppError.field('items', 'supplyRepeatedMaterial');
  const found = await db
    .select({ id: materials.id, orgId: materials.orgId, code: materials.code, name: materialNameIn(lang) })
    .from(materials)
    .where(and(inArray(materials.id, ids), inArray(materials.orgId, idsOnPath(buyer.path))));
  const byId = new Map(found.map((m) => [m.id, m]));
  if (byId.size !== ids.length) throw AppError.field('items', 'supplyMaterialUnknown');
  const sellers = new Set(found.map((m) => m.orgId));
  if (sellers.size !== 1) throw AppError.field('items', 'supplyOneSeller');
  const day = await businessToday(db);
  const prices = await pricesInForce(db, buyer.path, ids, day);
  const lines = input.items.map((i) => {
    const m = byId.get(i.materialId)!;
    const price = prices.get(i.materialId);
    if (!price) throw AppError.field('items', 'supplyNoPriceInForce', { material: `${m.code} ${m.name}`, day });
    return { m, quantity: i.quantity, price };
  });
  const amountCents = lines.reduce((sum, l) => sum + l.price.priceCents * l.quantity, 0);
  const [order] = await db
    .insert(purchaseOrders)
    .values({
      orgId: buyer.id,
      code: newCode('PO'),
      sellerId: [...sellers][0]!,
      payType: input.payType,
      currency: lines[0]!.price.currency,
      amountCents,
      consignee: input.consignee,
      phone: input.phone,
      address: input.address,
      remark: input.remark ?? null,
      priceDay: day,
      createdBy: auth.userId,
    })
    .returning({ id: purchaseOrders.id });
  await db.insert(purchaseItems).values(
    lines.map((l) => ({
      orderId: order!.id,
      materialId: l.m.id,
      materialCode: l.m.code,
      materialName: l.m.name.slice(0, 50),
      quantity: l.quantity,
      unitPriceCents: l.price.priceCents,
      amountCents: l.price.priceCents * l.quantity,
    })),
  );
  return loadPurchase(db, order!.id, auth, lang);
}

/**
 * The order row the caller sees, locked for this transaction; not found otherwise. `asBuyer`: only
 * an order of a buyer in the caller's scope (what the caller may place).
 */
async function lockVisible(db: Database, id: number, auth: AuthContext, asBuyer = false) {
  const [row] = await db
    .select()
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.id, id), asBuyer ? scopeCondition(auth, { org: purchaseOrders.orgId }) : visibleTo(auth)))
    .for('update');
  if (!row) throw AppError.notFound();
  return row;
}

/** The payment page of an order waiting for payment, asked of the seller's enabled provider. */
export async function payPurchase(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<PurchasePayAnswer> {
  const order = await lockVisible(db, id, auth);
  if (order.state !== PURCHASE_STATE.pendingPayment) throw AppError.badRequest('supplyNotPendingPayment');
  const answer = await createPurchasePayment(db, {
    purchaseId: order.id,
    orderCode: order.code,
    sellerId: order.sellerId,
    payType: order.payType,
    amountCents: order.amountCents,
    description: order.code,
    expiresAt: new Date(Date.now() + PAY_MINUTES * 60_000),
    lang,
  });
  if (!answer.ok) {
    throw AppError.badRequest(
      answer.reason === 'alreadyPaid'
        ? 'supplyNotPendingPayment'
        : answer.reason === 'noPayConfig'
          ? 'supplyNoPayConfig'
          : 'supplyProviderError',
    );
  }
  return { payUrl: answer.payUrl, expiresAt: answer.expiresAt.toISOString() };
}

/**
 * The provider took the order's payment: an order waiting for it is paid and waits to be shipped
 * (once). A cancelled order is never paid: a payment the provider still took after the
 * cancellation closed its page (a provider whose close did not hold) is recorded on it, paid and
 * refundable, and the order stays cancelled for its seller to pay the money back. Both conditions
 * are checked by the update itself, which waits for a cancellation holding the row and then reads
 * its outcome.
 */
export async function markPurchasePaid(db: Database, paid: PurchasePayment): Promise<void> {
  const [marked] = await db
    .update(purchaseOrders)
    .set({ state: PURCHASE_STATE.toShip, paidCents: paid.amountCents, paidAt: paid.paidAt, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.id, paid.purchaseId), eq(purchaseOrders.state, PURCHASE_STATE.pendingPayment)))
    .returning({ id: purchaseOrders.id });
  if (marked) return;
  await db
    .update(purchaseOrders)
    .set({ paidCents: sql`${purchaseOrders.paidCents} + ${paid.amountCents}`, paidAt: paid.paidAt, updatedAt: new Date() })
    .where(and(eq(purchaseOrders.id, paid.purchaseId), eq(purchaseOrders.state, PURCHASE_STATE.cancelled)));
}

/**
 * The buyer's side cancels an order waiting for its payment, under the order's lock (a payment
 * notified meanwhile waits for it, then finds the order cancelled): its open payment page is closed
 * at the provider first. One the provider has already taken, or whose payment is being recorded at
 * this moment, is not cancelled; a provider that cannot be asked leaves it as it is.
 */
export async function cancelPurchase(
  db: Database,
  input: z.output<typeof purchaseCancelSchema>,
  auth: AuthContext,
  lang: Lang,
): Promise<PurchaseOrderDetail> {
  const order = await lockVisible(db, input.id, auth, true);
  if (order.state !== PURCHASE_STATE.pendingPayment) throw AppError.badRequest('supplyNotPendingCancel');
  const payment = await closePurchasePayment(db, order.id);
  if (payment === 'paid') throw AppError.badRequest('supplyCancelPaid');
  if (payment === 'busy') throw AppError.badRequest('supplyCancelBusy');
  if (payment === 'providerError') throw AppError.badRequest('supplyProviderError');
  const now = new Date();
  await db
    .update(purchaseOrders)
    .set({ state: PURCHASE_STATE.cancelled, cancelledAt: now, cancelRemark: input.remark ?? null, updatedAt: now })
    .where(eq(purchaseOrders.id, order.id));
  return loadPurchase(db, order.id, auth, lang);
}

/** A paid order is shipped with its logistics number. */
export async function shipPurchase(
  db: Database,
  input: z.output<typeof purchaseShipSchema>,
  auth: AuthContext,
  lang: Lang,
): Promise<PurchaseOrderDetail> {
  const order = await lockVisible(db, input.id, auth);
  if (order.state !== PURCHASE_STATE.toShip) throw AppError.badRequest('supplyNotToShip');
  await db
    .update(purchaseOrders)
    .set({ state: PURCHASE_STATE.shipped, logisticsNo: input.logisticsNo, shippedAt: new Date(), updatedAt: new Date() })
    .where(eq(purchaseOrders.id, order.id));
  return loadPurchase(db, order.id, auth, lang);
}

/**
 * Pays part or all of a paid order back through the provider that took it. Under the order's
 * lock, the amount must fit in what is still refundable (paid less what is refunded or being
 * refunded), so concurrent refunds never add up to more than was paid; a refund the provider
 * refuses at once changes nothing, one it refuses later gives its amount back.
 */
export async function refundPurchase(
  db: Database,
  input: z.output<typeof purchaseRefundSchema>,
  auth: AuthContext,
  lang: Lang,
): Promise<PurchaseOrderDetail> {
  const order = await lockVisible(db, input.id, auth);
  // A cancelled order is refunded only what the provider took after its cancellation.
  if (order.state === PURCHASE_STATE.pendingPayment || order.paidCents === 0) throw AppError.badRequest('supplyNotPaid');
  const amountCents = toCents(input.refundAmount);
  const refundable = order.paidCents - order.refundedCents;
  if (amountCents > refundable) {
    throw AppError.field('refundAmount', 'supplyRefundAboveRefundable', { amount: decimal(amountCents), refundable: decimal(refundable) });
  }
  const code = newCode('PR');
  const result: ProviderRefundResult = await requestPurchaseRefund(db, {
    purchaseId: order.id,
    refundCode: code,
    amountCents,
    reason: input.reason,
  });
  if (result.status === 'failed') throw AppError.badRequest('supplyRefundRefused', { message: result.message ?? '' });
  await db.insert(purchaseRefunds).values({
    orderId: order.id,
    code,
    amountCents,
    reason: input.reason,
    state: result.status === 'success' ? PURCHASE_REFUND_STATE.success : PURCHASE_REFUND_STATE.pending,
    createdBy: auth.userId,
    ...(result.status === 'success' ? { settledAt: new Date() } : {}),
  });
  await db
    .update(purchaseOrders)
    .set({ refundedCents: order.refundedCents + amountCents, updatedAt: new Date() })
    .where(eq(purchaseOrders.id, order.id));
  return loadPurchase(db, order.id, auth, lang);
}

/**
 * The provider's late answer about a purchase refund: success settles it; a refusal settles it
 * failed and gives its amount back to the refundable (under the order's lock). Other codes are
 * not this area's.
 */
export async function settlePurchaseRefund(db: Database, code: string, result: ProviderRefundResult): Promise<void> {
  if (result.status === 'pending') return;
  await inTransaction(db, async (t) => {
    const tx = t as unknown as Database;
    const [refund] = await tx.select().from(purchaseRefunds).where(eq(purchaseRefunds.code, code));
    if (!refund) return;
    await tx.select({ id: purchaseOrders.id }).from(purchaseOrders).where(eq(purchaseOrders.id, refund.orderId)).for('update');
    const [settled] = await tx
      .update(purchaseRefunds)
      .set({
        state: result.status === 'success' ? PURCHASE_REFUND_STATE.success : PURCHASE_REFUND_STATE.failed,
        settledAt: new Date(),
        message: result.message?.slice(0, 200) ?? null,
      })
      .where(and(eq(purchaseRefunds.id, refund.id), eq(purchaseRefunds.state, PURCHASE_REFUND_STATE.pending)))
      .returning({ id: purchaseRefunds.id });
    if (settled && result.status === 'failed') {
      await tx
        .update(purchaseOrders)
        .set({ refundedCents: sql`${purchaseOrders.refundedCents} - ${refund.amountCents}`, updatedAt: new Date() })
        .where(eq(purchaseOrders.id, refund.orderId));
    }
  });
}
