import {
  INVENTORY_CHANGE_TYPES,
  type InventoryChangeRow,
  type InventoryEditInput,
  INVENTORY_STOCK_MACHINES,
  type InventoryStockDevice,
  type Lang,
  type ReplenishPlace,
  type ReplenishPlanCreate,
  type ReplenishPlanDetail,
  type ReplenishPlanItem,
  type ReplenishPlanRow,
  type ReplenishPlanState,
  type ReplenishRecordInput,
  type inventoryQuerySchema,
  type inventoryStockQuerySchema,
  type replenishPlanQuerySchema,
} from '@vr/contracts';
import { type SQL, and, asc, count, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { isoTime } from '../../platform/http/iso.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { type Page, pageQuery, pagedRows } from '../../platform/list/page-query.js';
import { localTimeRange } from '../../platform/list/time-filter.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessTimeZone } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { inTransaction } from '../../platform/wiring/index.js';
import { deviceContainers, devices, setContainerLevels } from '../devices/index.js';
import { materials } from '../materials/index.js';
import { routes, sites } from '../points/index.js';
import { inventoryChanges, replenishPlanItems, replenishPlans, replenishRecords } from './schema.js';

/** A container's place and level, as a plan and the stock picker read them. */
const CONTAINER_LEVEL = {
  deviceId: deviceContainers.deviceId,
  no: deviceContainers.no,
  materialCode: deviceContainers.materialCode,
  capacity: deviceContainers.capacity,
  level: deviceContainers.level,
};
import { deviceRouteId, fieldDeviceVisible } from './scope.js';

type PlanQuery = z.output<typeof replenishPlanQuerySchema>;
type InventoryQuery = z.output<typeof inventoryQuerySchema>;
type StockQuery = z.output<typeof inventoryStockQuerySchema>;

/** Who did it, as the records name them. */
const nameOf = (auth: AuthContext) => (auth.employeeName || auth.username).slice(0, 64);

/** A material's name in the reader's language, else in English, else its code. */
function materialName(
  m: { nameZh: string | null; nameEn: string | null; nameEs: string | null; nameJa: string | null } | null,
  code: string,
  lang: Lang,
): string {
  if (!m) return code;
  const own = { zh: m.nameZh, en: m.nameEn, es: m.nameEs, ja: m.nameJa }[lang];
  return own || m.nameEn || m.nameZh || code;
}

/** The material of a container, matched by code among the materials of the record's customer. */
const materialJoin = (
  org: number | typeof inventoryChanges.orgId,
  code: typeof replenishPlanItems.materialCode | typeof inventoryChanges.materialCode,
) => and(eq(materials.code, code), eq(materials.orgId, org));

// ---------------------------------------------------------------- plans

/** The plans the caller may see: of the organisations in their data scope ("own data": those assigned to them). */
const planVisible = (auth: AuthContext): SQL =>
  scopeCondition(auth, { org: replenishPlans.orgId, user: replenishPlans.assigneeId }) ?? sql`true`;

const assignee = alias(users, 'replenish_assignee');

const machineCount = sql<number>`(select count(distinct i.device_id) from ${replenishPlanItems} i where i.plan_id = ${replenishPlans.id})`;
const machinesDone = sql<number>`(select count(*) from (select i.device_id from ${replenishPlanItems} i where i.plan_id = ${replenishPlans.id} group by i.device_id having bool_and(i.done)) x)`;

const planColumns = {
  id: replenishPlans.id,
  orgId: replenishPlans.orgId,
  customerName: orgs.name,
  routeId: replenishPlans.routeId,
  siteId: replenishPlans.siteId,
  placeName: replenishPlans.placeName,
  state: replenishPlans.state,
  assigneeId: replenishPlans.assigneeId,
  assigneeEmployee: assignee.employeeName,
  assigneeUser: assignee.username,
  machines: machineCount,
  machinesDone,
  createdBy: replenishPlans.createdBy,
  createdAt: replenishPlans.createdAt,
  finishedAt: replenishPlans.finishedAt,
};

const plansJoined = (db: Database) =>
  db
    .select(planColumns)
    .from(replenishPlans)
    .leftJoin(orgs, eq(orgs.id, replenishPlans.orgId))
    .leftJoin(assignee, eq(assignee.id, replenishPlans.assigneeId));

type PlanSelectRow = Awaited<ReturnType<ReturnType<typeof plansJoined>['where']>>[number];

const toPlanRow = (r: PlanSelectRow): ReplenishPlanRow => ({
  id: r.id,
  orgId: r.orgId,
  customerName: r.customerName,
  routeId: r.routeId,
  siteId: r.siteId,
  placeName: r.placeName,
  state: r.state as ReplenishPlanState,
  assigneeId: r.assigneeId,
  assigneeName: r.assigneeId === null ? null : r.assigneeEmployee || r.assigneeUser || null,
  machines: Number(r.machines),
  machinesDone: Number(r.machinesDone),
  createdBy: r.createdBy,
  createTime: isoTime(r.createdAt),
  finishTime: isoTime(r.finishedAt),
});

/** Replenish plans in the caller's scope, newest first unless sorted otherwise. */
export async function listPlans(db: Database, q: PlanQuery, auth: AuthContext): Promise<Page<ReplenishPlanRow>> {
  const where = and(
    planVisible(auth),
    q.state ? eq(replenishPlans.state, q.state) : undefined,
    q.mine === '1' ? eq(replenishPlans.assigneeId, auth.userId) : undefined,
    q.routeId ? eq(replenishPlans.routeId, q.routeId) : undefined,
    q.siteId ? eq(replenishPlans.siteId, q.siteId) : undefined,
    ...localTimeRange(replenishPlans.createdAt, q, await businessTimeZone(db)),
  );
  return pageQuery({
    params: q,
    sortable: {
      id: replenishPlans.id,
      createTime: replenishPlans.createdAt,
      state: replenishPlans.state,
      placeName: replenishPlans.placeName,
    },
    defaultOrder: [desc(replenishPlans.createdAt), desc(replenishPlans.id)],
    rows: pagedRows(plansJoined(db).where(where), toPlanRow),
    count: async () => (await db.select({ n: count() }).from(replenishPlans).where(where))[0]!.n,
  });
}

/** One plan in the caller's scope, with what to bring per container and in total per material. */
export async function planDetail(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<ReplenishPlanDetail> {
  const [row] = await plansJoined(db).where(and(eq(replenishPlans.id, id), planVisible(auth)));
  if (!row) throw AppError.notFound();
  const plan = toPlanRow(row);
  const rows = await db
    .select({
      deviceId: replenishPlanItems.deviceId,
      deviceCode: devices.deviceCode,
      deviceName: devices.name,
      containerNo: replenishPlanItems.containerNo,
      materialCode: replenishPlanItems.materialCode,
      capacity: replenishPlanItems.capacity,
      level: replenishPlanItems.level,
      quantity: replenishPlanItems.quantity,
      done: replenishPlanItems.done,
      material: {
        nameZh: materials.nameZh,
        nameEn: materials.nameEn,
        nameEs: materials.nameEs,
        nameJa: materials.nameJa,
        unit: materials.unit,
      },
    })
    .from(replenishPlanItems)
    .leftJoin(devices, eq(devices.id, replenishPlanItems.deviceId))
    .leftJoin(materials, materialJoin(plan.orgId, replenishPlanItems.materialCode))
    .where(eq(replenishPlanItems.planId, id))
    .orderBy(asc(devices.deviceCode), asc(replenishPlanItems.deviceId), asc(replenishPlanItems.containerNo));
  const items: ReplenishPlanItem[] = rows.map((r) => ({
    deviceId: r.deviceId,
    deviceCode: r.deviceCode,
    deviceName: r.deviceName,
    containerNo: r.containerNo,
    materialCode: r.materialCode,
    materialName: materialName(r.material, r.materialCode, lang),
    unit: r.material?.unit ?? 3,
    capacity: r.capacity,
    level: r.level,
    quantity: r.quantity,
    done: r.done,
  }));
  const totals = new Map<string, ReplenishPlanDetail['totals'][number]>();
  for (const item of items) {
    const total = totals.get(item.materialCode) ?? {
      materialCode: item.materialCode,
      materialName: item.materialName,
      unit: item.unit,
      quantity: 0,
    };
    // Sums in cents: the quantities have two decimals.
    total.quantity = Math.round(total.quantity * 100 + item.quantity * 100) / 100;
    totals.set(item.materialCode, total);
  }
  return { ...plan, items, totals: [...totals.values()].sort((a, b) => a.materialName.localeCompare(b.materialName)) };
}

/** The routes and points of the machines the caller may work on, with how many of them need material. */
export async function listPlaces(db: Database, auth: AuthContext): Promise<ReplenishPlace[]> {
  const visible = fieldDeviceVisible(auth);
  const needing = sql<number>`count(*) filter (where ${devices.materialState} > 0)`;
  const byRoute = await db
    .select({ id: routes.id, name: routes.name, machines: count(), needing })
    .from(devices)
    .innerJoin(routes, eq(routes.id, deviceRouteId()))
    .where(visible)
    .groupBy(routes.id, routes.name)
    .orderBy(asc(routes.name));
  const bySite = await db
    .select({ id: sites.id, name: sites.name, machines: count(), needing })
    .from(devices)
    .innerJoin(sites, eq(sites.id, devices.siteId))
    .where(visible)
    .groupBy(sites.id, sites.name)
    .orderBy(asc(sites.name));
  return [
    ...byRoute.map((r) => ({ kind: 'route' as const, id: r.id, name: r.name, machines: Number(r.machines), needing: Number(r.needing) })),
    ...bySite.map((r) => ({ kind: 'site' as const, id: r.id, name: r.name, machines: Number(r.machines), needing: Number(r.needing) })),
  ];
}

/**
 * Makes a plan for the machines of a route or point the caller may work on: every container under
 * its warning value, with what to bring (capacity less its level now). Refused when the place has
 * no such machine, or nothing needs bringing.
 */
export async function createPlan(db: Database, input: ReplenishPlanCreate, auth: AuthContext): Promise<ReplenishPlanDetail> {
  const place = input.routeId
    ? (
        await db.select({ orgId: routes.orgId, name: routes.name, userId: routes.userId }).from(routes).where(eq(routes.id, input.routeId))
      )[0]
    : (
        await db
          .select({ orgId: sites.orgId, name: sites.name, userId: routes.userId })
          .from(sites)
          .leftJoin(routes, eq(routes.id, sites.routeId))
          .where(eq(sites.id, input.siteId!))
      )[0];
  const field = input.routeId ? 'routeId' : 'siteId';
  const onPlace = input.routeId ? eq(deviceRouteId(), input.routeId) : eq(devices.siteId, input.siteId!);
  const machines = place
    ? await db
        .select({ id: devices.id })
        .from(devices)
        .where(and(onPlace, fieldDeviceVisible(auth)))
    : [];
  if (!place || machines.length === 0) throw AppError.field(field, 'replenishNoMachines');
  const low = await db
    .select({
      ...CONTAINER_LEVEL,
    })
    .from(deviceContainers)
    .where(
      and(
        inArray(
          deviceContainers.deviceId,
          machines.map((m) => m.id),
        ),
        isNotNull(deviceContainers.level),
        lt(deviceContainers.level, deviceContainers.warnValue),
      ),
    )
    .orderBy(asc(deviceContainers.deviceId), asc(deviceContainers.no));
  const items = low.filter((c) => c.capacity > c.level!);
  if (items.length === 0) throw AppError.field(field, 'replenishNothingToBring');
  const [plan] = await db
    .insert(replenishPlans)
    .values({
      orgId: place.orgId,
      routeId: input.routeId ?? null,
      siteId: input.siteId ?? null,
      placeName: place.name.slice(0, 100),
      assigneeId: place.userId ?? null,
      createdById: auth.userId,
      createdBy: nameOf(auth),
    })
    .returning({ id: replenishPlans.id });
  await db.insert(replenishPlanItems).values(
    items.map((c) => ({
      planId: plan!.id,
      deviceId: c.deviceId,
      containerNo: c.no,
      materialCode: c.materialCode,
      capacity: c.capacity,
      level: c.level!,
      quantity: Math.round((c.capacity - c.level!) * 100) / 100,
    })),
  );
  return planDetail(db, plan!.id, auth, 'en');
}

/** Cancels a pending plan in the caller's scope; a completed or cancelled one is refused. */
export async function cancelPlan(db: Database, id: number, auth: AuthContext): Promise<void> {
  const visible = and(eq(replenishPlans.id, id), planVisible(auth));
  const [done] = await db
    .update(replenishPlans)
    .set({ state: 'cancelled', finishedAt: new Date() })
    .where(and(visible, eq(replenishPlans.state, 'pending')))
    .returning({ id: replenishPlans.id });
  if (done) return;
  if (!(await db.select({ id: replenishPlans.id }).from(replenishPlans).where(visible))[0]) throw AppError.notFound();
  throw AppError.badRequest('replenishPlanNotPending');
}

/** Deletes a cancelled or completed plan in the caller's scope; a pending one must be cancelled first. */
export async function deletePlan(db: Database, id: number, auth: AuthContext): Promise<void> {
  const visible = and(eq(replenishPlans.id, id), planVisible(auth));
  const [done] = await db
    .delete(replenishPlans)
    .where(and(visible, inArray(replenishPlans.state, ['cancelled', 'completed'])))
    .returning({ id: replenishPlans.id });
  if (done) return;
  if (!(await db.select({ id: replenishPlans.id }).from(replenishPlans).where(visible))[0]) throw AppError.notFound();
  throw AppError.badRequest('replenishPlanPending');
}

// ---------------------------------------------------------------- replenish records

/** A machine the caller may work on (its organisation, whether it is online), or 404. */
async function workableDevice(tx: Database, deviceId: number, auth: AuthContext) {
  const [device] = await tx
    .select({ id: devices.id, orgId: devices.orgId, online: devices.online })
    .from(devices)
    .where(and(eq(devices.id, deviceId), fieldDeviceVisible(auth)));
  if (!device) throw AppError.notFound();
  return device;
}

export interface RecordOutcome {
  recordId: number;
  /** The refill command sent to the machine; null when it was offline (it reports its own levels when back). */
  commandId: string | null;
  containers: Array<{ containerNo: number; before: number | null; after: number }>;
}

/**
 * What a person put into a machine they may work on: each container's level goes up by the
 * quantity (never above its capacity), the machine's material state is recomputed, each change
 * is an inventory change record (import), and the plan's containers it filled are done (the plan
 * completed when none is left). All or nothing; then, if the machine is online, it is told its new
 * levels (`refill`) so its own reports agree.
 */
export async function recordReplenish(
  db: Database,
  link: DeviceLink,
  input: ReplenishRecordInput,
  auth: AuthContext,
): Promise<RecordOutcome> {
  const seen = new Set<number>();
  input.items.forEach((item, i) => {
    if (seen.has(item.containerNo)) throw AppError.field(`items.${i}.containerNo`, 'replenishContainerTwice', { no: item.containerNo });
    seen.add(item.containerNo);
  });
  const outcome = await inTransaction(db, async (tx) => {
    const device = await workableDevice(tx, input.deviceId, auth);
    if (input.planId !== undefined) {
      const [plan] = await tx
        .select({ state: replenishPlans.state })
        .from(replenishPlans)
        .where(and(eq(replenishPlans.id, input.planId), planVisible(auth)));
      if (!plan) throw AppError.notFound();
      if (plan.state !== 'pending') throw AppError.badRequest('replenishPlanNotPending');
    }
    const containers = new Map(
      (
        await tx
          .select({
            no: deviceContainers.no,
            materialCode: deviceContainers.materialCode,
            capacity: deviceContainers.capacity,
            level: deviceContainers.level,
          })
          .from(deviceContainers)
          .where(eq(deviceContainers.deviceId, device.id))
          .for('update')
      ).map((c) => [c.no, c]),
    );
    const changes = input.items.map((item, i) => {
      const c = containers.get(item.containerNo);
      if (!c) throw AppError.field(`items.${i}.containerNo`, 'replenishContainerUnknown', { no: item.containerNo });
      const before = c.level ?? 0;
      const after = Math.round((before + item.quantity) * 100) / 100;
      if (after > c.capacity)
        throw AppError.field(`items.${i}.quantity`, 'replenishOverCapacity', {
          no: c.no,
          room: Math.max(0, Math.round((c.capacity - before) * 100) / 100),
        });
      return { no: c.no, materialCode: c.materialCode, before: c.level, after };
    });
    const [record] = await tx
      .insert(replenishRecords)
      .values({ orgId: device.orgId, deviceId: device.id, planId: input.planId ?? null, byId: auth.userId, byName: nameOf(auth) })
      .returning({ id: replenishRecords.id });
    await setContainerLevels(
      tx,
      device.id,
      changes.map((c) => ({ no: c.no, level: c.after })),
    );
    await tx.insert(inventoryChanges).values(
      changes.map((c) => ({
        orgId: device.orgId,
        deviceId: device.id,
        containerNo: c.no,
        materialCode: c.materialCode,
        changeType: INVENTORY_CHANGE_TYPES.import,
        before: c.before,
        after: c.after,
        recordId: record!.id,
        byId: auth.userId,
        byName: nameOf(auth),
      })),
    );
    await fillPlans(tx, device.id, input.planId, [...seen]);
    return { recordId: record!.id, online: device.online === 1, changes };
  });
  const commandId = outcome.online ? await tellLevels(link, input.deviceId, outcome.changes, auth) : null;
  if (commandId) await db.update(replenishRecords).set({ commandId }).where(eq(replenishRecords.id, outcome.recordId));
  return {
    recordId: outcome.recordId,
    commandId,
    containers: outcome.changes.map((c) => ({ containerNo: c.no, before: c.before, after: c.after })),
  };
}

/**
 * Tells an online machine the levels just recorded (`refill`, absolute levels, so a command
 * delivered twice cannot fill twice); answers the command's id, or null when it went offline
 * meanwhile (the levels stand as recorded until the machine reports its own).
 */
async function tellLevels(
  link: DeviceLink,
  deviceId: number,
  changes: ReadonlyArray<{ no: number; after: number }>,
  auth: AuthContext,
): Promise<string | null> {
  try {
    const sent = await link.send({
      deviceId,
      type: 'refill',
      params: { containers: changes.map((c) => ({ no: c.no, level: c.after })) },
      sender: { userId: auth.userId, username: auth.username },
    });
    return sent.id;
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    return null;
  }
}

// ---------------------------------------------------------------- stock counted

/** A correction by count: the container's level before and as counted, and the command that told the machine. */
export interface InventoryEditOutcome {
  containerNo: number;
  before: number | null;
  after: number;
  commandId: string | null;
}

/**
 * The machines a person may correct the stock of (those they may work on), by code or name, at
 * most 20 by code, each with its containers' material, capacity, level and warning value now.
 */
export async function stockOfMachines(db: Database, q: StockQuery, auth: AuthContext, lang: Lang): Promise<InventoryStockDevice[]> {
  const found = await db
    .select({ id: devices.id, deviceCode: devices.deviceCode, name: devices.name })
    .from(devices)
    .where(and(fieldDeviceVisible(auth), containing([devices.deviceCode, devices.name], q.keyword)))
    .orderBy(asc(devices.deviceCode))
    .limit(INVENTORY_STOCK_MACHINES);
  if (found.length === 0) return [];
  const rows = await db
    .select({
      ...CONTAINER_LEVEL,
      warnValue: deviceContainers.warnValue,
      material: {
        nameZh: materials.nameZh,
        nameEn: materials.nameEn,
        nameEs: materials.nameEs,
        nameJa: materials.nameJa,
        unit: materials.unit,
      },
    })
    .from(deviceContainers)
    .innerJoin(devices, eq(devices.id, deviceContainers.deviceId))
    .leftJoin(materials, and(eq(materials.code, deviceContainers.materialCode), eq(materials.orgId, devices.orgId)))
    .where(
      inArray(
        deviceContainers.deviceId,
        found.map((d) => d.id),
      ),
    )
    .orderBy(asc(deviceContainers.deviceId), asc(deviceContainers.no));
  return found.map((d) => ({
    deviceId: d.id,
    deviceCode: d.deviceCode,
    deviceName: d.name,
    containers: rows
      .filter((r) => r.deviceId === d.id)
      .map((r) => ({
        containerNo: r.no,
        materialCode: r.materialCode,
        materialName: materialName(r.material, r.materialCode, lang),
        unit: r.material?.unit ?? 3,
        capacity: r.capacity,
        level: r.level,
        warnValue: r.warnValue,
      })),
  }));
}

/**
 * A person counted a container of a machine they may work on: its level becomes the count (never
 * negative, at most its capacity), the material state is recomputed and the change is an
 * inventory change record (edit) with the level before and after and who counted, in one
 * transaction; then an online machine is told its new level.
 */
export async function editInventory(
  db: Database,
  link: DeviceLink,
  input: InventoryEditInput,
  auth: AuthContext,
): Promise<InventoryEditOutcome> {
  const outcome = await inTransaction(db, async (tx) => {
    const device = await workableDevice(tx, input.deviceId, auth);
    const [c] = await tx
      .select({ materialCode: deviceContainers.materialCode, capacity: deviceContainers.capacity, level: deviceContainers.level })
      .from(deviceContainers)
      .where(and(eq(deviceContainers.deviceId, device.id), eq(deviceContainers.no, input.containerNo)))
      .for('update');
    if (!c) throw AppError.field('containerNo', 'replenishContainerUnknown', { no: input.containerNo });
    if (input.level > c.capacity) throw AppError.field('level', 'inventoryOverCapacity', { no: input.containerNo, capacity: c.capacity });
    await setContainerLevels(tx, device.id, [{ no: input.containerNo, level: input.level }]);
    await tx.insert(inventoryChanges).values({
      orgId: device.orgId,
      deviceId: device.id,
      containerNo: input.containerNo,
      materialCode: c.materialCode,
      changeType: INVENTORY_CHANGE_TYPES.edit,
      before: c.level,
      after: input.level,
      byId: auth.userId,
      byName: nameOf(auth),
    });
    return { online: device.online === 1, before: c.level };
  });
  const changes = [{ no: input.containerNo, after: input.level }];
  const commandId = outcome.online ? await tellLevels(link, input.deviceId, changes, auth) : null;
  return { containerNo: input.containerNo, before: outcome.before, after: input.level, commandId };
}

/**
 * Marks the containers filled in the pending plans of the machine (only `planId` when named) and
 * completes the plans with nothing left to bring.
 */
async function fillPlans(tx: Database, deviceId: number, planId: number | undefined, containerNos: number[]): Promise<void> {
  const pending = sql`${replenishPlanItems.planId} in (select ${replenishPlans.id} from ${replenishPlans} where ${replenishPlans.state} = 'pending')`;
  const filled = await tx
    .update(replenishPlanItems)
    .set({ done: true })
    .where(
      and(
        eq(replenishPlanItems.deviceId, deviceId),
        inArray(replenishPlanItems.containerNo, containerNos),
        planId === undefined ? pending : and(pending, eq(replenishPlanItems.planId, planId)),
      ),
    )
    .returning({ planId: replenishPlanItems.planId });
  const plans = [...new Set(filled.map((f) => f.planId))];
  if (plans.length === 0) return;
  await tx
    .update(replenishPlans)
    .set({ state: 'completed', finishedAt: new Date() })
    .where(
      and(
        inArray(replenishPlans.id, plans),
        eq(replenishPlans.state, 'pending'),
        sql`not exists (select 1 from ${replenishPlanItems} i where i.plan_id = ${replenishPlans.id} and not i.done)`,
      ),
    );
}

// ---------------------------------------------------------------- inventory change records

/** The records the caller may see: of the organisations in their scope ("own data": the changes they made). */
const changeVisible = (auth: AuthContext): SQL =>
  scopeCondition(auth, { org: inventoryChanges.orgId, user: inventoryChanges.byId }) ?? sql`true`;

/** Inventory change records in the caller's scope, newest first unless sorted otherwise. */
export async function listInventory(db: Database, q: InventoryQuery, auth: AuthContext, lang: Lang): Promise<Page<InventoryChangeRow>> {
  const where = and(
    changeVisible(auth),
    containing(devices.deviceCode, q.deviceCode),
    containing(inventoryChanges.materialCode, q.materialCode),
    q.changeType === INVENTORY_CHANGE_TYPES.import
      ? eq(inventoryChanges.changeType, INVENTORY_CHANGE_TYPES.import)
      : q.changeType
        ? sql`${inventoryChanges.changeType} <> ${INVENTORY_CHANGE_TYPES.import}`
        : undefined,
    ...localTimeRange(inventoryChanges.createdAt, q, await businessTimeZone(db)),
  );
  const select = db
    .select({
      id: inventoryChanges.id,
      deviceId: inventoryChanges.deviceId,
      deviceCode: devices.deviceCode,
      deviceName: devices.name,
      containerNo: inventoryChanges.containerNo,
      materialCode: inventoryChanges.materialCode,
      changeType: inventoryChanges.changeType,
      before: inventoryChanges.before,
      after: inventoryChanges.after,
      recordId: inventoryChanges.recordId,
      byName: inventoryChanges.byName,
      createdAt: inventoryChanges.createdAt,
      material: {
        nameZh: materials.nameZh,
        nameEn: materials.nameEn,
        nameEs: materials.nameEs,
        nameJa: materials.nameJa,
        unit: materials.unit,
      },
    })
    .from(inventoryChanges)
    .leftJoin(devices, eq(devices.id, inventoryChanges.deviceId))
    .leftJoin(materials, materialJoin(inventoryChanges.orgId, inventoryChanges.materialCode))
    .where(where);
  return pageQuery({
    params: q,
    sortable: {
      id: inventoryChanges.id,
      changeTime: inventoryChanges.createdAt,
      deviceCode: devices.deviceCode,
      materialCode: inventoryChanges.materialCode,
      changeType: inventoryChanges.changeType,
    },
    defaultOrder: [desc(inventoryChanges.createdAt), desc(inventoryChanges.id)],
    rows: pagedRows(select, (r) => ({
      id: r.id,
      deviceId: r.deviceId,
      deviceCode: r.deviceCode,
      deviceName: r.deviceName,
      containerNo: r.containerNo,
      materialCode: r.materialCode,
      materialName: materialName(r.material, r.materialCode, lang),
      unit: r.material?.unit ?? 3,
      changeType: r.changeType,
      before: r.before,
      after: r.after,
      recordId: r.recordId,
      changedBy: r.byName,
      changeTime: isoTime(r.createdAt)!,
    })),
    count: async () =>
      (await db.select({ n: count() }).from(inventoryChanges).leftJoin(devices, eq(devices.id, inventoryChanges.deviceId)).where(where))[0]!
        .n,
  });
}
