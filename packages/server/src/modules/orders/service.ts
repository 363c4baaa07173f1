import {
  ABNORMAL_STATUS,
  abnormalReasonText,
  type Lang,
  type OrderDetail,
  type OrderFilter,
  type OrderRow,
  type OrderTotals,
  ORDER_SOURCE,
  PAY_STATUS,
  type ListParams,
  PLATFORM_DEFAULTS,
  fromCents,
} from '@vr/contracts';
import { type AnyColumn, type SQL, and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { customerNameOf } from '../../platform/identity/nearest-customer.js';
import { orgs } from '../../platform/identity/schema.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { type Page, keysetPageQuery } from '../../platform/list/page-query.js';
import { type Total, cappedTotal } from '../../platform/list/total.js';
import { preparedSelect } from '../../platform/db/prepared.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { containsPattern } from '../../platform/sql/like.js';
import { sumPerCurrency } from '../../platform/money/per-currency.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { orgCurrencies, orgCurrency } from '../customers/index.js';
import { devices } from '../devices/index.js';
import { sites } from '../points/index.js';
import { orderPayments, orderRefundHistory } from './history.js';
import { itemName } from './item-names.js';
import { orderItems, orders } from './schema.js';

/** Which list: transaction orders (no tests), password-free, shopping-cart, test or abnormal orders. */
export type OrderView = 'transaction' | 'free' | 'cart' | 'test' | 'abnormal';

/**
 * The condition of each list, written as the partial indexes' predicates so the planner reads
 * those lists from their own small indexes. Test orders appear only in the test list.
 */
const VIEW_CONDITION: Record<OrderView, SQL> = {
  transaction: sql`not ${orders.isTest}`,
  free: sql`${orders.freePayment} and not ${orders.isTest}`,
  cart: sql`${orders.source} = ${ORDER_SOURCE.cart.code} and not ${orders.isTest}`,
  test: sql`${orders.isTest}`,
  abnormal: sql`${orders.abnormalStatus} <> ${ABNORMAL_STATUS.none.code}`,
};

const SORTABLE: Record<string, AnyColumn> = {
  createTime: orders.createdAt,
  paymentAmount: orders.paymentAmount,
  receivedAmount: orders.receivedAmount,
  paidTime: orders.paidAt,
  abnormalTime: orders.abnormalAt,
};

/** The orders the caller may see (their organisations' subtree) that match the filters of the list. */
export function orderWhere(q: OrderFilter, auth: AuthContext, view: OrderView, timeZone: string): SQL | undefined {
  const like = (text: string | undefined) => (text ? containsPattern(text) : undefined);
  const goods = like(q.goods);
  const deviceCode = like(q.deviceCode);
  return and(
    scopeCondition(auth, { org: orders.orgId }),
    VIEW_CONDITION[view],
    ...localTimeRange(orders.createdAt, q, timeZone),
    inOrgSubtree(orders.orgId, q.orgId),
    q.siteId ? eq(orders.siteId, q.siteId) : undefined,
    q.deviceId ? eq(orders.deviceId, q.deviceId) : undefined,
    deviceCode
      ? sql`${orders.deviceId} in (select ${devices.id} from ${devices} where ${devices.deviceCode} ilike ${deviceCode})`
      : undefined,
    // A product code matches exactly through the items' goods-code index; a name matches in part.
    q.goods
      ? sql`exists (select 1 from ${orderItems} it where it.order_id = ${orders.id}
              and (it.goods_code = ${q.goods} or it.goods_name ilike ${goods}
                or exists (select 1 from jsonb_each_text(it.goods_names) n where n.value ilike ${goods})))`
      : undefined,
    q.orderCode ? sql`${orders.orderCode} ilike ${like(q.orderCode)}` : undefined,
    q.transactionCode ? eq(orders.transactionCode, q.transactionCode) : undefined,
    q.pickupCode ? eq(orders.pickupCode, q.pickupCode) : undefined,
    q.phone ? eq(orders.phone, q.phone) : undefined,
    q.paymentMethod ? eq(orders.paymentMethod, q.paymentMethod) : undefined,
    q.type !== undefined ? eq(orders.type, q.type) : undefined,
    q.status !== undefined ? eq(orders.status, q.status) : undefined,
    q.payStatus !== undefined ? eq(orders.payStatus, q.payStatus) : undefined,
    q.refundStatus !== undefined ? eq(orders.refundStatus, q.refundStatus) : undefined,
    q.shipStatus !== undefined ? eq(orders.shipStatus, q.shipStatus) : undefined,
    q.abnormalStatus !== undefined ? eq(orders.abnormalStatus, q.abnormalStatus) : undefined,
  );
}

/**
 * Customer name and currency of each organisation, read once per organisation of a page (a page
 * holds a few), not once per row: the per-row sub-selects made the row statement slow to plan.
 */
const customersStatement = preparedSelect('order_customers_of_orgs', (db) =>
  db
    .select({ id: orgs.id, name: customerNameOf(sql`"sys_org"."id"`), currency: orgCurrency(orgs.id) })
    .from(orgs)
    .where(sql`${orgs.id} = any(${sql.placeholder('ids')})`),
);

async function customerOfOrgs(db: Database, orgIds: number[]): Promise<Map<number, { name: string | null; currency: string }>> {
  if (orgIds.length === 0) return new Map();
  const rows = await customersStatement(db, { ids: orgIds });
  return new Map(rows.map((r) => [r.id, { name: r.name, currency: r.currency }]));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** What an order row shows of each of its items: its names and its cups, in item order. */
type ItemNames = Array<{ goodsName: string; goodsNames: Parameters<typeof itemName>[0]['goodsNames']; quantity: number }>;

/** An order's items as one json array beside the order's own columns (no second statement per page). */
const itemsOfOrder = sql<ItemNames>`coalesce((
  select json_agg(json_build_object('goodsName', ${orderItems.goodsName}, 'goodsNames', ${orderItems.goodsNames},
                                    'quantity', ${orderItems.quantity}) order by ${orderItems.id})
    from ${orderItems} where ${orderItems.orderId} = ${orders.id}), '[]'::json)`;

/** An order's wide row: its columns, its items, device code and point name. */
function selectOrderRows(db: Database) {
  return db
    .select({ o: orders, deviceCode: devices.deviceCode, siteName: sites.name, items: itemsOfOrder })
    .from(orders)
    .leftJoin(devices, eq(devices.id, orders.deviceId))
    .leftJoin(sites, eq(sites.id, orders.siteId));
}

/*
 * The statement of wide rows by id takes the ids as one array, so its text never changes:
 * PostgreSQL parses and plans it once per connection instead of on every call.
 */
const orderRowsStatement = preparedSelect('orders_by_id', (db) =>
  selectOrderRows(db).where(sql`${orders.id} = any(${sql.placeholder('ids')})`),
);

/** The wide rows of these orders (any order): names of device, point and customer, products, currency. */
async function ordersById(db: Database, ids: number[], lang: Lang): Promise<OrderRow[]> {
  if (ids.length === 0) return [];
  return toOrderRows(db, await orderRowsStatement(db, { ids }), lang);
}

type WideRow = { o: typeof orders.$inferSelect; deviceCode: string | null; siteName: string | null; items: ItemNames };

/** Wide rows as the lists answer them, with the customer's name and currency (read once per organisation). */
async function toOrderRows(db: Database, rows: WideRow[], lang: Lang): Promise<OrderRow[]> {
  const customers = await customerOfOrgs(db, [...new Set(rows.map((r) => r.o.orgId))]);
  return rows.map(({ o, deviceCode, siteName, items }) => ({
    id: o.id,
    orderCode: o.orderCode,
    transactionCode: o.transactionCode,
    pickupCode: o.pickupCode,
    orgId: o.orgId,
    customerName: customers.get(o.orgId)?.name ?? null,
    deviceId: o.deviceId,
    deviceCode,
    siteName,
    type: o.type,
    source: o.source,
    status: o.status,
    paymentMethod: o.paymentMethod,
    payType: o.payType,
    payStatus: o.payStatus,
    refundStatus: o.refundStatus,
    shipStatus: o.shipStatus,
    abnormalStatus: o.abnormalStatus,
    abnormalReason: abnormalReasonText(o.abnormalReason, lang),
    abnormalTime: iso(o.abnormalAt),
    abnormalLiftedBy: o.abnormalLiftedBy,
    abnormalLiftedTime: iso(o.abnormalLiftedAt),
    freePayment: o.freePayment,
    isTest: o.isTest,
    paymentAmount: Number(o.paymentAmount),
    receivedAmount: Number(o.receivedAmount),
    feeAmount: Number(o.feeAmount),
    discountAmount: Number(o.discountAmount),
    refundedAmount: Number(o.refundedAmount),
    goods: items.map((it) => (it.quantity > 1 ? `${itemName(it, lang)} ×${it.quantity}` : itemName(it, lang))).join(', '),
    cups: items.reduce((n, it) => n + it.quantity, 0),
    userNickname: o.userNickname,
    phone: o.phone,
    paidTime: iso(o.paidAt),
    createTime: o.createdAt.toISOString(),
    currency: customers.get(o.orgId)?.currency ?? PLATFORM_DEFAULTS.currency,
  }));
}

/**
 * One page of a list, newest first: the page's ids from ord_order alone in index order (offset,
 * or the previous page's cursor for deep pages), then the wide rows of those ids only.
 */
export async function listOrders(
  db: Database,
  q: ListParams & OrderFilter,
  auth: AuthContext,
  view: OrderView,
  timeZone: string,
  lang: Lang,
): Promise<Page<OrderRow>> {
  const where = orderWhere(q, auth, view, timeZone);
  // Without a sort of the client's the lists go by sale time, newest first (their indexes).
  const params = q.orderByColumn ? q : { ...q, orderByColumn: 'createTime', isAsc: 'desc' as const };
  return keysetPageQuery({
    params,
    sortable: SORTABLE,
    id: orders.id,
    idDirection: 'desc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      db
        .select(fields)
        .from(orders)
        .where(and(where, after, cursorBound(params.cursor)))
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    rows: (ids) => ordersById(db, ids, lang),
    rowId: (r) => r.id,
    count: () => orderTotal(db, where),
  });
}

/**
 * The cursor's sale time as a plain range bound beside the keyset condition (`created_at < t or
 * (created_at = t and id < n)`), which the planner cannot use to start its index scan: with it,
 * a page after a deep cursor starts at that time in the index instead of walking there. The
 * cursor was already checked (its sort and the shape of its key) before the page is read.
 */
function cursorBound(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  try {
    const body = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as { f?: unknown; d?: unknown; k?: unknown };
    if (body.f !== 'createTime' || typeof body.k !== 'string') return undefined;
    return body.d === 'asc' ? sql`${orders.createdAt} >= ${body.k}` : sql`${orders.createdAt} <= ${body.k}`;
  } catch {
    return undefined;
  }
}

/** Rows an order list counts exactly; above it the total is the planner's estimate ("about N"). */
export const ORDER_EXACT_TOTAL = 1000;

/**
 * The total of an order list: exact up to ORDER_EXACT_TOTAL rows, else the planner's estimate.
 * The order table is the largest there is: counting ten thousand rows on every page costs more
 * than the page itself, and nobody pages a thousand orders by number (deep pages go by cursor).
 */
function orderTotal(db: Database, where: SQL | undefined): Promise<Total> {
  return cappedTotal(db, db.select({ id: orders.id }).from(orders).where(where), ORDER_EXACT_TOTAL);
}

/** Integer cents of a numeric(12,2) text, exactly. */
export function cents(value: string | number | null | undefined): number {
  if (value === null || value === undefined) return 0;
  const text = typeof value === 'number' ? value.toFixed(2) : value;
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace('-', '').split('.');
  const c = Number(whole) * 100 + Number((fraction + '00').slice(0, 2));
  return negative ? -c : c;
}

/**
 * Totals of the filtered orders per currency (the customers' currencies differ): summed per
 * organisation in the database, added up in cents here. `count` is every order of the set; the
 * amounts, and `paidCount`, are those of its paid orders only (an unpaid order was never sold).
 */
export async function orderTotals(
  db: Database,
  q: OrderFilter,
  auth: AuthContext,
  view: OrderView,
  timeZone: string,
): Promise<OrderTotals[]> {
  const where = orderWhere(q, auth, view, timeZone);
  const paid = sql`${orders.payStatus} = ${PAY_STATUS.paid.code}`;
  const paidSum = (column: AnyColumn) => sql<string>`coalesce(sum(${column}) filter (where ${paid}), 0)::text`;
  const perOrg = await db
    .select({
      orgId: orders.orgId,
      count: sql<number>`count(*)::int`,
      paidCount: sql<number>`(count(*) filter (where ${paid}))::int`,
      payment: paidSum(orders.paymentAmount),
      received: paidSum(orders.receivedAmount),
      fee: paidSum(orders.feeAmount),
      discount: paidSum(orders.discountAmount),
      refunded: paidSum(orders.refundedAmount),
    })
    .from(orders)
    .where(where)
    .groupBy(orders.orgId);
  if (perOrg.length === 0) return [];
  const currencyOf = await orgCurrencies(
    db,
    perOrg.map((r) => r.orgId),
  );
  const sums = sumPerCurrency(
    perOrg,
    (r) => currencyOf.get(r.orgId) ?? PLATFORM_DEFAULTS.currency,
    { counts: ['count', 'paidCount'], money: ['payment', 'received', 'fee', 'discount', 'refunded'] },
    (r, field) => r[field],
  );
  return sums.map((t) => ({
    currency: t.currency,
    count: t.count,
    paidCount: t.paidCount,
    paymentAmount: fromCents(t.payment),
    receivedAmount: fromCents(t.received),
    feeAmount: fromCents(t.fee),
    discountAmount: fromCents(t.discount),
    refundedAmount: fromCents(t.refunded),
  }));
}

/**
 * An order's discount by kind. The kinds add up to the discount total: what no kind names (a
 * machine that sent its total without kinds) is "other", the total less the named kinds, in cents.
 */
export function discountsByKind(o: typeof orders.$inferSelect): OrderDetail['discounts'] {
  const kinds = {
    points: cents(o.pointsDiscount),
    coupon: cents(o.couponDiscount),
    fullReduction: cents(o.fullReductionDiscount),
    limitedTime: cents(o.limitedTimeDiscount),
    employee: cents(o.employeeDiscount),
  };
  const named = Object.values(kinds).reduce((n, c) => n + c, 0);
  const other = cents(o.discountAmount) - named;
  return {
    points: kinds.points / 100,
    coupon: kinds.coupon / 100,
    fullReduction: kinds.fullReduction / 100,
    limitedTime: kinds.limitedTime / 100,
    employee: kinds.employee / 100,
    other: other / 100,
  };
}

/** The order when the caller may see it; 404 otherwise. */
export async function loadOrder(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<OrderDetail> {
  const [visible] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), scopeCondition(auth, { org: orders.orgId })))
    .limit(1);
  if (!visible) throw AppError.notFound();
  const [row] = await ordersById(db, [id], lang);
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  const items = await db.select().from(orderItems).where(eq(orderItems.orderId, id)).orderBy(orderItems.id);
  const payments = orderPayments(o!);
  const refunds = await orderRefundHistory.get()(db, id, lang);
  return {
    ...row!,
    discounts: discountsByKind(o!),

    items: items.map((it) => ({
      id: it.id,
      goodsCode: it.goodsCode,
      goodsName: itemName(it, lang),
      cupSize: it.cupSize,
      quantity: it.quantity,
      price: Number(it.price),
      amount: Number(it.amount),
      status: it.status,
      dispense: it.dispense,
      tastes: it.tastes ?? [],
      refundedAmount: Number(it.refundedAmount),
      refundStatus: it.refundStatus,
    })),
    payments,
    refunds,
    dispenses: items.map((it) => ({ goodsName: itemName(it, lang), quantity: it.quantity, dispense: it.dispense, status: it.status })),
  };
}

/**
 * Lifts an order's open exception, recording who and when. Only an open exception is lifted
 * (one conditional update): lifting twice, or an order without one, is refused.
 */
export async function liftException(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<OrderRow> {
  const scope = scopeCondition(auth, { org: orders.orgId });
  const lifted = await db
    .update(orders)
    .set({ abnormalStatus: ABNORMAL_STATUS.lifted.code, abnormalLiftedBy: auth.username, abnormalLiftedAt: new Date() })
    .where(and(eq(orders.id, id), eq(orders.abnormalStatus, ABNORMAL_STATUS.open.code), scope))
    .returning({ id: orders.id });
  if (lifted.length === 0) {
    const [exists] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, id), scope))
      .limit(1);
    if (!exists) throw AppError.notFound();
    throw AppError.badRequest('orderAbnormalNotOpen');
  }
  const [row] = await ordersById(db, [id], lang);
  return row!;
}

/**
 * Rows of the export, newest first, read in batches after the previous batch's last row (a
 * keyset on sale time and id, so the deep end costs what the start does).
 */
export function exportBatches(db: Database, where: SQL | undefined, lang: Lang) {
  let last: { createdAt: Date; id: number } | undefined;
  return async ({ limit }: { offset: number; limit: number }): Promise<OrderRow[]> => {
    const after = last ? sql`(${orders.createdAt}, ${orders.id}) < (${last.createdAt.toISOString()}::timestamptz, ${last.id})` : undefined;
    const keys = await db
      .select({ id: orders.id, createdAt: orders.createdAt })
      .from(orders)
      .where(and(where, after))
      .orderBy(sql`${orders.createdAt} desc`, sql`${orders.id} desc`)
      .limit(limit);
    const tail = keys[keys.length - 1];
    if (tail) last = { createdAt: tail.createdAt, id: tail.id };
    const byId = new Map(
      (
        await ordersById(
          db,
          keys.map((k) => k.id),
          lang,
        )
      ).map((r) => [r.id, r]),
    );
    return keys.flatMap((k) => byId.get(k.id) ?? []);
  };
}
