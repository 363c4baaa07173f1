import {
  type SharingBillRow,
  type SharingBillTotals,
  type SharingOrderRow,
  resolvePaging,
  type sharingBillSchema,
  type sharingOrderListSchema,
} from '@vr/contracts';
import { type SQL, and, desc, eq, ilike, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type Page, pageQuery } from '../../platform/list/page-query.js';
import { cappedTotal } from '../../platform/list/total.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containsPattern } from '../../platform/sql/like.js';
import { orgCurrencies, orgCurrency } from '../customers/index.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { shrOrders } from './schema.js';

type OrderQuery = z.output<typeof sharingOrderListSchema>;
type BillQuery = z.output<typeof sharingBillSchema>;
type Period = Pick<BillQuery, 'beginTime' | 'endTime' | 'orgId' | 'deviceId' | 'payConfigId' | 'applyId'>;

const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The sharing rows the caller may see (their organisations' subtree, and only granted devices
 * for a "selected devices" account) in the period, on the business clock (a bare end day
 * includes that whole day). Each filter is served by an index of `shr_order`.
 */
async function rowsWhere(db: Database, q: Period, auth: AuthContext): Promise<SQL | undefined> {
  const timeZone = await businessTimeZone(db);
  const viewer = await withDeviceScope(db, auth);
  const deviceLimit =
    viewer.deviceScope === 'selected'
      ? sql`${shrOrders.deviceId} in (select ${devices.id} from ${devices} where ${deviceVisibility(viewer)})`
      : undefined;
  return and(
    scopeCondition(auth, { org: shrOrders.orgId }),
    deviceLimit,
    q.beginTime ? sql`${shrOrders.orderTime} >= (${q.beginTime})::timestamp at time zone ${timeZone}` : undefined,
    q.endTime
      ? DAY_ONLY.test(q.endTime)
        ? sql`${shrOrders.orderTime} < ((${q.endTime})::date + 1)::timestamp at time zone ${timeZone}`
        : sql`${shrOrders.orderTime} <= (${q.endTime})::timestamp at time zone ${timeZone}`
      : undefined,
    q.orgId ? sql`${shrOrders.orgId} in (select id from sys_org where path like ${`%/${q.orgId}/%`})` : undefined,
    q.deviceId ? eq(shrOrders.deviceId, q.deviceId) : undefined,
    q.payConfigId ? eq(shrOrders.payConfigId, q.payConfigId) : undefined,
    q.applyId ? eq(shrOrders.applyId, q.applyId) : undefined,
  );
}

/** The currency of a sharing row's organisation (the list's rows). */
const currency = orgCurrency(shrOrders.orgId);

export async function listSharingOrders(db: Database, q: OrderQuery, auth: AuthContext): Promise<Page<SharingOrderRow>> {
  const where = and(
    await rowsWhere(db, q, auth),
    q.status ? eq(shrOrders.status, q.status) : undefined,
    q.orderCode ? ilike(shrOrders.orderCode, containsPattern(q.orderCode)) : undefined,
  );
  return pageQuery({
    params: q,
    sortable: { orderTime: shrOrders.orderTime, shareCents: shrOrders.shareCents, status: shrOrders.status },
    defaultOrder: [desc(shrOrders.orderTime), desc(shrOrders.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        await db
          .select({ s: shrOrders, deviceName: devices.name, currency })
          .from(shrOrders)
          .leftJoin(devices, eq(devices.id, shrOrders.deviceId))
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)
      ).map(({ s, deviceName, currency: cur }) => ({
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
      })),
    // Exact up to EXACT_TOTAL_LIMIT rows, the planner's estimate above (a large list, as the order list).
    count: () => cappedTotal(db, db.select({ id: shrOrders.id }).from(shrOrders).where(where)),
  });
}

/** A bill's sums: per joiner every row is one order of theirs; per device each order counts once (its primary row). */
function sums(perOrderOnce: boolean) {
  const once = perOrderOnce ? sql`where ${shrOrders.primaryRow}` : sql``;
  const byStatus = (code: number) =>
    sql<string>`coalesce(sum(${shrOrders.shareCents} - ${shrOrders.reversedCents}) filter (where ${shrOrders.status} = ${code}), 0)`;
  return {
    orders: sql<string>`count(*) filter (${perOrderOnce ? once : sql`where true`})`,
    orderCents: sql<string>`coalesce(sum(${shrOrders.orderCents} - ${shrOrders.refundedCents}) filter (${perOrderOnce ? once : sql`where true`}), 0)`,
    feeCents: sql<string>`coalesce(sum(${shrOrders.feeCents}) filter (${perOrderOnce ? once : sql`where true`}), 0)`,
    sharedCents: sql<string>`coalesce(sum(${shrOrders.shareCents}), 0)`,
    reversedCents: sql<string>`coalesce(sum(${shrOrders.reversedCents}), 0)`,
    s1: byStatus(1),
    s2: byStatus(2),
    s3: byStatus(3),
    s4: byStatus(4),
    s5: byStatus(5),
  };
}

type SumRow = { orders: string; orderCents: string; feeCents: string; sharedCents: string; reversedCents: string } & Record<
  `s${1 | 2 | 3 | 4 | 5}`,
  string
>;

const toBill = (key: number, name: string, cur: string, r: SumRow): SharingBillRow => {
  const shared = Number(r.sharedCents);
  const reversed = Number(r.reversedCents);
  return {
    key,
    name,
    currency: cur,
    orders: Number(r.orders),
    orderCents: Number(r.orderCents),
    feeCents: Number(r.feeCents),
    sharedCents: shared,
    reversedCents: reversed,
    netCents: shared - reversed,
    byStatus: { '1': Number(r.s1), '2': Number(r.s2), '3': Number(r.s3), '4': Number(r.s4), '5': Number(r.s5) },
  };
};

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
    for (const f of ['orders', 'orderCents', 'feeCents', 'sharedCents', 'reversedCents', 'netCents'] as const) have[f] += l[f];
    for (const s of Object.keys(l.byStatus)) have.byStatus[s] = (have.byStatus[s] ?? 0) + l.byStatus[s]!;
  }
  return [...out.values()].sort((a, b) => b.netCents - a.netCents || a.key - b.key);
}

export function totalsOf(lines: SharingBillRow[]): SharingBillTotals[] {
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
    for (const f of ['orders', 'orderCents', 'feeCents', 'sharedCents', 'reversedCents', 'netCents'] as const) t[f] += l[f];
    out.set(l.currency, t);
  }
  return [...out.values()];
}

const pageOf = (lines: SharingBillRow[], q: BillQuery) => {
  const { offset, limit } = resolvePaging(q);
  return { rows: lines.slice(offset, offset + limit), total: lines.length };
};

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

/** The merchant bill: per joiner in the period, orders, shared, reversed, net, fee and net by status. */
export async function merchantBill(db: Database, q: BillQuery, auth: AuthContext) {
  const where = await rowsWhere(db, q, auth);
  const rows = await db
    .select({ key: shrOrders.applyId, orgId: shrOrders.orgId, name: sql<string>`max(${shrOrders.joinerName})`, ...sums(false) })
    .from(shrOrders)
    .where(where)
    .groupBy(shrOrders.applyId, shrOrders.orgId);
  const currencyOf = await currenciesOf(db, rows);
  const lines = merge(rows.map((r) => toBill(r.key, r.name, currencyOf.get(r.orgId)!, r)));
  return { ...pageOf(lines, q), totals: totalsOf(lines) };
}

/** The device bill: per device in the period (under a payment configuration when named). */
export async function deviceBill(db: Database, q: BillQuery, auth: AuthContext) {
  const where = await rowsWhere(db, q, auth);
  // Summed per device and organisation first, then named: the machine's name is read once per line, not per row.
  const summed = Object.fromEntries(Object.entries(sums(true)).map(([k, v]) => [k, v.as(k)])) as {
    [K in keyof ReturnType<typeof sums>]: SQL.Aliased<string>;
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
    })
    .from(g)
    .leftJoin(devices, eq(devices.id, g.key));
  const currencyOf = await currenciesOf(db, rows);
  const lines = merge(rows.map((r) => toBill(r.key, r.name, currencyOf.get(r.orgId)!, r)));
  return { ...pageOf(lines, q), totals: totalsOf(lines) };
}
