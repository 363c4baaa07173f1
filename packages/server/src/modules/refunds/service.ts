import { randomBytes } from 'node:crypto';
import {
  type Lang,
  PAY_STATUS,
  PLATFORM_DEFAULTS,
  REFUND_RECORD_STATUS,
  type RefundRecord,
  type RefundRequest,
  type RefundSource,
  type RefundableOrder,
  Status,
  fromCents,
  toCents,
} from '@vr/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isoTime } from '../../platform/http/iso.js';
import { orgs } from '../../platform/identity/schema.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { inTransaction, publish } from '../../platform/wiring/index.js';
import { orgCurrencies } from '../customers/index.js';
import { devices } from '../devices/index.js';
import { itemName, orderItems, orders, recordRefundedAmounts } from '../orders/index.js';
import { type ProviderRefundResult, queryOrderRefund, requestOrderRefund } from '../payments/index.js';
import { orderRefunded } from './events.js';
import { recordByCode, recordsOfOrder } from './records.js';
import {
  type ItemForRefund,
  type OrderForRefund,
  type RefundPlan,
  itemRefundable,
  orderRefundable,
  planRefund,
  refundStatusOf,
} from './rules.js';
import { refundItems, refunds } from './schema.js';

/** Who makes a refund: a person from the back-office or the mobile side, or the system. */
export interface Refunder {
  name: string;
  userId: number | null;
  source: RefundSource;
}

/** A new refund code: RF, the day, and 10 random hex digits. */
export function newRefundCode(now = new Date()): string {
  return `RF${now.toISOString().slice(0, 10).replaceAll('-', '')}${randomBytes(5).toString('hex').toUpperCase()}`;
}

const orderVisible = (auth: AuthContext) => scopeCondition(auth, { org: orders.orgId });

export type OrderRow = typeof orders.$inferSelect;
export type ItemRow = typeof orderItems.$inferSelect;

export const forRules = (o: OrderRow): OrderForRefund => ({
  paid: o.payStatus === PAY_STATUS.paid.code,
  freePayment: o.freePayment,
  totalCents: toCents(Number(o.paymentAmount)),
  receivedCents: toCents(Number(o.receivedAmount)),
  refundedCents: toCents(Number(o.refundedAmount)),
});
/** The order's items as the rules read them, each with its stored share of what the order received. */
export function itemsForRules(items: ItemRow[]): ItemForRefund[] {
  return items.map((i) => ({
    id: i.id,
    goodsName: i.goodsName,
    receivedCents: toCents(Number(i.receivedAmount)),
    refundedCents: toCents(Number(i.refundedAmount)),
    refundStatus: i.refundStatus,
  }));
}

/** Locks the order row (select … for update): every change of its refunded amounts runs under this lock. */
export async function lockOrder(db: Database, orderId: number, auth: AuthContext | null): Promise<OrderRow | undefined> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), auth ? orderVisible(auth) : undefined))
    .for('update');
  return row;
}

export const itemsOf = (db: Database, orderId: number) =>
  db.select().from(orderItems).where(eq(orderItems.orderId, orderId)).orderBy(asc(orderItems.id));

/**
 * Adds `sign` × the plan to the refunded amounts of the order and its items and sets their refund
 * statuses; the caller holds the order's row lock.
 */
async function applyToAmounts(db: Database, order: OrderRow, items: ItemRow[], plan: RefundPlan, sign: 1 | -1): Promise<void> {
  const refunded = Math.max(0, toCents(Number(order.refundedAmount)) + sign * plan.totalCents);
  const byId = new Map(itemsForRules(items).map((i) => [i.id, i]));
  await recordRefundedAmounts(db, {
    orderId: order.id,
    refundedAmount: fromCents(refunded),
    refundStatus: refundStatusOf(refunded, toCents(Number(order.receivedAmount))),
    items: plan.items.map((part) => {
      const item = byId.get(part.itemId)!;
      const cents = Math.max(0, item.refundedCents + sign * part.cents);
      return { itemId: item.id, refundedAmount: fromCents(cents), refundStatus: refundStatusOf(cents, item.receivedCents) };
    }),
  });
}

interface Reserved {
  refundCode: string;
  orderId: number;
  amountCents: number;
  reason: string;
}

/**
 * Records a refund and counts its amount as refunded at once (status "refunding"), under the
 * order's row lock, so refunds made at the same time can never pay back more than was received.
 */
export async function reserve(
  db: Database,
  order: OrderRow,
  items: ItemRow[],
  plan: RefundPlan,
  reason: string,
  who: Refunder,
  autoKind: string | null = null,
): Promise<Reserved> {
  const refundCode = newRefundCode();
  const [record] = await db
    .insert(refunds)
    .values({
      refundCode,
      orderId: order.id,
      orgId: order.orgId,
      amount: fromCents(plan.totalCents),
      reason,
      refunder: who.name,
      refunderUserId: who.userId,
      source: who.source,
      status: REFUND_RECORD_STATUS.refunding.code,
      autoKind,
    })
    .returning({ id: refunds.id });
  if (plan.items.length) {
    await db
      .insert(refundItems)
      .values(plan.items.map((p) => ({ refundId: record!.id, orderItemId: p.itemId, amount: fromCents(p.cents) })));
  }
  await applyToAmounts(db, order, items, plan, 1);
  return { refundCode, orderId: order.id, amountCents: plan.totalCents, reason };
}

/** Asks the provider to pay the refund back; an error of the provider reads as a failed refund. */
export async function askProvider(db: Database, r: Reserved): Promise<ProviderRefundResult> {
  try {
    return await requestOrderRefund(db, r);
  } catch (err) {
    return { status: 'failed', message: err instanceof Error ? err.message : String(err) };
  }
}

/**
 * Records the provider's answer about a refund, once: success settles it; failed settles it and
 * gives its amount back to the order and items (refundable again); pending keeps it under way.
 * A refund already settled is left as it is, so a repeated answer changes nothing.
 */
export async function settleRefund(db: Database, refundCode: string, result: ProviderRefundResult): Promise<void> {
  await inTransaction(db, async (tx) => {
    const [found] = await tx.select({ orderId: refunds.orderId }).from(refunds).where(eq(refunds.refundCode, refundCode));
    if (!found) return;
    // The order first, as every refund does: the lock order is the same everywhere.
    const order = await lockOrder(tx, found.orderId, null);
    const [record] = await tx.select().from(refunds).where(eq(refunds.refundCode, refundCode)).for('update');
    if (!order || !record || record.status !== REFUND_RECORD_STATUS.refunding.code) return;
    if (result.status === 'pending') {
      if (result.providerNo) await tx.update(refunds).set({ providerNo: result.providerNo }).where(eq(refunds.id, record.id));
      return;
    }
    await tx
      .update(refunds)
      .set({
        status: result.status === 'success' ? REFUND_RECORD_STATUS.success.code : REFUND_RECORD_STATUS.failed.code,
        providerNo: result.providerNo ?? record.providerNo,
        failureMessage: result.status === 'failed' ? (result.message ?? null) : null,
        settledAt: new Date(),
      })
      .where(eq(refunds.id, record.id));
    if (result.status === 'success') {
      // Who collected the money pays it back (a member card gets its refund from the cards area).
      await publish(tx as unknown as Database, orderRefunded, {
        refundCode,
        orderId: order.id,
        orderCode: order.orderCode,
        payType: order.payType,
        amountCents: toCents(Number(record.amount)),
      });
    }
    if (result.status === 'failed') {
      const parts = await tx.select().from(refundItems).where(eq(refundItems.refundId, record.id));
      const plan: RefundPlan = {
        totalCents: toCents(Number(record.amount)),
        items: parts.map((p) => ({ itemId: p.orderItemId, cents: toCents(Number(p.amount)) })),
      };
      await applyToAmounts(tx, order, await itemsOf(tx, order.id), plan, -1);
    }
  });
}

/**
 * Refunds an order by the rules (`planRefund`), then asks the provider. The record and the
 * refunded amounts are written and committed before the provider is asked; its answer is recorded
 * in a second transaction. A provider that refuses at once gives the amount back and the caller
 * gets "refund application failed" with its reason; the failed record stays for the history.
 */
export async function refundOrder(db: Database, input: RefundRequest, auth: AuthContext, who: Refunder, lang: Lang): Promise<RefundRecord> {
  const reserved = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, input.orderId, auth);
    if (!order) throw AppError.notFound();
    const items = await itemsOf(tx, order.id);
    const plan = planRefund(forRules(order), itemsForRules(items), input);
    return reserve(tx, order, items, plan, input.refundReason, who);
  });
  const result = await askProvider(db, reserved);
  await settleRefund(db, reserved.refundCode, result);
  const record = (await recordByCode(db, reserved.refundCode, null, lang))!;
  if (record.status === REFUND_RECORD_STATUS.failed.code) {
    throw new AppError(Status.BAD_REQUEST, 'refundFailed', { message: record.failureMessage ?? '' }, record);
  }
  return record;
}

/**
 * "Query refund status": asks the provider about a refund still under way and records a settled
 * answer. Answers the record as it stands afterwards.
 */
export async function queryRefund(db: Database, refundCode: string, auth: AuthContext, lang: Lang): Promise<RefundRecord> {
  const record = await recordByCode(db, refundCode, auth, lang);
  if (!record) throw AppError.notFound();
  if (record.status !== REFUND_RECORD_STATUS.refunding.code) return record;
  const answer = await queryOrderRefund(db, refundCode);
  if (answer && answer.status !== 'pending') await settleRefund(db, refundCode, answer);
  return (await recordByCode(db, refundCode, auth, lang))!;
}

/** One order as the refund form shows it, with its refund records; 404 outside the caller's scope. */
export async function loadRefundableOrder(db: Database, orderId: number, auth: AuthContext, lang: Lang): Promise<RefundableOrder> {
  const [row] = await db
    .select({ order: orders, deviceCode: devices.deviceCode, deviceName: devices.name, customerName: orgs.name })
    .from(orders)
    .leftJoin(devices, eq(devices.id, orders.deviceId))
    .leftJoin(orgs, eq(orgs.id, orders.orgId))
    .where(and(eq(orders.id, orderId), orderVisible(auth)));
  if (!row) throw AppError.notFound();
  const o = row.order;
  const items = await itemsOf(db, o.id);
  const ruled = itemsForRules(items);
  const currency = (await orgCurrencies(db, [o.orgId])).get(o.orgId) ?? PLATFORM_DEFAULTS.currency;
  return {
    orderId: o.id,
    orderCode: o.orderCode,
    orgId: o.orgId,
    customerName: row.customerName,
    deviceCode: row.deviceCode,
    deviceName: row.deviceName,
    createTime: isoTime(o.createdAt),
    currency,
    status: o.status,
    payStatus: o.payStatus,
    refundStatus: o.refundStatus,
    paymentMethod: o.paymentMethod,
    freePayment: o.freePayment,
    paymentAmount: Number(o.paymentAmount),
    receivedAmount: Number(o.receivedAmount),
    refundedAmount: Number(o.refundedAmount),
    refundableAmount: fromCents(orderRefundable(forRules(o))),
    items: items.map((i, at) => ({
      itemId: i.id,
      goodsCode: i.goodsCode,
      goodsName: itemName(i, lang),
      cupSize: i.cupSize,
      quantity: i.quantity,
      price: Number(i.price),
      amount: Number(i.amount),
      status: i.status,
      refundedAmount: Number(i.refundedAmount),
      refundableAmount: fromCents(itemRefundable(ruled[at]!)),
      refundStatus: i.refundStatus,
    })),
    records: await recordsOfOrder(db, o.id, lang),
  };
}
