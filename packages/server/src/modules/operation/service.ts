import {
  type OperationFilter,
  type OperationGroup,
  type OperationMachines,
  type OperationQuery,
  type OperationRow,
  type OperationTotals,
  type OPERATION_SORT_FIELDS,
  resolvePaging,
} from '@vr/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { rowsOf } from '../../platform/db/rows.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs, users } from '../../platform/identity/schema.js';
import type { Page } from '../../platform/list/page-query.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { calendarDay, monthStart } from '../../platform/settings/calendar-day.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { devices, deviceVisibility } from '../devices/index.js';
import { routes, sites, zones } from '../points/index.js';
import { repairs } from '../repairs/index.js';
import { type ReportViewer, reportViewer, type SiteSalesRow, salesPerSite, salesTotals } from '../reports/index.js';

type Num = string | number | null;

/** A point of the filter: the key its row is grouped by. */
interface PointRow {
  id: number;
  name: string;
  orgId: number;
  orgName: string | null;
  zoneId: number | null;
  zoneName: string | null;
  routeId: number | null;
  routeName: string | null;
  maintainer: string | null;
}

/** A route or partition of the caller's scope, named. */
interface GroupRow {
  id: number;
  name: string;
  orgId: number;
  orgName: string | null;
  zoneId: number | null;
  zoneName: string | null;
  maintainer: string | null;
}

const NO_MACHINES: OperationMachines = {
  devices: 0,
  online: 0,
  offline: 0,
  fault: 0,
  warning: 0,
  lowMaterial: 0,
  openAlarms: 0,
  openRepairs: 0,
};

const MACHINE_FIELDS = Object.keys(NO_MACHINES) as Array<keyof OperationMachines>;

const addMachines = (to: OperationMachines, from: OperationMachines): void => {
  for (const f of MACHINE_FIELDS) to[f] += from[f];
};

/** Whether a point, route or partition is asked for: the rows are then the groups of the matching points only. */
const narrowed = (q: OperationFilter): boolean => q.siteId != null || q.routeId != null || q.zoneId != null;

/** The points of the caller's data scope matching the filters, with their partition, route and its maintenance person. */
function pointsOf(db: Database, q: OperationFilter, viewer: ReportViewer): Promise<PointRow[]> {
  const where = and(
    scopeCondition(viewer, { org: sites.orgId }),
    inOrgSubtree(sites.orgId, q.orgId),
    q.siteId != null ? eq(sites.id, q.siteId) : undefined,
    q.routeId != null ? eq(sites.routeId, q.routeId) : undefined,
    q.zoneId != null ? eq(sites.zoneId, q.zoneId) : undefined,
  );
  return db
    .select({
      id: sites.id,
      name: sites.name,
      orgId: sites.orgId,
      orgName: orgs.name,
      zoneId: sites.zoneId,
      zoneName: zones.name,
      routeId: sites.routeId,
      routeName: routes.name,
      maintainer: users.employeeName,
    })
    .from(sites)
    .innerJoin(orgs, eq(orgs.id, sites.orgId))
    .leftJoin(zones, eq(zones.id, sites.zoneId))
    .leftJoin(routes, eq(routes.id, sites.routeId))
    .leftJoin(users, eq(users.id, routes.userId))
    .where(where);
}

/** The routes or partitions of the caller's data scope (of the customer asked for), each with its customer's name. */
function groupsOf(db: Database, group: 'route' | 'zone', q: OperationFilter, viewer: ReportViewer): Promise<GroupRow[]> {
  if (group === 'zone') {
    return db
      .select({
        id: zones.id,
        name: zones.name,
        orgId: zones.orgId,
        orgName: orgs.name,
        zoneId: sql<null>`null`,
        zoneName: sql<null>`null`,
        maintainer: sql<null>`null`,
      })
      .from(zones)
      .innerJoin(orgs, eq(orgs.id, zones.orgId))
      .where(and(scopeCondition(viewer, { org: zones.orgId }), inOrgSubtree(zones.orgId, q.orgId)));
  }
  return db
    .select({
      id: routes.id,
      name: routes.name,
      orgId: routes.orgId,
      orgName: orgs.name,
      zoneId: routes.zoneId,
      zoneName: zones.name,
      maintainer: users.employeeName,
    })
    .from(routes)
    .innerJoin(orgs, eq(orgs.id, routes.orgId))
    .leftJoin(zones, eq(zones.id, routes.zoneId))
    .leftJoin(users, eq(users.id, routes.userId))
    .where(and(scopeCondition(viewer, { org: routes.orgId }), inOrgSubtree(routes.orgId, q.orgId)));
}

/**
 * Per point (0: no point) the caller's machines now, from the devices' live state (online, open
 * fault and warning counts, material state), and their repair records still pending.
 */
async function machinesPerPoint(db: Database, q: OperationFilter, viewer: ReportViewer): Promise<Map<number, OperationMachines>> {
  const seen = and(deviceVisibility(viewer), inOrgSubtree(devices.orgId, q.orgId)) ?? sql`true`;
  const [machineRows, repairRows] = await Promise.all([
    db.execute(sql`
      select coalesce(${devices.siteId}, 0) as site_id, count(*) as devices,
             count(*) filter (where ${devices.online} = 1) as online,
             count(*) filter (where ${devices.faultCount} > 0) as fault,
             count(*) filter (where ${devices.warningCount} > 0) as warning,
             count(*) filter (where ${devices.materialState} > 0) as low_material,
             coalesce(sum(${devices.faultCount} + ${devices.warningCount}), 0) as open_alarms
        from ${devices} where ${seen} group by 1`),
    db.execute(sql`
      select coalesce(${devices.siteId}, 0) as site_id, count(*) as open_repairs
        from ${repairs} join ${devices} on ${devices.id} = ${repairs.deviceId}
       where ${repairs.state} = 'pending' and ${seen} group by 1`),
  ]);
  const out = new Map<number, OperationMachines>();
  const of = (siteId: number) => {
    const m = out.get(siteId) ?? { ...NO_MACHINES };
    out.set(siteId, m);
    return m;
  };
  type MachineRow = Record<'site_id' | 'devices' | 'online' | 'fault' | 'warning' | 'low_material' | 'open_alarms', Num>;
  for (const r of rowsOf<MachineRow>(machineRows)) {
    const m = of(Number(r.site_id));
    m.devices = Number(r.devices);
    m.online = Number(r.online);
    m.offline = m.devices - m.online;
    m.fault = Number(r.fault);
    m.warning = Number(r.warning);
    m.lowMaterial = Number(r.low_material);
    m.openAlarms = Number(r.open_alarms);
  }
  for (const r of rowsOf<{ site_id: Num; open_repairs: Num }>(repairRows)) of(Number(r.site_id)).openRepairs = Number(r.open_repairs);
  return out;
}

/** A row being added up: its machines and its sales rows of today and of the month. */
interface Building {
  row: Omit<OperationRow, keyof OperationMachines | 'today' | 'month'>;
  machines: OperationMachines;
  today: SiteSalesRow[];
  month: SiteSalesRow[];
}

const emptyRow = (group: OperationGroup, groupId: number): Building['row'] => ({
  group,
  groupId,
  name: null,
  orgId: null,
  orgName: null,
  sites: 0,
  zoneId: null,
  zoneName: null,
  routeId: null,
  routeName: null,
  maintainerName: null,
});

/** What a row shows of its point, route or partition. */
const groupFields = (g: GroupRow) => ({
  name: g.name,
  orgId: g.orgId,
  orgName: g.orgName,
  zoneId: g.zoneId,
  zoneName: g.zoneName,
  maintainerName: g.maintainer,
});

/** The key a point's figures are added to: the point itself, its route or its partition (0: none). */
const keyOf = (group: OperationGroup, p: PointRow | undefined): number =>
  !p ? 0 : group === 'site' ? p.id : group === 'route' ? (p.routeId ?? 0) : (p.zoneId ?? 0);

/** Every row of the filters, unsorted, and today and the first day of its month. */
async function overviewRows(db: Database, q: OperationFilter, auth: AuthContext) {
  const [viewer, timeZone] = await Promise.all([reportViewer(db, auth), businessTimeZone(db)]);
  const day = calendarDay(timeZone);
  const fromDay = monthStart(day);
  const customer = q.orgId != null ? { orgId: q.orgId } : {};
  const [points, groups, machines, today, month] = await Promise.all([
    pointsOf(db, q, viewer),
    q.groupBy === 'site' ? Promise.resolve([]) : groupsOf(db, q.groupBy, q, viewer),
    machinesPerPoint(db, q, viewer),
    salesPerSite(db, { beginDay: day, endDay: day, ...customer }, viewer),
    salesPerSite(db, { beginDay: fromDay, endDay: day, ...customer }, viewer),
  ]);
  const pointById = new Map(points.map((p) => [p.id, p]));
  const built = new Map<number, Building>();
  const rowOf = (groupId: number): Building => {
    const b = built.get(groupId) ?? { row: emptyRow(q.groupBy, groupId), machines: { ...NO_MACHINES }, today: [], month: [] };
    built.set(groupId, b);
    return b;
  };
  // Without a point, route or partition asked for, every route or partition shows, those without points too.
  if (!narrowed(q)) {
    for (const g of groups) {
      Object.assign(rowOf(g.id).row, groupFields(g));
    }
  }
  const named = new Map(groups.map((g) => [g.id, g]));
  for (const p of points) {
    const key = keyOf(q.groupBy, p);
    const b = rowOf(key);
    b.row.sites += 1;
    if (q.groupBy === 'site') {
      Object.assign(b.row, { ...groupFields(p), routeId: p.routeId, routeName: p.routeName });
    } else if (key !== 0 && b.row.name === null) {
      const g = named.get(key);
      if (g) Object.assign(b.row, groupFields(g));
    }
  }
  // A point outside the filter (or none, when a point, route or partition is asked for) adds nothing.
  const target = (siteId: number): Building | null => {
    const p = pointById.get(siteId);
    if (!p && (siteId !== 0 || narrowed(q))) return null;
    return rowOf(keyOf(q.groupBy, p));
  };
  for (const [siteId, m] of machines) {
    const b = target(siteId);
    if (b) addMachines(b.machines, m);
  }
  for (const r of today) target(r.siteId)?.today.push(r);
  for (const r of month) target(r.siteId)?.month.push(r);
  const rows: OperationRow[] = [...built.values()]
    // The "none" row only when something is in it.
    .filter((b) => b.row.groupId !== 0 || b.machines.devices > 0 || b.row.sites > 0 || b.today.length > 0 || b.month.length > 0)
    .map((b) => ({ ...b.row, ...b.machines, today: salesTotals(b.today), month: salesTotals(b.month) }));
  const allToday = [...built.values()].flatMap((b) => b.today);
  const allMonth = [...built.values()].flatMap((b) => b.month);
  return { rows, day, monthStart: fromDay, today: allToday, month: allMonth };
}

type SortField = (typeof OPERATION_SORT_FIELDS)[number];
const SORT_VALUE: Record<Exclude<SortField, 'name'>, (r: OperationRow) => number> = {
  devices: (r) => r.devices,
  online: (r) => r.online,
  offline: (r) => r.offline,
  fault: (r) => r.fault,
  lowMaterial: (r) => r.lowMaterial,
  openAlarms: (r) => r.openAlarms,
  openRepairs: (r) => r.openRepairs,
  todayOrders: (r) => r.today.orders,
  todayCups: (r) => r.today.cups,
  monthOrders: (r) => r.month.orders,
  monthCups: (r) => r.month.cups,
};

/** By name (the "none" row last), then id: the order of equal rows. */
const byName = (a: OperationRow, b: OperationRow): number =>
  (a.name === null ? 1 : 0) - (b.name === null ? 1 : 0) || (a.name ?? '').localeCompare(b.name ?? '') || a.groupId - b.groupId;

function sortRows(rows: OperationRow[], sort: { field: string; direction: 'asc' | 'desc' } | null): OperationRow[] {
  if (!sort) return rows.sort(byName);
  const dir = sort.direction === 'asc' ? 1 : -1;
  if (sort.field === 'name') return rows.sort((a, b) => dir * byName(a, b));
  // Only the whitelist's own fields: a name such as `__proto__` sorts by name.
  if (!Object.hasOwn(SORT_VALUE, sort.field)) return rows.sort(byName);
  const value = SORT_VALUE[sort.field as keyof typeof SORT_VALUE];
  return rows.sort((a, b) => dir * (value(a) - value(b)) || byName(a, b));
}

/** One page of the overview's rows, sorted as asked (by name by default). */
export async function operationOverview(db: Database, q: OperationQuery, auth: AuthContext): Promise<Page<OperationRow>> {
  const paging = resolvePaging(q);
  const { rows } = await overviewRows(db, q, auth);
  const sorted = sortRows(rows, paging.sort);
  return { rows: sorted.slice(paging.offset, paging.offset + paging.limit), total: sorted.length };
}

/** Every row of the filters added together: machines as counted, sales per currency from the same sales rows. */
export async function operationTotals(db: Database, q: OperationFilter, auth: AuthContext): Promise<OperationTotals> {
  const { rows, day, monthStart: fromDay, today, month } = await overviewRows(db, q, auth);
  const machines = { ...NO_MACHINES };
  for (const r of rows) addMachines(machines, r);
  return { ...machines, rows: rows.length, day, monthStart: fromDay, today: salesTotals(today), month: salesTotals(month) };
}
