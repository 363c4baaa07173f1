import { ORDER_STATUS, PAY_STATUS, SHARING_STATUS, rateBps, toCents } from '@vr/contracts';
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/database.js';
import { type DispensedOrder, orders } from '../orders/index.js';
import { PAYMENT_STATE, PAY_REFUND_STATE, configById, payPayments, payRefunds, sharingProvider } from '../payments/index.js';
import { configsForDevices, joinersOfConfigs } from './configs.js';
import { changeCounter } from '../../platform/http/change-counter.js';
import { rebalance } from './ledger.js';
import { shrOrders, shrReversals } from './schema.js';
import { idArray } from '../../platform/sql/id-array.js';

/** Tries of a share request the provider refused before the share is marked failed. */
export const SHARE_MAX_ATTEMPTS = 5;

/** Changes whenever this process stores, settles or reverses shares (shared bill answers key on it). */
const shares = changeCounter();
export const sharesGeneration = shares.current;
/** Share rows one insert takes (about 20 parameters each, under PostgreSQL's 65 535). */
const SHARE_ROWS_A_STATEMENT = 1000;
/** Seconds before an in-progress share is asked about again. */
const QUERY_AFTER_SECONDS = 1;

const DISPENSED = new Set<number>([ORDER_STATUS.completed.code, ORDER_STATUS.partlyDispensed.code, ORDER_STATUS.dispenseFailed.code]);

/**
 * The shares of paid orders whose dispense result arrived: one row per joiner of the enabled
 * configuration covering the order's device for the payment configuration that took the money.
 * Heard twice, an order changes nothing (unique per order and joiner).
 */
export async function createShares(db: Database, heard: DispensedOrder[]): Promise<number> {
  const dispensed = heard.filter((o) => DISPENSED.has(o.status));
  if (dispensed.length === 0) return 0;
  const paid = await db
    .select({ p: payPayments, orderTime: orders.createdAt, payStatus: orders.payStatus })
    .from(payPayments)
    .innerJoin(orders, eq(orders.id, payPayments.orderId))
    .where(
      and(
        sql`${payPayments.orderId} = any(${idArray(dispensed.map((o) => o.orderId))}::bigint[])`,
        eq(payPayments.status, PAYMENT_STATE.paid),
      ),
    );
  const paymentOf = new Map<number, (typeof paid)[number]>();
  for (const row of paid) if (row.p.orderId !== null && !paymentOf.has(row.p.orderId)) paymentOf.set(row.p.orderId, row);
  // Joined to its order: a machine's payment, which names its order and machine.
  const payments = [...new Set(dispensed.map((o) => o.orderId))]
    .map((orderId) => paymentOf.get(orderId))
    .filter((row) => row !== undefined && row.payStatus === PAY_STATUS.paid.code && row.p.orderId !== null && row.p.deviceId !== null)
    .map((row) => ({ ...row!, orderId: row!.p.orderId!, deviceId: row!.p.deviceId! }));
  if (payments.length === 0) return 0;
  // The batch's configurations, joiners and payment configurations read at once, not per order:
  // each read per order waited its turn for a connection behind the whole server's work.
  const configs = await configsForDevices(
    db,
    payments.map((r) => ({ deviceId: r.deviceId, payConfigId: r.p.configId })),
  );
  const configIds = [...new Set([...configs.values()].flatMap((c) => (c ? [c.id] : [])))];
  const joiners = await joinersOfConfigs(db, configIds);
  const payConfigs = askedOnce((payConfigId: number) => configById(db, payConfigId));
  const rows: Array<typeof shrOrders.$inferInsert> = [];
  const sharedOrders: number[] = [];
  for (const { p: payment, orderId, deviceId, orderTime } of payments) {
    const config = configs.get(`${deviceId}:${payment.configId}`);
    if (!config) continue;
    const configJoiners = joiners.get(config.id) ?? [];
    const payConfig = await payConfigs(payment.configId);
    if (configJoiners.length === 0 || !payConfig) continue;
    const orderCents = toCents(payment.amount);
    const feeBps = rateBps(payConfig.rate);
    const splitBps = configJoiners.map((j) => j.rateBps);
    const split = rebalance(orderCents, 0, feeBps, splitBps, []);
    sharedOrders.push(orderId);
    rows.push(
      ...configJoiners.map((j, i) => ({
        shareCode: `SH${orderId}J${j.applyId}`,
        orderId,
        orderCode: payment.orderCode,
        paymentCode: payment.paymentCode,
        deviceId,
        orgId: payment.orgId,
        payConfigId: payment.configId,
        configId: config.id,
        applyId: j.applyId,
        joinerName: j.name,
        merchantNo: j.merchantNo,
        rateBps: j.rateBps,
        feeBps,
        splitBps,
        splitIndex: i,
        primaryRow: i === 0,
        orderCents,
        feeCents: split.fee,
        shareCents: split.shares[i]!,
        orderTime,
      })),
    );
  }
  let created = 0;
  for (let i = 0; i < rows.length; i += SHARE_ROWS_A_STATEMENT) {
    const inserted = await db
      .insert(shrOrders)
      .values(rows.slice(i, i + SHARE_ROWS_A_STATEMENT))
      .onConflictDoNothing()
      .returning({ id: shrOrders.id });
    created += inserted.length;
  }
  // A refund settled before the shares existed is taken into account at once.
  for (const orderId of await refundedAmong(db, sharedOrders)) await rebalanceOrder(db, orderId);
  if (created > 0) shares.changed();
  return created;
}

/** `read`, asked once per distinct arguments (the answers kept for one batch). */
function askedOnce<A extends unknown[], R>(read: (...args: A) => Promise<R>): (...args: A) => Promise<R> {
  const answers = new Map<string, Promise<R>>();
  return (...args) => {
    const key = args.join(':');
    let answer = answers.get(key);
    if (!answer) {
      answer = read(...args);
      answers.set(key, answer);
    }
    return answer;
  };
}

/** What the provider holds of the order's refunds that succeeded, in cents. */
async function refundedOf(db: Database, orderId: number): Promise<number> {
  const [sum] = await db
    .select({ total: sql<string>`coalesce(sum(${payRefunds.amount}), 0)` })
    .from(payRefunds)
    .where(and(eq(payRefunds.orderId, orderId), eq(payRefunds.status, PAY_REFUND_STATE.success)));
  return toCents(Number(sum?.total ?? 0));
}

/** Of these orders, those the provider holds a refund of that succeeded. */
async function refundedAmong(db: Database, orderIds: number[]): Promise<number[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ orderId: payRefunds.orderId })
    .from(payRefunds)
    .where(
      and(
        sql`${payRefunds.orderId} = any(${idArray(orderIds)}::bigint[])`,
        eq(payRefunds.status, PAY_REFUND_STATE.success),
        sql`${payRefunds.amount} > 0`,
      ),
    );
  return rows.flatMap((r) => (r.orderId === null ? [] : [r.orderId]));
}

/**
 * Brings the order's shares to its net amount after refunds: the split is computed again on
 * what is left and each share gives back the difference. A share not yet asked of the provider
 * just shrinks (cancelled when nothing is left); a share asked or paid is reversed at the
 * provider (idempotent on a code naming the refunded total), and a refused reversal is tried
 * again by the next refund or settlement round.
 */
export async function rebalanceOrder(db: Database, orderId: number): Promise<void> {
  const refunded = await refundedOf(db, orderId);
  await db.transaction(async (txx) => {
    const tx = txx as unknown as Database;
    const rows = await tx.select().from(shrOrders).where(eq(shrOrders.orderId, orderId)).orderBy(asc(shrOrders.splitIndex)).for('update');
    if (rows.length === 0) return;
    const first = rows[0]!;
    if (refunded === first.refundedCents && rows.every((r) => r.refundedCents === refunded)) return;
    const stored = first.splitBps.map((_, i) => rows.find((r) => r.splitIndex === i) ?? { shareCents: 0, reversedCents: 0 });
    const next = rebalance(first.orderCents, refunded, first.feeBps, first.splitBps, stored);
    const access = await sharingProvider(tx, first.payConfigId);
    for (const r of rows) {
      const delta = next.reverse[r.splitIndex] ?? 0;
      let reversed = r.reversedCents;
      let status = r.status;
      let message = r.message;
      if (delta > 0) {
        if (r.status === SHARING_STATUS.pending.code || r.status === SHARING_STATUS.failed.code) {
          reversed += delta;
        } else if (access) {
          const reverseCode = `${r.shareCode}R${refunded}`;
          const answer = await access.provider.reverseShare(access.merchant, { shareCode: r.shareCode, reverseCode, amountCents: delta });
          await tx.insert(shrReversals).values({ reverseCode, shareId: r.id, cents: delta, status: answer.status }).onConflictDoNothing();
          if (answer.status === 'success') reversed += delta;
          else message = answer.message?.slice(0, 200) ?? 'reversal refused';
        }
      }
      if (status === SHARING_STATUS.pending.code && r.shareCents - reversed <= 0 && reversed > 0) status = SHARING_STATUS.cancelled.code;
      const settledAll = reversed === r.shareCents - next.shares[r.splitIndex]!;
      await tx
        .update(shrOrders)
        .set({ reversedCents: reversed, feeCents: next.fee, status, message, ...(settledAll ? { refundedCents: refunded } : {}) })
        .where(eq(shrOrders.id, r.id));
    }
  });
  shares.changed();
}

/** Orders whose shares may need a reversal: refunds reach here through the payments area's notice. */
export async function rebalanceRefund(db: Database, refundCode: string): Promise<void> {
  const [refund] = await db.select({ orderId: payRefunds.orderId }).from(payRefunds).where(eq(payRefunds.refundCode, refundCode));
  // A purchase order's refund has no machine's order, and no shares.
  if (refund?.orderId) await rebalanceOrder(db, refund.orderId);
}

/**
 * One round of settlement: shares due are asked of the provider (a refusal is tried again, up to
 * SHARE_MAX_ATTEMPTS, then failed), and shares in progress are asked about until they settle.
 * Each row is handled under its lock (skipped when another round holds it).
 */
export async function settleShares(db: Database, now = new Date(), limit = 100): Promise<number> {
  const due = await db
    .select({ id: shrOrders.id })
    .from(shrOrders)
    .where(and(inArray(shrOrders.status, [SHARING_STATUS.pending.code, SHARING_STATUS.inProgress.code]), lte(shrOrders.nextAt, now)))
    .orderBy(asc(shrOrders.nextAt))
    .limit(limit);
  let settled = 0;
  for (const { id } of due) {
    await db.transaction(async (txx) => {
      const tx = txx as unknown as Database;
      const [r] = await tx.select().from(shrOrders).where(eq(shrOrders.id, id)).for('update', { skipLocked: true });
      if (!r || (r.status !== SHARING_STATUS.pending.code && r.status !== SHARING_STATUS.inProgress.code)) return;
      const later = new Date(now.getTime() + QUERY_AFTER_SECONDS * 1000 * Math.max(1, r.attempts));
      const amount = r.shareCents - r.reversedCents;
      if (r.status === SHARING_STATUS.pending.code && amount <= 0) {
        const status = r.reversedCents > 0 ? SHARING_STATUS.cancelled.code : SHARING_STATUS.success.code;
        await tx.update(shrOrders).set({ status, settledAt: now }).where(eq(shrOrders.id, id));
        settled += 1;
        return;
      }
      const access = await sharingProvider(tx, r.payConfigId);
      if (!access) {
        await tx
          .update(shrOrders)
          .set({ attempts: r.attempts + 1, nextAt: later, message: 'payment configuration unavailable' })
          .where(eq(shrOrders.id, id));
        return;
      }
      const answer =
        r.status === SHARING_STATUS.pending.code
          ? await access.provider.requestShare(access.merchant, {
              paymentCode: r.paymentCode,
              shareCode: r.shareCode,
              receiverMerchantNo: r.merchantNo,
              receiverName: r.joinerName,
              amountCents: amount,
            })
          : await access.provider.queryShare(access.merchant, r.shareCode, r.paymentCode);
      if (answer.status === 'success') {
        await tx
          .update(shrOrders)
          .set({ status: SHARING_STATUS.success.code, settledAt: now, providerNo: answer.providerNo ?? r.providerNo, message: null })
          .where(eq(shrOrders.id, id));
        settled += 1;
      } else if (answer.status === 'pending') {
        await tx
          .update(shrOrders)
          .set({ status: SHARING_STATUS.inProgress.code, providerNo: answer.providerNo ?? r.providerNo, nextAt: later })
          .where(eq(shrOrders.id, id));
      } else if (r.status === SHARING_STATUS.pending.code && r.attempts + 1 < SHARE_MAX_ATTEMPTS) {
        await tx
          .update(shrOrders)
          .set({ attempts: r.attempts + 1, nextAt: later, message: answer.message?.slice(0, 200) ?? null })
          .where(eq(shrOrders.id, id));
      } else {
        await tx
          .update(shrOrders)
          .set({ status: SHARING_STATUS.failed.code, settledAt: now, message: answer.message?.slice(0, 200) ?? null })
          .where(eq(shrOrders.id, id));
        settled += 1;
      }
    });
  }
  if (due.length > 0) shares.changed();
  return settled;
}
