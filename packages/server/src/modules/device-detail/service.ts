import {
  type DeviceAlarmRow,
  type DeviceDetailRange,
  type DeviceDetailSummary,
  type DeviceOrderRow,
  type DeviceProductRow,
  type Lang,
  type SalesFigures,
  DEVICE_DETAIL_PERMS,
} from '@vr/contracts';
import { type AnyColumn, and, asc, countDistinct, desc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { pageQuery, pagedRows, selectPageQuery } from '../../platform/list/page-query.js';
import { deviceAlarms } from '../alarms/index.js';
import { businessTimeZone, businessToday } from '../../platform/settings/time-zone.js';
import { deviceModels } from '../device-models/index.js';
import { devices, deviceVisibility } from '../devices/index.js';
import { dispensedItem, isSale, itemRevenueOf, orderItems, orders } from '../orders/index.js';
import { salesDaily } from '../reports/index.js';
import { orgs } from '../../platform/identity/schema.js';
import { orgCurrency } from '../customers/index.js';
import { sites } from '../points/index.js';
import { isoTime } from '../../platform/http/iso.js';
import { goodsNamer } from './goods-names.js';
import { addDays, monthStart } from '../../platform/settings/calendar-day.js';
import { localTimeRange } from '../../platform/list/time-filter.js';

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

/** The created-at condition of a route's range (ends inclusive; a bare day means the whole day). */
export async function rangeCondition(db: Database, column: AnyColumn, range: Pick<DeviceDetailRange, 'startTime' | 'endTime'>) {
  if (range.startTime && range.endTime && range.startTime.slice(0, 10) > range.endTime.slice(0, 10)) {
    throw AppError.field('startTime', 'deviceRangeOrder');
  }
  return localTimeRange(column, { beginTime: range.startTime, endTime: range.endTime }, await businessTimeZone(db));
}

// ---------------------------------------------------------------- summary

/** Sales figures of one range as three aggregate columns over the device's roll-up rows. */
function rangeFigures(from: string, to: string) {
  const inRange = sql`${salesDaily.day} >= ${from}::date and ${salesDaily.day} <= ${to}::date`;
  return {
    amount: sql<string | null>`sum(${salesDaily.amount}) filter (where ${inRange})`,
    orders: sql<string | null>`sum(${salesDaily.orderCount}) filter (where ${inRange})`,
    cups: sql<string | null>`sum(${salesDaily.cupCount}) filter (where ${inRange})`,
  };
}

const figures = (r: { amount: string | null; orders: string | null; cups: string | null }): SalesFigures => ({
  amount: Number(r.amount ?? 0),
  orders: Number(r.orders ?? 0),
  cups: Number(r.cups ?? 0),
});

/**
 * Today's, yesterday's, this month's and last month's sales of one device in one query over its
 * daily roll-up rows of those two months (index on device and day).
 */
async function deviceSales(db: Database, deviceId: number): Promise<DeviceDetailSummary['sales']> {
  const today = await businessToday(db);
  const thisMonth = monthStart(today);
  const lastMonth = monthStart(today, -1);
  const yesterday = addDays(today, -1);
  const [row] = await db
    .select({
      today: rangeFigures(today, today),
      yesterday: rangeFigures(yesterday, yesterday),
      thisMonth: rangeFigures(thisMonth, today),
      lastMonth: rangeFigures(lastMonth, addDays(thisMonth, -1)),
    })
    .from(salesDaily)
    .where(and(eq(salesDaily.deviceId, deviceId), gte(salesDaily.day, lastMonth), lte(salesDaily.day, today)));
  return {
    today: figures(row!.today),
    yesterday: figures(row!.yesterday),
    thisMonth: figures(row!.thisMonth),
    lastMonth: figures(row!.lastMonth),
  };
}

export async function deviceSummary(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<DeviceDetailSummary> {
  requireRight(auth, 'query');
  // The sales run beside the device query; they are answered only when the device is visible.
  const [[row], sales] = await Promise.all([
    db
      .select({ device: devices, orgName: orgs.name, currency: orgCurrency(devices.orgId), modelNames: deviceModels.names, site: sites })
      .from(devices)
      .leftJoin(orgs, eq(orgs.id, devices.orgId))
      .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
      .leftJoin(sites, eq(sites.id, devices.siteId))
      .where(and(eq(devices.id, id), deviceVisibility(auth)))
      .limit(1),
    deviceSales(db, id),
  ]);
  if (!row) throw AppError.notFound();
  const d = row.device;
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
    sales,
    currency: row.currency,
    rights: {
      material: holds(auth, DEVICE_DETAIL_PERMS.material),
      fault: holds(auth, DEVICE_DETAIL_PERMS.fault),
      warning: holds(auth, DEVICE_DETAIL_PERMS.warning),
    },
  };
}

// ---------------------------------------------------------------- tabs

export async function deviceOrders(db: Database, auth: AuthContext, q: DeviceDetailRange, lang: Lang) {
  requireRight(auth, 'query');
  await assertVisible(db, auth, q.id);
  const where = and(eq(orders.deviceId, q.id), ...(await rangeCondition(db, orders.createdAt, q)));
  const page = await selectPageQuery(db, {
    params: q,
    sortable: { createdAt: orders.createdAt, paymentAmount: orders.paymentAmount, status: orders.status },
    defaultOrder: [desc(orders.createdAt), desc(orders.id)],
    select: db.select().from(orders).where(where),
    counted: db.select({ id: orders.id }).from(orders).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows,
  });
  const ids = page.rows.map((o) => o.id);
  const items = ids.length
    ? await db
        .select({
          orderId: orderItems.orderId,
          goodsCode: orderItems.goodsCode,
          goodsName: orderItems.goodsName,
          quantity: orderItems.quantity,
        })
        .from(orderItems)
        .where(inArray(orderItems.orderId, ids))
        // In the order the machine listed them.
        .orderBy(asc(orderItems.id))
    : [];
  const goodsName = await goodsNamer(
    db,
    q.id,
    items.map((i) => i.goodsCode),
    lang,
  );
  const byOrder = new Map<number, { names: string[]; cups: number }>();
  for (const item of items) {
    const entry = byOrder.get(item.orderId) ?? { names: [], cups: 0 };
    const name = goodsName(item.goodsCode, item.goodsName);
    entry.names.push(item.quantity > 1 ? `${name} ×${item.quantity}` : name);
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
  const page = await selectPageQuery(db, {
    params: q,
    sortable: { raisedAt: deviceAlarms.raisedAt, level: deviceAlarms.level, state: deviceAlarms.state, code: deviceAlarms.code },
    defaultOrder: [desc(deviceAlarms.raisedAt), desc(deviceAlarms.id)],
    select: db.select().from(deviceAlarms).where(where),
    counted: db.select({ id: deviceAlarms.id }).from(deviceAlarms).where(where),
    exactTotal: 'all',
    toRows: (rows) => rows,
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

/**
 * Sales per product of the device's sales (paid orders, no staff tests) in the range, by the
 * money figures' definitions: cups are the quantities dispensed, the amount is the product's
 * revenue (its items' shares of what their orders received, less their refunds), so the products
 * of a range add up to the device's sales of that range.
 */
export async function deviceProducts(db: Database, auth: AuthContext, q: DeviceDetailRange, lang: Lang) {
  requireRight(auth, 'query');
  await assertVisible(db, auth, q.id);
  const where = and(eq(orders.deviceId, q.id), isSale('ord_order'), ...(await rangeCondition(db, orders.createdAt, q)));
  const cups = sql<number>`coalesce(sum(${orderItems.quantity}) filter (where ${dispensedItem('ord_order_item')}), 0)`.mapWith(Number);
  const amount = sql<number>`sum(${itemRevenueOf('ord_order_item')})`.mapWith(Number);
  const orderCount = countDistinct(orders.id);
  const page = await pageQuery({
    params: q,
    sortable: { cups, amount, orders: orderCount, goodsCode: orderItems.goodsCode },
    defaultOrder: [desc(amount), sql`${orderItems.goodsCode}`],
    rows: pagedRows(
      db
        .select({ goodsCode: orderItems.goodsCode, goodsName: sql<string>`max(${orderItems.goodsName})`, cups, amount, orders: orderCount })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .groupBy(orderItems.goodsCode),
    ),
    count: () =>
      db
        .select({ n: countDistinct(orderItems.goodsCode) })
        .from(orderItems)
        .innerJoin(orders, eq(orders.id, orderItems.orderId))
        .where(where)
        .then((r) => r[0]?.n ?? 0),
  });
  const goodsName = await goodsNamer(
    db,
    q.id,
    page.rows.map((r) => r.goodsCode),
    lang,
  );
  const rows: DeviceProductRow[] = page.rows.map((r) => ({
    goodsCode: r.goodsCode,
    goodsName: goodsName(r.goodsCode, r.goodsName),
    cups: Number(r.cups ?? 0),
    amount: Math.round(Number(r.amount ?? 0) * 100) / 100,
    orders: Number(r.orders ?? 0),
  }));
  return { rows, total: page.total };
}
