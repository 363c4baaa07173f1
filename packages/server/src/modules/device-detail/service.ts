import {
  type DeviceAlarmRow,
  type DeviceDetailRange,
  type DeviceDetailSummary,
  type DeviceOrderRow,
  type DeviceProductRow,
  type Lang,
  type SalesFigures,
  DEVICE_DETAIL_PERMS,
  PAY_STATUS,
} from '@vr/contracts';
import { type AnyColumn, type SQL, and, count, countDistinct, desc, eq, gte, inArray, lte, sql, sum } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { pageQuery } from '../../platform/list/page-query.js';
import { deviceAlarms } from '../alarms/index.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { deviceModels } from '../device-models/index.js';
import { devices, deviceVisibility } from '../devices/index.js';
import { orderItems, orders, salesDaily } from '../orders/index.js';
import { orgs } from '../../platform/identity/schema.js';
import { sites } from '../points/index.js';
import { isoTime } from '../../platform/http/iso.js';

/** Whether the caller holds a permission (or the wildcard). */
export const holds = (auth: AuthContext, permission: string): boolean =>
  auth.permissions.includes('*:*:*') || auth.permissions.includes(permission);

export type DetailRight = 'query' | 'material' | 'fault' | 'warning';
const REFUSAL = {
  query: 'deviceDetailNoRight',
  material: 'deviceMaterialNoRight',
  fault: 'deviceFaultNoRight',
  warning: 'deviceWarningNoRight',
} as const;

/** 403 with the message of the right the user lacks (each right names itself). */
export function requireRight(auth: AuthContext, right: DetailRight): void {
  if (!holds(auth, DEVICE_DETAIL_PERMS[right])) throw new AppError(403, REFUSAL[right]);
}

/** The device id when the caller may see it; 404 otherwise. */
export async function assertVisible(db: Database, auth: AuthContext, id: number): Promise<void> {
  const [row] = await db
    .select({ id: devices.id })
    .from(devices)
    .where(and(eq(devices.id, id), deviceVisibility(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
}

// ---------------------------------------------------------------- days in the business time zone

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(timeZone: string, at: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

const shiftDay = (day: string, days: number): string => {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
const monthStart = (day: string): string => `${day.slice(0, 7)}-01`;
const previousMonthStart = (day: string): string => {
  const d = new Date(`${monthStart(day)}T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 10);
};

/** The created-at condition of a route's range (ends inclusive; a bare day means the whole day). */
export async function rangeCondition(db: Database, column: AnyColumn, range: Pick<DeviceDetailRange, 'startTime' | 'endTime'>) {
  if (range.startTime && range.endTime && range.startTime.slice(0, 10) > range.endTime.slice(0, 10)) {
    throw AppError.field('startTime', 'deviceRangeOrder');
  }
  const tz = await businessTimeZone(db);
  const parts: SQL[] = [];
  if (range.startTime) parts.push(sql`${column} >= (${range.startTime}::timestamp at time zone ${tz})`);
  if (range.endTime) {
    parts.push(
      range.endTime.length === 10
        ? sql`${column} < ((${range.endTime}::date + 1)::timestamp at time zone ${tz})`
        : sql`${column} <= (${range.endTime}::timestamp at time zone ${tz})`,
    );
  }
  return parts;
}

// ---------------------------------------------------------------- summary

const zero = (): SalesFigures => ({ amount: 0, orders: 0, cups: 0 });

/** Sales of some devices over days [from, to], from the daily roll-up only. */
export async function salesBetween(db: Database, deviceCondition: SQL, from: string, to: string): Promise<SalesFigures> {
  const [row] = await db
    .select({ amount: sum(salesDaily.amount), orders: sum(salesDaily.orderCount), cups: sum(salesDaily.cupCount) })
    .from(salesDaily)
    .where(and(deviceCondition, gte(salesDaily.day, from), lte(salesDaily.day, to)));
  if (!row) return zero();
  return { amount: Number(row.amount ?? 0), orders: Number(row.orders ?? 0), cups: Number(row.cups ?? 0) };
}

export async function deviceSummary(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<DeviceDetailSummary> {
  requireRight(auth, 'query');
  const [row] = await db
    .select({ device: devices, orgName: orgs.name, modelNames: deviceModels.names, site: sites })
    .from(devices)
    .leftJoin(orgs, eq(orgs.id, devices.orgId))
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .leftJoin(sites, eq(sites.id, devices.siteId))
    .where(and(eq(devices.id, id), deviceVisibility(auth)))
    .limit(1);
  if (!row) throw AppError.notFound();
  const d = row.device;
  const tz = await businessTimeZone(db);
  const today = dayIn(tz);
  const yesterday = shiftDay(today, -1);
  const thisMonth = monthStart(today);
  const lastMonth = previousMonthStart(today);
  const mine = eq(salesDaily.deviceId, d.id);
  const [todaySales, yesterdaySales, monthSales, lastMonthSales] = await Promise.all([
    salesBetween(db, mine, today, today),
    salesBetween(db, mine, yesterday, yesterday),
    salesBetween(db, mine, thisMonth, today),
    salesBetween(db, mine, lastMonth, shiftDay(thisMonth, -1)),
  ]);
  const names = row.modelNames as Record<string, string> | null;
  return {
    id: d.id,
    deviceCode: d.deviceCode,
    name: d.name,
    orgId: d.orgId,
    orgName: row.orgName ?? null,
    modelName: names ? (names[lang] ?? names.en ?? Object.values(names)[0] ?? null) : null,
    online: d.online === 1,
    status: d.status,
    signal: d.signal,
    faultCount: d.faultCount,
    warningCount: d.warningCount,
    materialState: d.materialState,
    appVersion: d.appVersion,
    mainboardVersion: d.mainboardVersion,
    dtuVersion: d.dtuVersion,
    temperatures: d.temperatures ?? null,
    waterSource: d.waterSource,
    lastOnlineAt: isoTime(d.lastOnlineAt),
    lastOfflineAt: isoTime(d.lastOfflineAt),
    lastSeenAt: isoTime(d.lastSeenAt),
    location: {
      siteName: row.site?.name ?? null,
      country: d.country ?? row.site?.country ?? null,
      province: d.province ?? row.site?.province ?? null,
      city: d.city ?? row.site?.city ?? null,
      district: d.district ?? row.site?.district ?? null,
      address: d.address ?? row.site?.address ?? null,
      lng: d.lng ?? row.site?.lng ?? null,
      lat: d.lat ?? row.site?.lat ?? null,
    },
    deployedAt: isoTime(d.deployedAt),
    warrantyUntil: d.warrantyUntil,
    sales: { today: todaySales, yesterday: yesterdaySales, thisMonth: monthSales, lastMonth: lastMonthSales },
    rights: {
      material: holds(auth, DEVICE_DETAIL_PERMS.material),
      fault: holds(auth, DEVICE_DETAIL_PERMS.fault),
      warning: holds(auth, DEVICE_DETAIL_PERMS.warning),
    },
  };
}

// ---------------------------------------------------------------- tabs

export async function deviceOrders(db: Database, auth: AuthContext, q: DeviceDetailRange) {
  requireRight(auth, 'query');
  await assertVisible(db, auth, q.id);
  const where = and(eq(orders.deviceId, q.id), ...(await rangeCondition(db, orders.createdAt, q)));
  const page = await pageQuery({
    params: q,
    sortable: { createdAt: orders.createdAt, paymentAmount: orders.paymentAmount, status: orders.status },
    defaultOrder: [desc(orders.createdAt), desc(orders.id)],
    rows: ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(orders)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: count() })
        .from(orders)
        .where(where)
        .then((r) => r[0]?.n ?? 0),
  });
  const ids = page.rows.map((o) => o.id);
  const items = ids.length
    ? await db
        .select({ orderId: orderItems.orderId, goodsName: orderItems.goodsName, quantity: orderItems.quantity })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
    : [];
  const byOrder = new Map<number, { names: string[]; cups: number }>();
  for (const item of items) {
    const entry = byOrder.get(item.orderId) ?? { names: [], cups: 0 };
    entry.names.push(item.quantity > 1 ? `${item.goodsName} ×${item.quantity}` : item.goodsName);
    entry.cups += item.quantity;
    byOrder.set(item.orderId, entry);
  }
  const rows: DeviceOrderRow[] = page.rows.map((o) => ({
    id: o.id,
    orderCode: o.orderCode,
    status: o.status,
    payStatus: o.payStatus,
    refundStatus: o.refundStatus,
    paymentMethod: o.paymentMethod,
    paymentAmount: o.paymentAmount,
    receivedAmount: o.receivedAmount,
    goods: byOrder.get(o.id)?.names.join(', ') ?? '',
    cups: byOrder.get(o.id)?.cups ?? 0,
    createdAt: isoTime(o.createdAt),
  }));
  return { rows, total: page.total };
}

export async function deviceAlarmList(
  db: Database,
  auth: AuthContext,
  kind: 'fault' | 'warning',
  q: DeviceDetailRange & { state?: number | undefined },
) {
  requireRight(auth, kind);
  await assertVisible(db, auth, q.id);
  const where = and(
    eq(deviceAlarms.deviceId, q.id),
    eq(deviceAlarms.kind, kind),
    q.state === undefined ? undefined : eq(deviceAlarms.state, q.state),
    ...(await rangeCondition(db, deviceAlarms.raisedAt, q)),
  );
  const page = await pageQuery({
    params: q,
    sortable: { raisedAt: deviceAlarms.raisedAt, level: deviceAlarms.level, state: deviceAlarms.state, code: deviceAlarms.code },
    defaultOrder: [desc(deviceAlarms.raisedAt), desc(deviceAlarms.id)],
    rows: ({ limit, offset, orderBy }) =>
      db
        .select()
        .from(deviceAlarms)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: count() })
        .from(deviceAlarms)
        .where(where)
        .then((r) => r[0]?.n ?? 0),
  });
  const rows: DeviceAlarmRow[] = page.rows.map((a) => ({
    id: a.id,
    kind: a.kind as DeviceAlarmRow['kind'],
    code: a.code,
    level: a.level,
    message: a.message,
    state: a.state,
    raisedAt: isoTime(a.raisedAt),
    releasedAt: isoTime(a.releasedAt),
  }));
  return { rows, total: page.total };
}

/** Sales per product of the device's paid orders in the range. */
export async function deviceProducts(db: Database, auth: AuthContext, q: DeviceDetailRange) {
  requireRight(auth, 'query');
  await assertVisible(db, auth, q.id);
  const where = and(
    eq(orders.deviceId, q.id),
    eq(orders.payStatus, PAY_STATUS.paid.code),
    ...(await rangeCondition(db, orders.createdAt, q)),
  );
  const cups = sql<number>`sum(${orderItems.quantity})`.mapWith(Number);
  const amount = sql<number>`sum(${orderItems.amount})`.mapWith(Number);
  const orderCount = countDistinct(orders.id);
  const page = await pageQuery({
    params: q,
    sortable: { cups, amount, orders: orderCount, goodsCode: orderItems.goodsCode },
    defaultOrder: [desc(amount), sql`${orderItems.goodsCode}`],
    rows: ({ limit, offset, orderBy }) =>
      db
        .select({ goodsCode: orderItems.goodsCode, goodsName: sql<string>`max(${orderItems.goodsName})`, cups, amount, orders: orderCount })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .groupBy(orderItems.goodsCode)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    count: () =>
      db
        .select({ n: countDistinct(orderItems.goodsCode) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .then((r) => r[0]?.n ?? 0),
  });
  const rows: DeviceProductRow[] = page.rows.map((r) => ({
    goodsCode: r.goodsCode,
    goodsName: r.goodsName,
    cups: Number(r.cups ?? 0),
    amount: Math.round(Number(r.amount ?? 0) * 100) / 100,
    orders: Number(r.orders ?? 0),
  }));
  return { rows, total: page.total };
}
