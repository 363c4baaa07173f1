import {
  type SharingBillPeriod,
  type SharingBillRow,
  type SharingBillTotals,
  type SharingOrderRow,
  resolvePaging,
  type sharingBillSchema,
  type sharingOrderListSchema,
} from '@vr/contracts';
import { type SQL, and, desc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { cappedTotal } from '../../platform/list/total.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import { orgCurrencies, orgCurrency } from '../customers/index.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { shrOrders } from './schema.js';

type OrderQuery = z.output<typeof sharingOrderListSchema>;
type BillQuery = z.output<typeof sharingBillSchema>;
type Period = Pick<BillQuery, 'beginTime' | 'endTime' | 'orgId' | 'deviceId' | 'payConfigId' | 'applyId'>;

/**
 * The sharing rows the caller may see (their organisations' subtree, and only granted devices
 * for a "selected devices" account) in the period, on the business clock (a bare end day
 * includes that whole day), with that clock's time zone. Each filter is served by an index of `shr_order`.
 */
async function rowsIn(db: Database, q: Period, auth: AuthContext): Promise<{ where: SQL | undefined; timeZone: string }> {
  const timeZone = await businessTimeZone(db);
  const viewer = await withDeviceScope(db, auth);
  const deviceLimit =
    viewer.deviceScope === 'selected'
      ? sql`${shrOrders.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(viewer)})`
      : undefined;
  const where = and(
    scopeCondition(auth, { org: shrOrders.orgId }),
    deviceLimit,
    ...localTimeRange(shrOrders.orderTime, q, timeZone),
    inOrgSubtree(shrOrders.orgId, q.orgId),
    q.deviceId ? eq(shrOrders.deviceId, q.deviceId) : undefined,
    q.payConfigId ? eq(shrOrders.payConfigId, q.payConfigId) : undefined,
    q.applyId ? eq(shrOrders.applyId, q.applyId) : undefined,
  );
  return { where, timeZone };
}

/** The currency of a sharing row's organisation (the list's rows). */
const currency = orgCurrency(shrOrders.orgId);

export async function listSharingOrders(db: Database, q: OrderQuery, auth: AuthContext): Promise<Page<SharingOrderRow>> {
  const where = and(
    (await rowsIn(db, q, auth)).where,
    q.status ? eq(shrOrders.status, q.status) : undefined,
    containing(shrOrders.orderCode, q.orderCode),
  );
  return pageQuery({
    params: q,
    sortable: { orderTime: shrOrders.orderTime, shareCents: shrOrders.shareCents, status: shrOrders.status },
    defaultOrder: [desc(shrOrders.orderTime), desc(shrOrders.id)],
    rows: pagedRows(
      db
        .select({ s: shrOrders, deviceName: devices.name, currency })
        .from(shrOrders)
        .leftJoin(devices, eq(devices.id, shrOrders.deviceId))
        .where(where),
      ({ s, deviceName, currency: cur }) => ({
        id: s.id,
        orderCode: s.orderCode,
        deviceId: s.deviceId,
        deviceName,
        payConfigId: s.payConfigId,
        applyId: s.applyId,
        joinerName: s.joinerName,
        merchantNo: s.merchantNo,
        rate: s.rateBps / 100,
        orderCents: Number(s.orderCents),
        feeCents: Number(s.feeCents),
        shareCents: Number(s.shareCents),
        reversedCents: Number(s.reversedCents),
        status: s.status,
        message: s.message,
        currency: cur,
        orderTime: s.orderTime.toISOString(),
        settledTime: s.settledAt?.toISOString() ?? null,
      }),
    ),
    // Exact up to EXACT_TOTAL_LIMIT rows, the planner's estimate above (a large list, as the order list).
    count: () => cappedTotal(db, db.select({ id: shrOrders.id }).from(shrOrders).where(where)),
  });
}

/**
 * The rows that stand for their order in a bill's order-level figures (orders, order amount, fee):
 * each order once. Every filter but the joiner's keeps all of an order's rows or none, so its
 * primary row stands for it; asked for one joiner, each of its rows is one order of its own.
 */
const orderOnce = (q: BillQuery): SQL => (q.applyId ? sql`true` : sql`${shrOrders.primaryRow}`);

/**
 * A bill's sums over the rows of a group. `once` picks the rows counted for the order-level
 * figures; shared, reversed and net (shared − reversed, by sharing status too) add up every row.
 */
function sums(once: SQL) {
  const byStatus = (code: number) =>
    sql<string>`coalesce(sum(${shrOrders.shareCents} - ${shrOrders.reversedCents}) filter (where ${shrOrders.status} = ${code}), 0)`;
  return {
    orders: sql<string>`count(*) filter (where ${once})`,
    orderCents: sql<string>`coalesce(sum(${shrOrders.orderCents} - ${shrOrders.refundedCents}) filter (where ${once}), 0)`,
    feeCents: sql<string>`coalesce(sum(${shrOrders.feeCents}) filter (where ${once}), 0)`,
    sharedCents: sql<string>`coalesce(sum(${shrOrders.shareCents}), 0)`,
    reversedCents: sql<string>`coalesce(sum(${shrOrders.reversedCents}), 0)`,
    s1: byStatus(1),
    s2: byStatus(2),
    s3: byStatus(3),
    s4: byStatus(4),
    s5: byStatus(5),
    /** The first and last order time of the group (the period of a bill whose bounds were not picked). */
    first: sql<Date | string | null>`min(${shrOrders.orderTime})`,
    last: sql<Date | string | null>`max(${shrOrders.orderTime})`,
  };
}

type Sums = ReturnType<typeof sums>;
type SumRow = { [K in keyof Sums]: K extends 'first' | 'last' ? Date | string | null : string };

const FIGURES = ['orders', 'orderCents', 'feeCents', 'sharedCents', 'reversedCents', 'netCents'] as const;

function figuresOf(r: SumRow) {
  const shared = Number(r.sharedCents);
  const reversed = Number(r.reversedCents);
  return {
    orders: Number(r.orders),
    orderCents: Number(r.orderCents),
    feeCents: Number(r.feeCents),
    sharedCents: shared,
    reversedCents: reversed,
    netCents: shared - reversed,
  };
}

const toBill = (key: number, name: string, cur: string, r: SumRow): SharingBillRow => ({
  key,
  name,
  currency: cur,
  ...figuresOf(r),
  byStatus: { '1': Number(r.s1), '2': Number(r.s2), '3': Number(r.s3), '4': Number(r.s4), '5': Number(r.s5) },
});

/** Lines merged by key and currency (grouping ran per organisation, whose currency it names). */
function merge(lines: SharingBillRow[]): SharingBillRow[] {
  const out = new Map<string, SharingBillRow>();
  for (const l of lines) {
    const k = `${l.key}|${l.currency}`;
    const have = out.get(k);
    if (!have) {
      out.set(k, { ...l, byStatus: { ...l.byStatus } });
      continue;
    }
    for (const f of FIGURES) have[f] += l[f];
    for (const s of Object.keys(l.byStatus)) have.byStatus[s] = (have.byStatus[s] ?? 0) + l.byStatus[s]!;
  }
  return [...out.values()].sort((a, b) => b.netCents - a.netCents || a.key - b.key);
}

/** Figures added up per currency (for lines: the device bill, whose lines never share an order). */
export function totalsOf(lines: Array<{ currency: string } & Record<(typeof FIGURES)[number], number>>): SharingBillTotals[] {
  const out = new Map<string, SharingBillTotals>();
  for (const l of lines) {
    const t = out.get(l.currency) ?? {
      currency: l.currency,
      orders: 0,
      orderCents: 0,
      feeCents: 0,
      sharedCents: 0,
      reversedCents: 0,
      netCents: 0,
    };
    for (const f of FIGURES) t[f] += l[f];
    out.set(l.currency, t);
  }
  return [...out.values()];
}

const pageOf = (lines: SharingBillRow[], q: BillQuery) => {
  const { offset, limit } = resolvePaging(q);
  return { rows: lines.slice(offset, offset + limit), total: lines.length };
};

const asDate = (v: Date | string | null): Date | null => (v === null ? null : v instanceof Date ? v : new Date(v));

/** A moment's day on the business clock, as YYYY-MM-DD. */
const dayOn = (time: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(time);

/**
 * The period a bill covers: each bound as the caller picked it, else the day (business clock) of
 * the first or last order among the groups summed; null when not picked and there is no row.
 */
function periodOf(q: BillQuery, timeZone: string, groups: Array<Pick<SumRow, 'first' | 'last'>>): SharingBillPeriod {
  let first: Date | null = null;
  let last: Date | null = null;
  for (const g of groups) {
    const f = asDate(g.first);
    const l = asDate(g.last);
    if (f && (!first || f < first)) first = f;
    if (l && (!last || l > last)) last = l;
  }
  return {
    from: q.beginTime || (first ? dayOn(first, timeZone) : null),
    to: q.endTime || (last ? dayOn(last, timeZone) : null),
    timeZone,
  };
}

/**
 * The currency of each organisation of a bill's lines, read once per organisation: as a column of
 * the grouped query it was computed per line, and a thousand lines' sub-selects made PostgreSQL
 * compile the device bill (JIT) on every call.
 */
const currenciesOf = (db: Database, lines: Array<{ orgId: number }>) =>
  orgCurrencies(
    db,
    lines.map((l) => l.orgId),
  );

/**
 * The merchant bill: per joiner in the period, orders, order amount, fee, shared, reversed, net
 * and net by status. An order shared with several joiners is one order on each joiner's line, and
 * once in the totals: one scan groups the lines (joiner, organisation) and the totals
 * (organisation) together, the totals' order-level figures over each order's primary row.
 */
export async function merchantBill(db: Database, q: BillQuery, auth: AuthContext) {
  const { where, timeZone } = await rowsIn(db, q, auth);
  const isLine = sql`grouping(${shrOrders.applyId}) = 0`;
  const line = sums(sql`true`);
  const total = sums(orderOnce(q));
  const pick = <T>(k: 'orders' | 'orderCents' | 'feeCents') => sql<T>`case when ${isLine} then ${line[k]} else ${total[k]} end`;
  const rows = await db
    .select({
      key: shrOrders.applyId,
      orgId: shrOrders.orgId,
      isLine: sql<boolean>`${isLine}`,
      name: sql<string>`max(${shrOrders.joinerName})`,
      ...line,
      orders: pick<string>('orders'),
      orderCents: pick<string>('orderCents'),
      feeCents: pick<string>('feeCents'),
    })
    .from(shrOrders)
    .where(where)
    .groupBy(sql`grouping sets ((${shrOrders.applyId}, ${shrOrders.orgId}), (${shrOrders.orgId}))`);
  const currencyOf = await currenciesOf(db, rows);
  const lineRows = rows.filter((r) => r.isLine);
  const totalRows = rows.filter((r) => !r.isLine);
  const lines = merge(lineRows.map((r) => toBill(r.key, r.name, currencyOf.get(r.orgId)!, r)));
  const totals = totalsOf(totalRows.map((r) => ({ currency: currencyOf.get(r.orgId)!, ...figuresOf(r) })));
  return { ...pageOf(lines, q), totals, period: periodOf(q, timeZone, totalRows) };
}

/** The device bill: per device in the period (under a payment configuration when named); each order counts once. */
export async function deviceBill(db: Database, q: BillQuery, auth: AuthContext) {
  const { where, timeZone } = await rowsIn(db, q, auth);
  // Summed per device and organisation first, then named: the machine's name is read once per line, not per row.
  const summed = Object.fromEntries(Object.entries(sums(orderOnce(q))).map(([k, v]) => [k, v.as(k)])) as {
    [K in keyof Sums]: SQL.Aliased<SumRow[K]>;
  };
  const g = db
    .select({ key: shrOrders.deviceId, orgId: sql<number>`${shrOrders.orgId}`.as('bill_org_id'), ...summed })
    .from(shrOrders)
    .where(where)
    .groupBy(shrOrders.deviceId, shrOrders.orgId)
    .as('bill');
  const rows = await db
    .select({
      key: g.key,
      orgId: g.orgId,
      name: sql<string>`coalesce(${devices.name}, '')`,
      orders: g.orders,
      orderCents: g.orderCents,
      feeCents: g.feeCents,
      sharedCents: g.sharedCents,
      reversedCents: g.reversedCents,
      s1: g.s1,
      s2: g.s2,
      s3: g.s3,
      s4: g.s4,
      s5: g.s5,
      first: g.first,
      last: g.last,
    })
    .from(g)
    .leftJoin(devices, eq(devices.id, g.key));
  const currencyOf = await currenciesOf(db, rows);
  const lines = merge(rows.map((r) => toBill(r.key, r.name, currencyOf.get(r.orgId)!, r)));
  // An order is on one device's line only, so the lines add up to the bill.
  return { ...pageOf(lines, q), totals: totalsOf(lines), period: periodOf(q, timeZone, rows) };
}
