import {
  type GoodsSaleRow,
  type Lang,
  type MaterialCost,
  type MaterialSaleRow,
  type MaterialSaleTotals,
  REPORT_RANKING_SIZE,
  type ReportCount,
  type REPORT_SUMMARY_SORT_FIELDS,
  type ReportFilter,
  type ReportMoney,
  type ReportPoint,
  type ReportStatistics,
  type ReportRanking,
  type ReportSummaryQuery,
  type ReportTotals,
  type SiteSaleRow,
  fromCents,
  resolvePaging,
  toCents,
} from '@vr/contracts';
import { type SQL, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { executeWithoutJit } from '../../platform/db/without-jit.js';
import { sumPerCurrency } from '../../platform/money/per-currency.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs } from '../../platform/identity/schema.js';
import { scopeCondition, scopeKey } from '../../platform/rbac/data-scope.js';
import { addDays, calendarDay } from '../../platform/settings/calendar-day.js';
import { businessTimeZone, businessToday } from '../../platform/settings/time-zone.js';
import { orgCurrency } from '../customers/index.js';
import { deviceModels } from '../device-models/index.js';
import { devices, deviceVisibility, withDeviceScope } from '../devices/index.js';
import { SALES_HOURLY_KEPT_DAYS } from './rollup/rollup-hourly.js';
import {
  salesDeviceGoodsDaily,
  salesDevicePayDaily,
  salesHourlyOrg,
  salesOrgGoodsDaily,
  salesOrgPayDaily,
  salesOrgSiteDaily,
} from './schema.js';
import { sites } from '../points/index.js';
import { materials } from '../materials/index.js';
import { namedKey, productNamesInOrgs, products, recipeSteps } from '../products/index.js';
import { priceInForceOn, priceSpans } from '../supply/index.js';

type Viewer = AuthContext & { deviceScope: string };
/** A caller with its device permission read (`reportViewer`): what the reports' figures are cut by. */
export type ReportViewer = Viewer;
type Num = string | number | null;

/**
 * The rows of a report roll-up `r` the caller may see that match the filters: the days of the
 * period, the customer's subtree, the point, the device; the caller's data scope, and for a
 * "selected devices" account only its granted devices. The point and device conditions apply to
 * the device-level roll-ups only (see `byDevice`).
 */
function reportWhere(r: string, q: Period, viewer: Viewer): SQL {
  return customerWhere(r, q, viewer, sql`${sql.raw(`${r}.day`)} between ${q.beginDay}::date and ${q.endDay}::date`);
}

/** `period` (a condition on `r`) and the customer, point, device and data-scope conditions of reportWhere. */
function customerWhere(r: string, q: Period, viewer: Viewer, period: SQL): SQL {
  const t = (c: string) => sql.raw(`${r}.${c}`);
  const parts: SQL[] = [period];
  const scope = scopeCondition(viewer, { org: t('org_id') as never });
  if (scope) parts.push(scope);
  const customer = inOrgSubtree(t('org_id'), q.orgId);
  if (customer) parts.push(customer);
  if (!byDevice(q, viewer)) return sql.join(parts, sql` and `);
  if (viewer.deviceScope === 'selected') {
    parts.push(sql`${t('device_id')} in (select ${devices.id} from ${devices} where ${deviceVisibility(viewer)})`);
  }
  if (q.siteId) parts.push(sql`${t('site_id')} = ${q.siteId}`);
  if (q.deviceId) parts.push(sql`${t('device_id')} = ${q.deviceId}`);
  if (q.deviceCode)
    parts.push(sql`${t('device_id')} in (select ${devices.id} from ${devices} where ${devices.deviceCode} = ${q.deviceCode})`);
  return sql.join(parts, sql` and `);
}

/**
 * A report cut to a point or a device, or asked by an account that sees its granted devices only,
 * reads the device-level roll-ups; every other report the organisation-level ones (the same
 * figures summed per organisation, far fewer rows).
 */
const byDevice = (q: ReportFilter, viewer: Viewer): boolean =>
  viewer.deviceScope === 'selected' || q.siteId != null || q.deviceId != null || !!q.deviceCode;

/** The payment roll-up the report reads: per device, or per organisation (as `r`, with the same columns). */
const payTable = (q: Period, viewer: Viewer) => (byDevice(q, viewer) ? salesDevicePayDaily : salesOrgPayDaily);
/** The point roll-up: per device, or per organisation and point. */
const siteTable = (q: Period, viewer: Viewer) => (byDevice(q, viewer) ? salesDevicePayDaily : salesOrgSiteDaily);
/** The product roll-up: per device, or per organisation and product. */
const goodsTable = (q: Period, viewer: Viewer) => (byDevice(q, viewer) ? salesDeviceGoodsDaily : salesOrgGoodsDaily);

export const reportViewer = (db: Database, auth: AuthContext): Promise<Viewer> => withDeviceScope(db, auth);

/** Who sees the same report rows: the data scope, and the account itself when it sees its granted devices only. */
export const viewerKey = (viewer: Viewer): string => `${scopeKey(viewer)}#${viewer.deviceScope === 'selected' ? viewer.userId : 'all'}`;

/** The filter with its period settled: today of the business clock when no day is given, one day when only one is. */
type Period = ReportFilter & { beginDay: string; endDay: string };
async function periodOf(db: Database, q: ReportFilter): Promise<Period> {
  const today = await businessToday(db);
  const beginDay = q.beginDay ?? q.endDay ?? today;
  return { ...q, beginDay, endDay: q.endDay ?? beginDay };
}

/** Sums per organisation first, then each organisation's currency is looked up once (not once per row). */
const withCurrency = (perOrg: SQL) => sql`
  with per_org as materialized (${perOrg}),
  currency as materialized (
    select org_id, ${orgCurrency(sql.raw('seller.org_id'))} as currency from (select distinct org_id from per_org) seller
  )
  select per_org.*, currency.currency from per_org join currency on currency.org_id = per_org.org_id`;

/** Sales of one organisation (in its currency) from a roll-up. */
export interface SalesRow {
  currency: string;
  orders: Num;
  cups: Num;
  received: Num;
  refunded: Num;
}

/**
 * Orders, cups and money per currency, by currency code, and the orders and cups of every currency
 * together: the sums of the per-currency counts, so a row or total always reconciles with them.
 */
function perCurrency(rows: SalesRow[]): ReportTotals {
  const sorted = sumPerCurrency(
    rows,
    (r) => r.currency,
    { counts: ['orders', 'cups'], money: ['received', 'refunded'] },
    (r, f) => r[f],
  );
  const money: ReportMoney[] = sorted.map((m) => ({
    currency: m.currency,
    revenue: fromCents(m.received - m.refunded),
    received: fromCents(m.received),
    refunded: fromCents(m.refunded),
  }));
  const counts: ReportCount[] = sorted.map((m) => ({ currency: m.currency, orders: m.orders, cups: m.cups }));
  return {
    orders: counts.reduce((n, c) => n + c.orders, 0),
    cups: counts.reduce((n, c) => n + c.cups, 0),
    money,
    counts,
  };
}

/** The totals of the filtered period: orders, cups and money per currency, from the payment roll-up. */
async function totalsOf(db: Database, q: Period, viewer: Viewer): Promise<ReportTotals> {
  const rows = rowsOf<SalesRow>(
    await db.execute(
      withCurrency(sql`
        select r.org_id, sum(r.order_count) as orders, sum(r.cup_count) as cups,
               sum(r.received_amount) as received, sum(r.refunded_amount) as refunded
          from ${payTable(q, viewer)} r where ${reportWhere('r', q, viewer)} group by r.org_id`),
    ),
  );
  return perCurrency(rows);
}

interface Ranked {
  key: string;
  name: string | null;
  /** The first organisation the row was sold by (names a product by its customer's catalogue). */
  orgId: number;
  /** Of every currency together (the sums of `counts`). */
  orders: number;
  cups: number;
  money: ReportMoney[];
  /** Orders and cups per currency: each only of the organisations selling in it. */
  counts: ReportCount[];
  /** Revenue summed over currencies: only an order of rows. */
  revenueSum: number;
  refundedSum: number;
}

type KeyedRow = SalesRow & { key: string | number; name: string | null; org_id: Num };

/**
 * Rows per key and organisation merged per key across organisations: orders, cups and money per
 * currency (each organisation's in its own), and the orders and cups of every currency together.
 */
function merge(rows: KeyedRow[]): Ranked[] {
  const by = new Map<string, { name: string | null; orgId: number; parts: KeyedRow[] }>();
  for (const r of rows) {
    const key = String(r.key);
    const m = by.get(key) ?? { name: r.name, orgId: Number(r.org_id), parts: [] };
    m.parts.push(r);
    if (r.name && !m.name) m.name = r.name;
    by.set(key, m);
  }
  return [...by.entries()].map(([key, m]) => {
    const sold = perCurrency(m.parts);
    return {
      key,
      name: m.name,
      orgId: m.orgId,
      ...sold,
      revenueSum: sold.money.reduce((n, c) => n + toCents(c.revenue), 0),
      refundedSum: sold.money.reduce((n, c) => n + toCents(c.refunded), 0),
    };
  });
}

const SORT_VALUE: Record<(typeof REPORT_SUMMARY_SORT_FIELDS)[number], (r: Ranked) => number> = {
  cups: (r) => r.cups,
  orders: (r) => r.orders,
  revenue: (r) => r.revenueSum,
  refunded: (r) => r.refundedSum,
};

/** Ranked by cups sold, then revenue, then orders (most first), then by key, so equal rows keep one order. */
function rank(rows: Ranked[], sort?: { field: string; direction: 'asc' | 'desc' } | null): Ranked[] {
  const byDefault = (a: Ranked, b: Ranked) =>
    b.cups - a.cups || b.revenueSum - a.revenueSum || b.orders - a.orders || a.key.localeCompare(b.key);
  const value = sort ? SORT_VALUE[sort.field as keyof typeof SORT_VALUE] : undefined;
  if (!sort || !value) return rows.sort(byDefault);
  const dir = sort.direction === 'asc' ? 1 : -1;
  return rows.sort((a, b) => dir * (value(a) - value(b)) || byDefault(a, b));
}

/** Per product and organisation over the period, from the product roll-up. */
async function goodsSales(db: Database, q: Period, viewer: Viewer): Promise<Ranked[]> {
  const rows = rowsOf<KeyedRow>(
    await db.execute(
      withCurrency(sql`
        select r.goods_code as key, max(r.goods_name) as name, r.org_id, sum(r.order_count) as orders,
               sum(r.cup_count) as cups, sum(r.amount) as received, sum(r.refunded_amount) as refunded
          from ${goodsTable(q, viewer)} r where ${reportWhere('r', q, viewer)} group by r.goods_code, r.org_id`),
    ),
  );
  return merge(rows);
}

/** Per point (0: machines at no point, when `withNone`) and organisation over the period, from the point roll-up. */
async function siteRows(db: Database, q: Period, viewer: Viewer, withNone: boolean): Promise<KeyedRow[]> {
  return rowsOf<KeyedRow>(
    await db.execute(
      withCurrency(sql`
        select r.site_id as key, (select ${sites.name} from ${sites} where ${sites.id} = r.site_id) as name, r.org_id,
               sum(r.order_count) as orders, sum(r.cup_count) as cups,
               sum(r.received_amount) as received, sum(r.refunded_amount) as refunded
          from ${siteTable(q, viewer)} r where ${reportWhere('r', q, viewer)} ${withNone ? sql`` : sql`and r.site_id <> 0`}
         group by r.site_id, r.org_id`),
    ),
  );
}

/** Per point over the period (sales at no point left out). */
const siteSales: Reader = async (db, q, viewer) => merge(await siteRows(db, q, viewer, false));

/** One point's (0: no point's) sales of one organisation over a period, in the organisation's currency. */
export type SiteSalesRow = SalesRow & { siteId: number };

/**
 * The sales of the business days `beginDay`..`endDay` per point and organisation, the machines at no
 * point as point 0, cut as every report is (customer subtree, data scope, granted devices): the
 * rows the point ranking merges, and with point 0 they add up to the report's totals. Add rows up
 * with `salesTotals`.
 */
export async function salesPerSite(
  db: Database,
  filter: { beginDay: string; endDay: string; orgId?: number },
  viewer: ReportViewer,
): Promise<SiteSalesRow[]> {
  const rows = await siteRows(db, filter, viewer, true);
  return rows.map((r) => ({ ...r, siteId: Number(r.key) }));
}

/** Orders, cups and money per currency of sales rows, each currency apart (the reports' own sums). */
export const salesTotals = (rows: SalesRow[]): ReportTotals => perCurrency(rows);

const goodsRow = (r: Ranked, i: number): GoodsSaleRow => ({
  rank: i + 1,
  goodsCode: r.key,
  goodsName: r.name ?? r.key,
  orders: r.orders,
  cups: r.cups,
  money: r.money,
  counts: r.counts,
});
const siteRow = (r: Ranked, i: number): SiteSaleRow => ({
  rank: i + 1,
  siteId: Number(r.key),
  siteName: r.name,
  orders: r.orders,
  cups: r.cups,
  money: r.money,
  counts: r.counts,
});

type Reader = (db: Database, q: Period, viewer: Viewer) => Promise<Ranked[]>;
/** Finishes the rows of one page before they are answered (e.g. names them in the reader's language). */
type Finish = (db: Database, page: Ranked[]) => Promise<Ranked[]>;
const asIs: Finish = async (_db, page) => page;

/**
 * Names the products of a page in the reader's language, from the catalogue of the customer that
 * sold them; a product no longer in the catalogue keeps the name its machine sold it under.
 */
const productNames =
  (lang: Lang): Finish =>
  async (db, page) => {
    const names = await productNamesInOrgs(
      db,
      page.map((r) => ({ orgId: r.orgId, code: r.key })),
      lang,
    );
    return page.map((r) => ({ ...r, name: names.get(namedKey(r.orgId, r.key)) ?? r.name }));
  };

/** The top rows of the period and its totals. */
async function ranking<Row>(
  db: Database,
  filter: ReportFilter,
  auth: AuthContext,
  read: Reader,
  row: (r: Ranked, i: number) => Row,
  finish: Finish = asIs,
): Promise<ReportRanking<Row>> {
  const [q, viewer] = await Promise.all([periodOf(db, filter), reportViewer(db, auth)]);
  const [all, totals] = await Promise.all([read(db, q, viewer), totalsOf(db, q, viewer)]);
  const top = await finish(db, rank(all).slice(0, REPORT_RANKING_SIZE));
  return { beginDay: q.beginDay, endDay: q.endDay, rows: top.map(row), totals };
}

export const goodsSaleRanking = (db: Database, q: ReportFilter, auth: AuthContext, lang: Lang) =>
  ranking(db, q, auth, goodsSales, goodsRow, productNames(lang));
export const siteSaleRanking = (db: Database, q: ReportFilter, auth: AuthContext) => ranking(db, q, auth, siteSales, siteRow);

/** Every row of the period, ranked (or sorted as asked): one page of them and their number. */
async function summary<Row>(
  db: Database,
  filter: ReportSummaryQuery,
  auth: AuthContext,
  read: Reader,
  row: (r: Ranked, i: number) => Row,
  finish: Finish = asIs,
): Promise<{ rows: Row[]; total: number }> {
  const [q, viewer] = await Promise.all([periodOf(db, filter), reportViewer(db, auth)]);
  const paging = resolvePaging(filter);
  const ranked = rank(await read(db, q, viewer), paging.sort);
  const page = await finish(db, ranked.slice(paging.offset, paging.offset + paging.limit));
  // The rank stays the row's place in the whole ranking, not on its page.
  return { rows: page.map((r, i) => row(r, paging.offset + i)), total: ranked.length };
}

export const goodsSaleSummary = (db: Database, q: ReportSummaryQuery, auth: AuthContext, lang: Lang) =>
  summary(db, q, auth, goodsSales, goodsRow, productNames(lang));
export const siteSaleSummary = (db: Database, q: ReportSummaryQuery, auth: AuthContext) => summary(db, q, auth, siteSales, siteRow);

/** A series of the payment roll-up per `key` (an SQL expression over `r`) and currency. */
async function series(db: Database, q: Period, viewer: Viewer, key: SQL): Promise<ReportPoint[]> {
  const table = payTable(q, viewer);
  const rows = rowsOf<{ key: string; currency: string; orders: Num; cups: Num; received: Num; refunded: Num }>(
    await db.execute(sql`
      with per_org as materialized (
        select ${key} as key, r.org_id, sum(r.order_count) as orders, sum(r.cup_count) as cups,
               sum(r.received_amount) as received, sum(r.refunded_amount) as refunded
          from ${table} r where ${reportWhere('r', q, viewer)} group by 1, 2
      ),
      currency as materialized (
        select org_id, ${orgCurrency(sql.raw('seller.org_id'))} as currency from (select distinct org_id from per_org) seller
      )
      select per_org.key, currency.currency, sum(orders) as orders, sum(cups) as cups, sum(received) as received, sum(refunded) as refunded
        from per_org join currency on currency.org_id = per_org.org_id
       group by 1, 2 order by 1, 2`),
  );
  return rows.map((r) => ({
    key: String(r.key),
    currency: r.currency,
    orders: Number(r.orders ?? 0),
    cups: Number(r.cups ?? 0),
    revenue: fromCents(toCents(Number(r.received ?? 0)) - toCents(Number(r.refunded ?? 0))),
    refunded: Number(r.refunded ?? 0),
  }));
}

/**
 * Per hour of the business clock over the period's days, from the hourly roll-up (per customer and
 * hour, revenue net of refunds), one point per hour and currency.
 */
async function hourSeries(db: Database, q: Period, viewer: Viewer): Promise<ReportPoint[]> {
  const period = sql`r.hour >= ${q.beginDay}::timestamp and r.hour < (${q.endDay}::date + 1)::timestamp`;
  const rows = rowsOf<{ key: string; currency: string; orders: Num; cups: Num; amount: Num }>(
    await db.execute(sql`
      with per_org as materialized (
        select to_char(r.hour, 'HH24') as key, r.org_id, sum(r.order_count) as orders, sum(r.cup_count) as cups,
               sum(r.amount) as amount
          from ${salesHourlyOrg} r where ${customerWhere('r', q, viewer, period)} group by 1, 2
      ),
      currency as materialized (
        select org_id, ${orgCurrency(sql.raw('seller.org_id'))} as currency from (select distinct org_id from per_org) seller
      )
      select per_org.key, currency.currency, sum(orders) as orders, sum(cups) as cups, sum(amount) as amount
        from per_org join currency on currency.org_id = per_org.org_id
       group by 1, 2 order by 1, 2`),
  );
  return rows.map((r) => ({
    key: r.key,
    currency: r.currency,
    orders: Number(r.orders ?? 0),
    cups: Number(r.cups ?? 0),
    revenue: fromCents(toCents(Number(r.amount ?? 0))),
    refunded: 0,
  }));
}

const daysOf = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The statistics screen: totals, by day, by payment method, by device model and by hour, and the
 * previous period of the same length.
 */
export async function reportStatistics(db: Database, filter: ReportFilter, auth: AuthContext, lang: Lang): Promise<ReportStatistics> {
  const [q, viewer, timeZone] = await Promise.all([periodOf(db, filter), reportViewer(db, auth), businessTimeZone(db)]);
  const length = daysOf(q.beginDay, q.endDay);
  // Hours are kept for today and the days just before it, per customer only.
  const byHourEndDay = calendarDay(timeZone);
  const byHourBeginDay = addDays(byHourEndDay, 1 - SALES_HOURLY_KEPT_DAYS);
  const byHourShown = !byDevice(q, viewer) && q.beginDay >= byHourBeginDay && q.endDay <= byHourEndDay;
  const previous = { ...q, beginDay: addDays(q.beginDay, -length), endDay: addDays(q.beginDay, -1) };
  const modelName = sql`coalesce((
    select coalesce(${deviceModels.names} ->> ${lang}, ${deviceModels.names} ->> 'en', ${deviceModels.code})
      from ${deviceModels} where ${deviceModels.id} = r.model_id), '')`;
  const previousDay = sql`(r.day - ${previous.beginDay}::date)::text`;
  const [totals, previousTotals, byDay, previousByDay, byPaymentMethod, byModel, byHour] = await Promise.all([
    totalsOf(db, q, viewer),
    totalsOf(db, previous, viewer),
    series(db, q, viewer, sql`to_char(r.day, 'YYYY-MM-DD')`),
    series(db, previous, viewer, previousDay),
    series(db, q, viewer, sql`r.payment_method`),
    series(db, q, viewer, modelName),
    byHourShown ? hourSeries(db, q, viewer) : Promise.resolve([]),
  ]);
  return {
    beginDay: q.beginDay,
    endDay: q.endDay,
    previousBeginDay: previous.beginDay,
    previousEndDay: previous.endDay,
    totals,
    previousTotals,
    byDay,
    previousByDay,
    byPaymentMethod,
    byModel,
    byHour,
    byHourShown,
    byHourBeginDay,
    byHourEndDay,
  };
}

/**
 * Materials used by what was sold, per selling organisation (the buyer of the materials), material
 * and span of days over which none of the buyer's prices changes (the supply area's spans): the
 * cups of each product (the product roll-up) times the amounts of the product's base recipe. The
 * product is the one of that code owned by the nearest customer above the selling organisation. A
 * recipe using one material in several steps counts its amounts together and its cups once. Each
 * part is costed at the buyer's price in force over its span ÷ the material's net content, exactly;
 * a part without a price or net content has no cost. Per material (`used`): quantity, cups and
 * whether a part lacks a cost; per costed material and currency (`material_cost`): the cost in
 * cents, rounded once.
 */
const materialUse = (q: Period, viewer: Viewer) => sql`
  with buyer as materialized (
    select distinct r.org_id from ${goodsTable(q, viewer)} r where ${reportWhere('r', q, viewer)}
  ),
  span as materialized (${priceSpans(sql`select org_id from buyer`, q.beginDay, q.endDay)}),
  sold as materialized (
    select r.org_id, r.goods_code, span.from_day, sum(r.cup_count) as cups
      from span join ${goodsTable(q, viewer)} r on r.org_id = span.org_id and r.day between span.from_day and span.to_day
     where ${reportWhere('r', q, viewer)}
     group by 1, 2, 3
  ),
  product as materialized (
    select distinct on (pair.org_id, pair.goods_code) pair.org_id, pair.goods_code, p.id as product_id
      from (select distinct org_id, goods_code from sold) pair
      join ${orgs} node on node.id = pair.org_id
      join ${products} p on p.code = pair.goods_code
                        and p.org_id = any(string_to_array(trim(both '/' from node.path), '/')::int[])
      join ${orgs} owner on owner.id = p.org_id
     order by pair.org_id, pair.goods_code, length(owner.path) desc
  ),
  recipe as (
    select s.product_id, s.material_code, sum(s.amount) as amount from ${recipeSteps} s
     where s.product_id in (select product_id from product) group by 1, 2
  ),
  used_span as materialized (
    select sold.org_id, sold.from_day, m.id as material_id, m.net_content,
           sum(sold.cups * s.amount) as quantity, sum(sold.cups) as cups
      from sold
      join product on product.org_id = sold.org_id and product.goods_code = sold.goods_code
      join recipe s on s.product_id = product.product_id
      join ${products} p on p.id = product.product_id
      join ${materials} m on m.code = s.material_code and m.org_id = p.org_id
     group by 1, 2, 3
  ),
  costed as (
    select u.material_id, u.quantity, u.cups, price.currency,
           u.quantity * price.price_cents / nullif(u.net_content, 0) as cost
      from used_span u
      left join lateral (${priceInForceOn(sql`u.org_id`, sql`u.material_id`, sql`u.from_day`)}) price on true
  ),
  used as (
    select material_id, sum(quantity) as quantity, sum(cups) as cups, bool_or(cost is null) as unpriced
      from costed group by 1
  ),
  material_cost as (
    select c.material_id, c.currency, round(sum(c.cost))::bigint as cents
      from costed c join used on used.material_id = c.material_id and not used.unpriced
     group by 1, 2
  )`;

/** The costs of a row as answered, by currency code. */
const costsOf = (json: unknown): MaterialCost[] =>
  ((json as Array<{ currency: string; cents: Num }> | null) ?? [])
    .map((c) => ({ currency: c.currency, costCents: Number(c.cents ?? 0) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));

/**
 * Materials consumed by what was sold, most first, one page of them, each with its cost (see
 * `materialUse`): "no price" (`costed` false) when a day or buyer of it had none.
 */
export async function materialSale(
  db: Database,
  filter: ReportSummaryQuery,
  auth: AuthContext,
  lang: Lang,
): Promise<{ rows: MaterialSaleRow[]; total: number }> {
  const [q, viewer] = await Promise.all([periodOf(db, filter), reportViewer(db, auth)]);
  const paging = resolvePaging(filter);
  const nameColumn = sql.raw(`m.name_${lang}`);
  const rows = rowsOf<{
    material_id: number;
    name: string;
    unit: number;
    quantity: Num;
    cups: Num;
    unpriced: boolean;
    costs: unknown;
    total: Num;
  }>(
    await executeWithoutJit(
      db,
      sql`
      ${materialUse(q, viewer)}
      select used.material_id, coalesce(${nameColumn}, m.name_en, m.name_zh, m.code) as name, m.unit, used.quantity, used.cups,
             used.unpriced,
             (select json_agg(json_build_object('currency', cost.currency, 'cents', cost.cents))
                from material_cost cost where cost.material_id = used.material_id) as costs,
             count(*) over () as total
        from used join ${materials} m on m.id = used.material_id
       order by used.quantity desc, used.material_id
       limit ${paging.limit} offset ${paging.offset}`,
    ),
  );
  return {
    rows: rows.map((r) => ({
      materialId: r.material_id,
      materialName: r.name,
      unit: ({ 1: 'g', 2: 'ml' } as Record<number, string>)[r.unit] ?? null,
      quantity: Math.round(Number(r.quantity ?? 0) * 100) / 100,
      cups: Number(r.cups ?? 0),
      cost: r.unpriced ? [] : costsOf(r.costs),
      costed: !r.unpriced,
    })),
    total: Number(rows[0]?.total ?? 0),
  };
}

/** The material cost of the whole filtered period: the rows' costs added per currency, and the rows without one. */
export async function materialSaleTotals(db: Database, filter: ReportFilter, auth: AuthContext): Promise<MaterialSaleTotals> {
  const [q, viewer] = await Promise.all([periodOf(db, filter), reportViewer(db, auth)]);
  const [r] = rowsOf<{ rows: Num; unpriced: Num; costs: unknown }>(
    await executeWithoutJit(
      db,
      sql`
      ${materialUse(q, viewer)}
      select (select count(*) from used) as rows, (select count(*) from used where unpriced) as unpriced,
             (select json_agg(json_build_object('currency', currency, 'cents', cents, 'rows', rows))
                from (select currency, sum(cents) as cents, count(*) as rows from material_cost group by 1) per_currency) as costs`,
    ),
  );
  const rowsPerCurrency = new Map(
    ((r?.costs as Array<{ currency: string; rows: Num }> | null) ?? []).map((c) => [c.currency, Number(c.rows ?? 0)]),
  );
  return {
    cost: costsOf(r?.costs).map((c) => ({ ...c, rows: rowsPerCurrency.get(c.currency) ?? 0 })),
    rows: Number(r?.rows ?? 0),
    unpricedRows: Number(r?.unpriced ?? 0),
  };
}
