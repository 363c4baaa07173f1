import {
  abnormalReasonText,
  type Lang,
  PLATFORM_DEFAULTS,
  REFUND_RECORD_STATUS,
  fromCents,
  type RefundListQuery,
  type refundListSchema,
  type RefundRecord,
  type RefundSource,
  type RefundTotals,
  type OrderRefundRecord,
} from '@vr/contracts';
import { type SQL, and, count, desc, eq, inArray, sql, sum } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { isoTime } from '../../platform/http/iso.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, inOrderOf, pageQuery, selectPage } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containing } from '../../platform/sql/like.js';
import { parseBound } from '../client-errors/index.js';
import { orgCurrencies } from '../customers/index.js';
import { devices } from '../devices/index.js';
import { sumPerCurrency } from '../../platform/money/per-currency.js';
import { timeRange } from '../../platform/list/time-filter.js';
import { itemName, orderItems, orders } from '../orders/index.js';
import { refundItems, refunds } from './schema.js';

/** The refunds the caller may see: those of orders of the organisations in their data scope. */
export const refundVisible = (auth: AuthContext) => scopeCondition(auth, { org: refunds.orgId });

const recordColumns = () => ({
  id: refunds.id,
  refundCode: refunds.refundCode,
  orderId: refunds.orderId,
  orderCode: orders.orderCode,
  orgId: refunds.orgId,
  customerName: orgs.name,
  deviceCode: devices.deviceCode,
  deviceName: devices.name,
  amount: refunds.amount,
  reason: refunds.reason,
  refunder: refunds.refunder,
  source: refunds.source,
  status: refunds.status,
  providerNo: refunds.providerNo,
  failureMessage: refunds.failureMessage,
  createdAt: refunds.createdAt,
  settledAt: refunds.settledAt,
});

function recordSelect(db: Database) {
  return db
    .select(recordColumns())
    .from(refunds)
    .innerJoin(orders, eq(orders.id, refunds.orderId))
    .leftJoin(devices, eq(devices.id, orders.deviceId))
    .leftJoin(orgs, eq(orgs.id, refunds.orgId));
}

type RecordRow = Awaited<ReturnType<typeof recordSelect>>[number];

/** The records of these rows with the items each refunded. */
async function withItems(db: Database, rows: RecordRow[], lang: Lang): Promise<RefundRecord[]> {
  const ids = rows.map((r) => r.id);
  const items = ids.length
    ? await db
        .select({
          refundId: refundItems.refundId,
          itemId: refundItems.orderItemId,
          goodsName: orderItems.goodsName,
          goodsNames: orderItems.goodsNames,
          amount: refundItems.amount,
        })
        .from(refundItems)
        .innerJoin(orderItems, eq(orderItems.id, refundItems.orderItemId))
        .where(inArray(refundItems.refundId, ids))
        .orderBy(refundItems.id)
    : [];
  const currencies = await orgCurrencies(
    db,
    rows.map((r) => r.orgId),
  );
  return rows.map((r) => ({
    id: r.id,
    refundCode: r.refundCode,
    orderId: r.orderId,
    orderCode: r.orderCode,
    orgId: r.orgId,
    customerName: r.customerName,
    deviceCode: r.deviceCode,
    deviceName: r.deviceName,
    amount: Number(r.amount),
    currency: currencies.get(r.orgId) ?? PLATFORM_DEFAULTS.currency,
    reason: r.source === 'system' ? (abnormalReasonText(r.reason, lang) ?? r.reason) : r.reason,
    refunder: r.refunder,
    source: r.source as RefundSource,
    status: r.status,
    providerNo: r.providerNo,
    failureMessage: r.failureMessage,
    createTime: isoTime(r.createdAt),
    settledTime: isoTime(r.settledAt),
    items: items
      .filter((i) => i.refundId === r.id)
      .map((i) => ({ itemId: i.itemId, goodsName: itemName(i, lang), amount: Number(i.amount) })),
  }));
}

/** The list's filter: data scope and the query's filters. */
function listWhere(q: Partial<RefundListQuery>, auth: AuthContext): SQL | undefined {
  return and(
    refundVisible(auth),
    ...timeRange(refunds.createdAt, q, parseBound),
    inOrgSubtree(refunds.orgId, q.orgId),
    containing(devices.deviceCode, q.deviceCode),
    containing(orders.orderCode, q.orderCode),
    containing(refunds.refundCode, q.refundCode),
    q.status ? eq(refunds.status, q.status) : undefined,
    containing(refunds.refunder, q.refunder),
  );
}

type ListQuery = z.output<typeof refundListSchema>;

/**
 * The refunds table alone, or joined to the orders and devices when the filter or the sort reads
 * their columns: without a need for them, the join made PostgreSQL read every order to find the few
 * refunded ones.
 */
function joinedWhenRead<S extends PgSelect>(select: S, q: ListQuery): S {
  if (!q.orderCode && !q.deviceCode && q.orderByColumn !== 'orderCode') return select;
  // A dynamic select (`$dynamic()`) takes its joins in place.
  select.innerJoin(orders, eq(orders.id, refunds.orderId)).leftJoin(devices, eq(devices.id, orders.deviceId));
  return select;
}

/** Refund records in the caller's scope, newest first unless sorted otherwise: the page's ids first, then their rows. */
export async function listRefunds(db: Database, q: ListQuery, auth: AuthContext, lang: Lang): Promise<Page<RefundRecord>> {
  const where = listWhere(q, auth);
  return pageQuery({
    params: q,
    sortable: {
      createTime: refunds.createdAt,
      amount: refunds.amount,
      refundCode: refunds.refundCode,
      orderCode: orders.orderCode,
      status: refunds.status,
      refunder: refunds.refunder,
    },
    defaultOrder: [desc(refunds.createdAt), desc(refunds.id)],
    rows: async (page) => {
      const ids = (await selectPage(joinedWhenRead(db.select({ id: refunds.id }).from(refunds).$dynamic(), q).where(where), page)).map(
        (r) => r.id,
      );
      if (ids.length === 0) return [];
      return withItems(
        db,
        inOrderOf(ids, await recordSelect(db).where(inArray(refunds.id, ids)), (r) => r.id),
        lang,
      );
    },
    count: async () => (await joinedWhenRead(db.select({ n: count() }).from(refunds).$dynamic(), q).where(where))[0]!.n,
  });
}

/** The number and sum of the filtered records; failed refunds paid nothing back and are left out of the sum. */
export async function refundTotals(db: Database, q: ListQuery, auth: AuthContext): Promise<RefundTotals> {
  const select = db
    .select({
      orgId: refunds.orgId,
      n: count(),
      amount: sum(sql`case when ${refunds.status} <> ${REFUND_RECORD_STATUS.failed.code} then ${refunds.amount} else 0 end`),
    })
    .from(refunds)
    .$dynamic();
  const rows = await joinedWhenRead(select, q).where(listWhere(q, auth)).groupBy(refunds.orgId);
  // Summed per organisation in the database, then per currency in cents: never across currencies.
  const currencies = await orgCurrencies(
    db,
    rows.map((r) => r.orgId),
  );
  return sumPerCurrency(
    rows,
    (r) => currencies.get(r.orgId) ?? PLATFORM_DEFAULTS.currency,
    { counts: ['n'], money: ['amount'] },
    (r, field) => r[field],
  ).map((t) => ({ currency: t.currency, count: t.n, amount: fromCents(t.amount) }));
}

/** The refund records of one order, newest first (the caller's scope checked by the caller). */
export async function recordsOfOrder(db: Database, orderId: number, lang: Lang): Promise<RefundRecord[]> {
  return withItems(db, await recordSelect(db).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.createdAt), desc(refunds.id)), lang);
}

/** An order's refund records as its detail lists them. */
export async function refundHistoryOf(db: Database, orderId: number, lang: Lang): Promise<OrderRefundRecord[]> {
  return (await recordsOfOrder(db, orderId, lang)).map((r) => ({
    refundCode: r.refundCode,
    amount: r.amount,
    reason: r.reason,
    refunder: r.refunder,
    status: r.status,
    time: r.createTime,
  }));
}

/** One record by its code, when the caller may see it. */
export async function recordByCode(db: Database, refundCode: string, auth: AuthContext | null, lang: Lang): Promise<RefundRecord | null> {
  const rows = await recordSelect(db).where(and(eq(refunds.refundCode, refundCode), auth ? refundVisible(auth) : undefined));
  return (await withItems(db, rows, lang))[0] ?? null;
}
