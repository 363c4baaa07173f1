import { inOrgSubtree, orgSubtree } from '../../platform/identity/org-subtree.js';
import type { DeviceFilter, DeviceRow, DeviceSave, Lang } from '@vr/contracts';
import { type AnyColumn, type Placeholder, type SQL, and, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import { preparedSelect } from '../../platform/db/prepared.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isInScope } from '../../platform/rbac/data-scope.js';
import { publish } from '../../platform/wiring/index.js';
import { deviceForgotten } from './forget.js';
import { deviceModelContainers, deviceModels } from '../device-models/index.js';
import { orgs } from '../../platform/identity/schema.js';
import { customerOf } from '../orgs/index.js';
import { orgCurrency } from '../customers/index.js';
import { routes, sites, zones } from '../points/index.js';
import { type DeviceViewer, deviceVisibility } from './scope.js';
import { deviceContainers, devices } from './schema.js';
import { type SalesDays, type SalesFigures, deviceSales, salesColumnsOf, salesFiguresOf } from './sales.js';
import { hashDeviceSecret, newDeviceSecret } from './secrets.js';
import { containing, containsPattern } from '../../platform/sql/like.js';
import { isoTime } from '../../platform/http/iso.js';
import { calendarDay, localDateTime } from '../../platform/settings/calendar-day.js';

/** Default warning and alarm values of a new container, as parts of its capacity (alarm ≤ warning). */
export const DEFAULT_WARN_RATIO = 0.2;
export const DEFAULT_ALARM_RATIO = 0.1;

/** The condition of the list, the counters, the material warnings and the export. */
export function deviceListWhere(viewer: DeviceViewer, q: DeviceFilter): SQL | undefined {
  const parts: Array<SQL | undefined> = [
    deviceVisibility(viewer),
    inOrgSubtree(devices.orgId, q.orgId),
    q.siteId ? eq(devices.siteId, q.siteId) : undefined,
    q.zoneId ? eq(devices.zoneId, q.zoneId) : undefined,
    q.routeId ? eq(devices.routeId, q.routeId) : undefined,
    q.modelId ? eq(devices.modelId, q.modelId) : undefined,
    q.online !== undefined ? eq(devices.online, q.online) : undefined,
    q.fault === 1 ? sql`${devices.faultCount} > 0` : q.fault === 0 ? eq(devices.faultCount, 0) : undefined,
    q.warning === 1 ? sql`${devices.warningCount} > 0` : q.warning === 0 ? eq(devices.warningCount, 0) : undefined,
    q.materialState !== undefined ? eq(devices.materialState, q.materialState) : undefined,
    q.lowMaterial === 1 ? sql`${devices.materialState} > 0` : q.lowMaterial === 0 ? eq(devices.materialState, 0) : undefined,
    q.status !== undefined ? eq(devices.status, q.status) : undefined,
    q.keyword
      ? or(
          ilike(devices.deviceCode, containsPattern(q.keyword)),
          ilike(devices.nameplateNo, containsPattern(q.keyword)),
          ilike(devices.dtuCode, containsPattern(q.keyword)),
          ilike(devices.name, containsPattern(q.keyword)),
        )
      : undefined,
    containing(devices.deviceCode, q.deviceCode),
    containing(devices.nameplateNo, q.nameplateNo),
    containing(devices.dtuCode, q.dtuCode),
    q.ids?.length ? inArray(devices.id, q.ids) : undefined,
  ];
  return and(...parts);
}

/** The list's columns, joined with the names of organisation, model, site, zone and route (one query). */
export function selectDevices(db: Database, where: SQL | undefined, lang: Lang | Placeholder<'lang'>) {
  return withNames(db, lang, {}).where(where);
}

/** `selectDevices` with `extra` columns from tables the caller joins to it. */
function withNames<Extra extends SelectedFields>(db: Database, lang: Lang | Placeholder<'lang'>, extra: Extra) {
  return db
    .select({
      d: devices,
      orgName: orgs.name,
      currency: orgCurrency(devices.orgId),
      modelName: sql<string | null>`${deviceModels.names} ->> ${lang}`,
      siteName: sites.name,
      zoneName: zones.name,
      routeName: routes.name,
      ...extra,
    })
    .from(devices)
    .leftJoin(orgs, eq(orgs.id, devices.orgId))
    .leftJoin(deviceModels, eq(deviceModels.id, devices.modelId))
    .leftJoin(sites, eq(sites.id, devices.siteId))
    .leftJoin(zones, eq(zones.id, devices.zoneId))
    .leftJoin(routes, eq(routes.id, devices.routeId));
}

const devicePageStatement = preparedSelect('devices_page_rows', (db) => {
  const sales = deviceSales.get().lateral(db, devices.id, {
    today: sql.placeholder('today'),
    yesterday: sql.placeholder('yesterday'),
    monthStart: sql.placeholder('monthStart'),
    lastMonthStart: sql.placeholder('lastMonthStart'),
  });
  return withNames(db, sql.placeholder('lang'), salesColumnsOf(sales))
    .leftJoinLateral(sales, sql`true`)
    .where(sql`${devices.id} = any(${sql.placeholder('ids')})`);
});

/**
 * The list rows of these devices (any order) with their names in `lang` and their sales figures
 * on `days`, in one statement whose text never changes (parsed and planned once per connection).
 */
export async function devicesById(db: Database, ids: number[], lang: Lang, days: SalesDays): Promise<DeviceRow[]> {
  if (ids.length === 0) return [];
  const rows = await devicePageStatement(db, { ids, lang, ...days });
  return rows.map((r) => toDeviceRow(r, salesFiguresOf(r)));
}

type Joined = Awaited<ReturnType<ReturnType<typeof selectDevices>['execute']>>[number];

export function toDeviceRow(r: Joined, sales: SalesFigures): DeviceRow {
  const d = r.d;
  return {
    id: d.id,
    deviceCode: d.deviceCode,
    nameplateNo: d.nameplateNo,
    dtuCode: d.dtuCode,
    name: d.name,
    orgId: d.orgId,
    orgName: r.orgName,
    currency: r.currency,
    modelId: d.modelId,
    modelName: r.modelName,
    siteId: d.siteId,
    siteName: r.siteName,
    zoneId: d.zoneId,
    zoneName: r.zoneName,
    routeId: d.routeId,
    routeName: r.routeName,
    online: d.online,
    faultCount: d.faultCount,
    warningCount: d.warningCount,
    materialState: d.materialState,
    status: d.status,
    signal: d.signal,
    lastOnlineAt: isoTime(d.lastOnlineAt),
    lastOfflineAt: isoTime(d.lastOfflineAt),
    appVersion: d.appVersion,
    mainboardVersion: d.mainboardVersion,
    dtuVersion: d.dtuVersion,
    capacity: d.capacity,
    deployedAt: isoTime(d.deployedAt),
    warrantyUntil: d.warrantyUntil,
    softwareExpiresAt: d.softwareExpiresAt,
    rent: d.rent,
    cooperationMode: d.cooperationMode,
    cartLimit: d.cartLimit,
    minOrderAmount: d.minOrderAmount,
    businessHours: d.businessHours,
    country: d.country,
    province: d.province,
    city: d.city,
    district: d.district,
    address: d.address,
    lng: d.lng,
    lat: d.lat,
    fenceMeters: d.fenceMeters,
    scenario: d.scenario,
    waterSource: d.waterSource,
    cameraNo: d.cameraNo,
    labelPrinterNo: d.labelPrinterNo,
    remark: d.remark,
    createdAt: d.createdAt.toISOString(),
    ...sales,
  };
}

/** YYYY-MM-DD of an instant in a time zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return calendarDay(timeZone, instant);
}

/** Converts "YYYY-MM-DD[ HH:mm[:ss]]" read in `timeZone` to an instant. */
export function zonedInstant(text: string, timeZone: string): Date {
  const [datePart, timePart = '00:00:00'] = text.split(' ');
  const [y, mo, d] = datePart!.split('-').map(Number) as [number, number, number];
  const [h = 0, mi = 0, s = 0] = timePart.split(':').map(Number);
  const asUtc = Date.UTC(y, mo - 1, d, h, mi, s);
  // The zone's offset at that moment (two passes settle DST edges).
  let guess = asUtc;
  for (let i = 0; i < 2; i++) {
    const [sy, smo, sd, sh, smi, ss] = localDateTime(timeZone, new Date(guess)).split(/[- :]/).map(Number) as number[];
    const shown = Date.UTC(sy!, smo! - 1, sd!, sh!, smi!, ss!);
    guess = asUtc - (shown - guess);
  }
  return new Date(guess);
}

// ---------------------------------------------------------------------------------------------
// Writes

/** The organisation a device may belong to: exists, in the caller's scope, not the platform node. */
export async function assertDeviceOrg(db: Database, auth: AuthContext, orgId: number) {
  const [org] = await db.select().from(orgs).where(eq(orgs.id, orgId)).limit(1);
  if (!org || org.kind === 'platform' || !(await isInScope(db, auth, { orgId }))) throw AppError.field('orgId', 'deviceOrgInvalid');
  return org;
}

/** The path under which the device's points, zones, routes (and customer models) must lie: its customer's. */
export async function customerPathOf(db: Database, org: { id: number; path: string }): Promise<string> {
  return (await customerOf(db, org.id))?.path ?? org.path;
}

const underPath = (column: AnyColumn, path: string) => sql`${column} in (select ${orgs.id} from ${orgs} where ${orgSubtree({ path })})`;

/** Checks that site, zone, route and model exist and belong to the customer at `path`. */
export async function assertRefs(
  db: Database,
  path: string,
  refs: { siteId?: number | null; zoneId?: number | null; routeId?: number | null; modelId?: number | null },
): Promise<void> {
  const checks: Array<[string, number | null | undefined, () => Promise<unknown[]>]> = [
    [
      'siteId',
      refs.siteId,
      () =>
        db
          .select({ id: sites.id })
          .from(sites)
          .where(and(eq(sites.id, refs.siteId!), underPath(sites.orgId, path))),
    ],
    [
      'zoneId',
      refs.zoneId,
      () =>
        db
          .select({ id: zones.id })
          .from(zones)
          .where(and(eq(zones.id, refs.zoneId!), underPath(zones.orgId, path))),
    ],
    [
      'routeId',
      refs.routeId,
      () =>
        db
          .select({ id: routes.id })
          .from(routes)
          .where(and(eq(routes.id, refs.routeId!), underPath(routes.orgId, path))),
    ],
    [
      'modelId',
      refs.modelId,
      () =>
        db
          .select({ id: deviceModels.id })
          .from(deviceModels)
          .where(and(eq(deviceModels.id, refs.modelId!), or(isNull(deviceModels.orgId), underPath(deviceModels.orgId, path)))),
    ],
  ];
  for (const [field, id, find] of checks) {
    if (id && (await find()).length === 0) throw AppError.field(field, 'deviceRefInvalid');
  }
}

/** Code, nameplate and DTU unique across all devices (another device than `exceptId`). */
export async function assertIdentifiersFree(
  db: Database,
  v: { deviceCode: string; nameplateNo?: string | null; dtuCode?: string | null },
  exceptId?: number,
): Promise<void> {
  const other = exceptId ? ne(devices.id, exceptId) : undefined;
  const taken = async (cond: SQL) => (await db.select({ id: devices.id }).from(devices).where(and(cond, other)).limit(1)).length > 0;
  if (await taken(sql`lower(${devices.deviceCode}) = lower(${v.deviceCode})`))
    throw AppError.field('deviceCode', 'deviceCodeExists', { value: v.deviceCode });
  if (v.nameplateNo && (await taken(eq(devices.nameplateNo, v.nameplateNo))))
    throw AppError.field('nameplateNo', 'deviceNameplateExists', { value: v.nameplateNo });
  if (v.dtuCode && (await taken(eq(devices.dtuCode, v.dtuCode)))) throw AppError.field('dtuCode', 'deviceDtuExists', { value: v.dtuCode });
}

/** The table columns of a saved device. */
export function deviceColumns(input: Omit<DeviceSave, 'id'>, timeZone: string) {
  return {
    deviceCode: input.deviceCode,
    nameplateNo: input.nameplateNo ?? null,
    dtuCode: input.dtuCode ?? null,
    name: input.name ?? null,
    orgId: input.orgId,
    modelId: input.modelId ?? null,
    siteId: input.siteId ?? null,
    zoneId: input.zoneId ?? null,
    routeId: input.routeId ?? null,
    status: input.status,
    capacity: input.capacity ?? null,
    deployedAt: input.deployedAt ? zonedInstant(input.deployedAt, timeZone) : null,
    warrantyUntil: input.warrantyUntil ?? null,
    softwareExpiresAt: input.softwareExpiresAt ?? null,
    rent: input.rent ?? null,
    cooperationMode: input.cooperationMode ?? null,
    cartLimit: input.cartLimit ?? null,
    minOrderAmount: input.minOrderAmount ?? null,
    businessHours: input.businessHours ?? null,
    country: input.country ?? null,
    province: input.province ?? null,
    city: input.city ?? null,
    district: input.district ?? null,
    address: input.address ?? null,
    lng: input.lng ?? null,
    lat: input.lat ?? null,
    fenceMeters: input.fenceMeters ?? null,
    scenario: input.scenario ?? null,
    waterSource: input.waterSource ?? null,
    cameraNo: input.cameraNo ?? null,
    labelPrinterNo: input.labelPrinterNo ?? null,
    remark: input.remark ?? null,
  };
}

/** Replaces a device's containers with its model's (warning 20 %, alarm 10 % of capacity). */
export async function writeContainersFromModel(db: Database, deviceId: number, modelId: number | null): Promise<void> {
  await db.delete(deviceContainers).where(eq(deviceContainers.deviceId, deviceId));
  if (!modelId) return;
  const model = await db.select().from(deviceModelContainers).where(eq(deviceModelContainers.modelId, modelId));
  if (model.length === 0) return;
  await db.insert(deviceContainers).values(
    model.map((c) => ({
      deviceId,
      no: c.no,
      materialCode: c.materialCode,
      capacity: c.capacity,
      level: null,
      warnValue: Math.round(c.capacity * DEFAULT_WARN_RATIO * 100) / 100,
      alarmValue: Math.round(c.capacity * DEFAULT_ALARM_RATIO * 100) / 100,
    })),
  );
}

/**
 * A new MQTT secret for a device: stored hashed, answered once. The old one stops working at
 * the next connection (the caller may also drop the current one through the device link).
 */
export async function rotateDeviceSecret(db: Database, deviceId: number): Promise<string> {
  const secret = newDeviceSecret();
  const updated = await db
    .update(devices)
    .set({ secretHash: hashDeviceSecret(secret), secretRotatedAt: new Date(), updatedAt: new Date() })
    .where(eq(devices.id, deviceId))
    .returning({ id: devices.id, deviceCode: devices.deviceCode });
  if (updated.length === 0) throw AppError.notFound();
  // The gateway drops its cache and the live connection: the old secret stops working now.
  await publish(db, deviceForgotten, updated[0]!.deviceCode);
  return secret;
}
