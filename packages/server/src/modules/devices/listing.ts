import {
  type DEVICE_SORT_FIELDS,
  type DeviceFilter,
  type DeviceMaterialWarning,
  type DeviceOptions,
  type DeviceRow,
  type Lang,
  type ListParams,
} from '@vr/contracts';
import { type AnyColumn, type SQL, and, asc, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { type Page, keysetPageQuery, pageQuery, pagedRows, writtenLimit } from '../../platform/list/page-query.js';
import { cappedTotal } from '../../platform/list/total.js';
import { scopeCondition, scopeOrgIds } from '../../platform/rbac/data-scope.js';
import { idArray } from '../../platform/sql/id-array.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { deviceModels } from '../device-models/index.js';
import { routes, sites, zones } from '../points/index.js';
import { modelVisibility } from './import-export.js';
import { assertDeviceVisible, withDeviceScope } from './scope.js';
import { filtered, visibleDeviceCounters } from './counts.js';
import { deviceContainers, devices } from './schema.js';
import { deviceListWhere, devicesById } from './service.js';
import { salesDays } from './sales.js';

const SORTABLE: Record<(typeof DEVICE_SORT_FIELDS)[number], AnyColumn> = {
  id: devices.id,
  deviceCode: devices.deviceCode,
  nameplateNo: devices.nameplateNo,
  dtuCode: devices.dtuCode,
  online: devices.online,
  status: devices.status,
  faultCount: devices.faultCount,
  warningCount: devices.warningCount,
  materialState: devices.materialState,
  lastOnlineAt: devices.lastOnlineAt,
  lastOfflineAt: devices.lastOfflineAt,
  deployedAt: devices.deployedAt,
  warrantyUntil: devices.warrantyUntil,
  softwareExpiresAt: devices.softwareExpiresAt,
  createdAt: devices.createdAt,
};

/**
 * One page of the devices in the caller's scope, with names and sales figures: the page's ids
 * from `dev_device` alone (offset or cursor, index-driven), then names and sales for those ids
 * in one prepared statement. The total comes from a statement run alongside the ids.
 */
export async function listDevices(db: Database, auth: AuthContext, query: ListParams & DeviceFilter, lang: Lang): Promise<Page<DeviceRow>> {
  const viewer = await withDeviceScope(db, auth);
  const where = deviceListWhere(viewer, query);
  const days = salesDays(new Date(), await businessTimeZone(db));
  const orgIds = scopeOrgIds(viewer);
  return keysetPageQuery({
    params: query,
    sortable: SORTABLE,
    id: devices.id,
    idDirection: 'desc',
    keys: ({ fields, after, orderBy, limit, offset }) =>
      orgIds && orderBy.length === 1 && orgIds.length <= PER_ORGANISATION.organisations && offset + limit <= PER_ORGANISATION.rows
        ? newestOfEachOrganisation(db, orgIds, and(where, after), orderBy, limit, offset)
        : db
            .select(fields)
            .from(devices)
            .where(and(where, after))
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
    rows: (ids) => devicesById(db, ids, lang, days),
    rowId: (r) => r.id,
    // Unfiltered, the live per-organisation counters hold the exact total: no rows are counted.
    count: async () =>
      filtered(query)
        ? cappedTotal(db, db.select({ id: devices.id }).from(devices).where(where))
        : { total: (await visibleDeviceCounters(db, viewer)).total },
  });
}

/**
 * Up to how many organisations, and down to how deep a page by number, a scoped caller's page of
 * the newest devices is read organisation by organisation.
 */
const PER_ORGANISATION = { organisations: 50, rows: 1000 };

/**
 * The ids of one page of the newest devices of these organisations: the newest of each one from
 * the `(org_id, id)` index, then the newest of those. Read as one walk of the whole table newest
 * first, a customer whose machines are old ones was found only after passing every newer machine
 * of the others (9 000 rows for a page of 20 at fleet size).
 */
async function newestOfEachOrganisation(
  db: Database,
  orgIds: number[],
  where: SQL | undefined,
  orderBy: SQL[],
  limit: number,
  offset: number,
): Promise<Array<{ id: unknown; key: unknown }>> {
  const newest = db
    .select({ id: devices.id })
    .from(devices)
    .where(and(sql`${devices.orgId} = o.org`, where))
    .orderBy(...orderBy)
    .limit(writtenLimit(offset + limit));
  const found = await db.execute(
    sql`select k.id, null as key from unnest(${idArray(orgIds)}::int[]) as o(org) cross join lateral ${newest} as k
        order by k.id desc limit ${writtenLimit(limit)} offset ${offset}`,
  );
  return (found as unknown as { rows: Array<{ id: unknown; key: unknown }> }).rows;
}

/** Containers below their warning value; below the alarm value they are in state 2, else 1. */
export async function materialWarnings(
  db: Database,
  auth: AuthContext,
  query: ListParams & DeviceFilter,
): Promise<Page<DeviceMaterialWarning>> {
  const c = deviceContainers;
  // `level < warn_value` as written in the partial index's predicate, so the planner uses it.
  const where = and(deviceListWhere(await withDeviceScope(db, auth), query), sql`${c.level} < ${c.warnValue}`);
  const page = await pageQuery({
    params: query,
    sortable: { deviceCode: devices.deviceCode, level: c.level },
    defaultOrder: [asc(devices.deviceCode), asc(c.no)],
    rows: pagedRows(
      db
        .select({
          deviceId: devices.id,
          deviceCode: devices.deviceCode,
          siteName: sites.name,
          containerNo: c.no,
          materialCode: c.materialCode,
          level: c.level,
          capacity: c.capacity,
          warnValue: c.warnValue,
          alarmValue: c.alarmValue,
        })
        .from(c)
        .innerJoin(devices, eq(devices.id, c.deviceId))
        .leftJoin(sites, eq(sites.id, devices.siteId))
        .where(where),
    ),
    count: () => cappedTotal(db, db.select({ deviceId: c.deviceId }).from(c).innerJoin(devices, eq(devices.id, c.deviceId)).where(where)),
  });
  const rows = page.rows.map((r) => ({
    ...r,
    state: r.alarmValue !== null && r.level !== null && r.level < r.alarmValue ? 2 : 1,
  }));
  return { ...page, rows };
}

/** One device the caller sees, with names and sales figures. */
export async function deviceDetail(db: Database, auth: AuthContext, id: number, lang: Lang): Promise<DeviceRow | undefined> {
  await assertDeviceVisible(db, auth, id);
  const [row] = await devicesById(db, [id], lang, salesDays(new Date(), await businessTimeZone(db)));
  return row;
}

/** Points, zones, routes and enabled models the caller may pick for a device. */
export async function deviceOptions(db: Database, auth: AuthContext, lang: Lang): Promise<DeviceOptions> {
  const [siteRows, zoneRows, routeRows, modelRows] = await Promise.all([
    db
      .select({ id: sites.id, name: sites.name, orgId: sites.orgId })
      .from(sites)
      .where(scopeCondition(auth, { org: sites.orgId }))
      .orderBy(asc(sites.name))
      .limit(5000),
    db
      .select({ id: zones.id, name: zones.name, orgId: zones.orgId })
      .from(zones)
      .where(scopeCondition(auth, { org: zones.orgId }))
      .orderBy(asc(zones.name))
      .limit(5000),
    db
      .select({ id: routes.id, name: routes.name, orgId: routes.orgId })
      .from(routes)
      .where(scopeCondition(auth, { org: routes.orgId }))
      .orderBy(asc(routes.name))
      .limit(5000),
    db
      .select({
        id: deviceModels.id,
        code: deviceModels.code,
        name: sql<string>`${deviceModels.names} ->> ${lang}`,
        orgId: deviceModels.orgId,
      })
      .from(deviceModels)
      .where(and(eq(deviceModels.status, 0), modelVisibility(auth)))
      .orderBy(asc(deviceModels.code))
      .limit(5000),
  ]);
  return { sites: siteRows, zones: zoneRows, routes: routeRows, models: modelRows };
}
