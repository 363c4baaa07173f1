import type {
  AdMachineCounts,
  AdMachineListQuery,
  AdMachineState,
  AdMachineRow,
  AdReleaseActionResult,
  AdReleaseListQuery,
  AdReleaseRow,
  AdReleaseStatus,
  adReleaseSaveSchema,
} from '@vr/contracts';
import { type SQL, and, asc, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { orgs } from '../../platform/identity/schema.js';
import { type Page, selectPageQuery } from '../../platform/list/page-query.js';
import { keptStatesOf, stateCountsOf } from '../../platform/list/state-counts.js';
import type { DeviceLink } from '../../platform/mqtt/device-link.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import { businessToday } from '../../platform/settings/time-zone.js';
import { containing } from '../../platform/sql/like.js';
import { deviceVisibility, devices, withDeviceScope } from '../devices/index.js';
import { customerNamesOf } from '../orgs/index.js';
import { sites } from '../points/index.js';
import { visibleMaterial } from './materials.js';
import { adMaterials, adReleaseDevices, adReleaseStateCounts, adReleases } from './schema.js';
import { insideCustomer, takeOff } from './release-machines.js';
import { markPlaylistSent, playlistMessage, playlistOf } from './sync.js';

export type SaveInput = z.output<typeof adReleaseSaveSchema>;
type Release = typeof adReleases.$inferSelect;
export interface Machine {
  id: number;
  code: string;
  orgId: number;
}

const d = adReleaseDevices;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A release the caller may see (its customer in their data scope); 404 otherwise. */
export async function visibleRelease(db: Database, auth: AuthContext, id: number): Promise<Release> {
  const [row] = await db
    .select()
    .from(adReleases)
    .where(and(eq(adReleases.id, id), scopeCondition(auth, { org: adReleases.orgId })));
  if (!row) throw AppError.notFound();
  return row;
}

/**
 * The machines of a release as saved, by device code: the chosen ones (every one visible, else 404)
 * or every visible machine at the chosen points. All of them belong to the material's customer.
 */
export async function machinesOf(db: Database, auth: AuthContext, input: SaveInput, customerId: number): Promise<Machine[]> {
  const viewer = await withDeviceScope(db, auth);
  const select = { id: devices.id, code: devices.deviceCode, orgId: devices.orgId };
  let rows: Machine[];
  if (input.deviceIds?.length) {
    const unique = [...new Set(input.deviceIds)];
    rows = await db
      .select(select)
      .from(devices)
      .where(and(inArray(devices.id, unique), deviceVisibility(viewer)))
      .orderBy(asc(devices.deviceCode));
    if (rows.length !== unique.length) throw AppError.notFound();
  } else {
    rows = await db
      .select(select)
      .from(devices)
      .where(and(inArray(devices.siteId, [...new Set(input.siteIds!)]), deviceVisibility(viewer)))
      .orderBy(asc(devices.deviceCode));
    if (rows.length === 0) throw AppError.field('siteIds', 'adNoMachinesAtPoints');
  }
  const orgIds = [...new Set(rows.map((m) => m.orgId))];
  const inside = await db
    .select({ id: orgs.id })
    .from(orgs)
    .where(and(inArray(orgs.id, orgIds), insideCustomer(customerId)));
  const ok = new Set(inside.map((o) => o.id));
  const stranger = rows.find((m) => !ok.has(m.orgId));
  if (stranger)
    throw AppError.field(input.deviceIds?.length ? 'deviceIds' : 'siteIds', 'adMachineOtherCustomer', { deviceCode: stranger.code });
  return rows;
}

/** What a save writes of a release besides its customer and material: its name, schedule and points (none: chosen machines). */
export const savedFields = (input: SaveInput) => ({
  name: input.name,
  beginDate: input.beginDate,
  endDate: input.endDate,
  hourFrom: input.hourFrom,
  hourTo: input.hourTo,
  sort: input.sort,
  siteIds: input.deviceIds?.length ? null : [...new Set(input.siteIds!)],
});

/** Sends each connected machine its playlist now; answers how many were told (the others hear at their next hello). */
export async function pushPlaylists(
  db: Database,
  link: DeviceLink,
  machines: Array<{ id: number; code: string }>,
  baseUrl: string,
): Promise<number> {
  const told: number[] = [];
  for (const m of machines) {
    const items = await playlistOf(db, m.id, baseUrl);
    const sent = await link.sendAds(m.code, playlistMessage(items)).catch(() => false);
    if (sent) told.push(m.id);
  }
  await markPlaylistSent(db, told);
  return told.length;
}

/** POST /api/AdList/save: a new release, pending on each of its machines; the connected ones are sent their playlist. */
export async function createRelease(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  input: SaveInput,
  baseUrl: string,
): Promise<AdReleaseActionResult> {
  const material = await visibleMaterial(db, auth, input.materialId);
  if (input.endDate < (await businessToday(db))) throw AppError.field('endDate', 'adEndPast');
  const machines = await machinesOf(db, auth, input, material.orgId);
  const release = await db.transaction(async (tx) => {
    // The material cannot be deleted or its file changed meanwhile.
    const [still] = await tx.select({ id: adMaterials.id }).from(adMaterials).where(eq(adMaterials.id, material.id)).for('update');
    if (!still) throw AppError.notFound();
    const [row] = await tx
      .insert(adReleases)
      .values({
        orgId: material.orgId,
        materialId: material.id,
        ...savedFields(input),
        createdBy: auth.userId,
        createdByName: (auth.employeeName || auth.username).slice(0, 64),
      })
      .returning();
    await tx.insert(adReleaseDevices).values(machines.map((m) => ({ releaseId: row!.id, deviceId: m.id })));
    return row!;
  });
  return { id: release.id, machines: machines.length, sent: await pushPlaylists(db, link, machines, baseUrl) };
}

const machinesWith = (db: Database, releaseId: number, states: readonly AdMachineState[]) =>
  db
    .select({ id: devices.id, code: devices.deviceCode })
    .from(d)
    .innerJoin(devices, eq(devices.id, d.deviceId))
    .where(and(eq(d.releaseId, releaseId), inArray(d.state, [...states])));

/** POST /api/AdList/retry: the failed machines are pending again and sent their playlist. */
export async function retryRelease(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  id: number,
  baseUrl: string,
): Promise<AdReleaseActionResult> {
  const release = await visibleRelease(db, auth, id);
  if (release.status === 'withdrawn') throw AppError.badRequest('adReleaseWithdrawn');
  if (release.endDate < (await businessToday(db))) throw AppError.badRequest('adReleaseEnded');
  const again = await db
    .update(d)
    .set({ state: 'pending', reason: null, updatedAt: new Date() })
    .where(and(eq(d.releaseId, id), eq(d.state, 'failed')))
    .returning({ deviceId: d.deviceId });
  if (again.length === 0) throw AppError.badRequest('adNothingToRetry');
  const machines = await machinesWith(db, id, ['pending']);
  return { id, machines: again.length, sent: await pushPlaylists(db, link, machines, baseUrl) };
}

/**
 * POST /api/AdList/withdraw: the release is withdrawn; a machine never sent it is withdrawn at
 * once, one that was is withdrawing until it acknowledges a playlist without it.
 */
export async function withdrawRelease(
  db: Database,
  link: DeviceLink,
  auth: AuthContext,
  id: number,
  baseUrl: string,
): Promise<AdReleaseActionResult> {
  await visibleRelease(db, auth, id);
  const changed = await db.transaction(async (tx) => {
    // Two withdrawals at once: the second finds it withdrawn.
    const [locked] = await tx.select({ status: adReleases.status }).from(adReleases).where(eq(adReleases.id, id)).for('update');
    if (locked?.status !== 'active') throw AppError.badRequest('adReleaseWithdrawn');
    const now = new Date();
    await tx.update(adReleases).set({ status: 'withdrawn', withdrawnAt: now }).where(eq(adReleases.id, id));
    return (await takeOff(tx as unknown as Database, eq(d.releaseId, id), now)).length;
  });
  const machines = await machinesWith(db, id, ['withdrawing']);
  return { id, machines: changed, sent: await pushPlaylists(db, link, machines, baseUrl) };
}

/* ---------------- reading ---------------- */

const NO_MACHINES: AdMachineCounts = { total: 0, pending: 0, delivered: 0, failed: 0, withdrawing: 0, withdrawn: 0 };

const releaseColumns = {
  id: adReleases.id,
  orgId: adReleases.orgId,
  name: adReleases.name,
  materialId: adReleases.materialId,
  materialName: adMaterials.name,
  kind: adMaterials.kind,
  url: adMaterials.url,
  beginDate: adReleases.beginDate,
  endDate: adReleases.endDate,
  hourFrom: adReleases.hourFrom,
  hourTo: adReleases.hourTo,
  sort: adReleases.sort,
  siteIds: adReleases.siteIds,
  status: adReleases.status,
  createdBy: adReleases.createdByName,
  createdAt: adReleases.createdAt,
  withdrawnAt: adReleases.withdrawnAt,
  machineStates: keptStatesOf(adReleaseStateCounts, adReleases.id),
  // The chosen points' names in the order they were chosen (a point since deleted: its number).
  siteNames: sql<
    string[] | null
  >`(select array_agg(coalesce(${sites.name}, '#' || chosen.id) order by chosen.nth) from jsonb_array_elements_text(${adReleases.siteIds}) with ordinality as chosen(id, nth) left join ${sites} on ${sites.id} = cast(chosen.id as integer))`,
};

const selectReleases = (db: Database, where: SQL | undefined) =>
  db.select(releaseColumns).from(adReleases).innerJoin(adMaterials, eq(adMaterials.id, adReleases.materialId)).where(where);
type Selected = Awaited<ReturnType<typeof selectReleases>>[number];

async function toRows(db: Database, rows: Selected[], day: string): Promise<AdReleaseRow[]> {
  // Customers' names in one statement of their own: a sub-select per row plans slowly.
  const customers = await customerNamesOf(
    db,
    rows.map((r) => r.orgId),
  );
  return rows.map(({ siteIds: ids, siteNames, machineStates, createdAt, withdrawnAt, status, ...r }) => ({
    ...r,
    customerName: customers.get(r.orgId) ?? null,
    siteIds: ids,
    siteNames: ids ? (siteNames ?? []) : null,
    status: (status === 'withdrawn' ? 'withdrawn' : r.endDate < day ? 'ended' : 'active') as AdReleaseStatus,
    counts: stateCountsOf(machineStates, NO_MACHINES),
    createTime: createdAt.toISOString(),
    withdrawnAt: iso(withdrawnAt),
  }));
}

/** GET /api/AdList/list: releases of the caller's scope with their machines counted by state, newest first. */
export async function listReleases(db: Database, auth: AuthContext, q: AdReleaseListQuery): Promise<Page<AdReleaseRow>> {
  const day = await businessToday(db);
  const status =
    q.status === 'withdrawn'
      ? eq(adReleases.status, 'withdrawn')
      : q.status === 'ended'
        ? and(eq(adReleases.status, 'active'), lt(adReleases.endDate, day))
        : q.status === 'active'
          ? and(eq(adReleases.status, 'active'), gte(adReleases.endDate, day))
          : undefined;
  const where = and(
    scopeCondition(auth, { org: adReleases.orgId }),
    q.materialId ? eq(adReleases.materialId, q.materialId) : undefined,
    q.kind ? eq(adMaterials.kind, q.kind) : undefined,
    containing(adReleases.name, q.name),
    status,
  );
  return selectPageQuery(db, {
    params: q,
    sortable: { createTime: adReleases.createdAt, name: adReleases.name, sort: adReleases.sort, beginDate: adReleases.beginDate },
    defaultOrder: [desc(adReleases.createdAt), desc(adReleases.id)],
    select: selectReleases(db, where),
    counted: q.kind
      ? db.select({ id: adReleases.id }).from(adReleases).innerJoin(adMaterials, eq(adMaterials.id, adReleases.materialId)).where(where)
      : db.select({ id: adReleases.id }).from(adReleases).where(where),
    toRows: (rows) => toRows(db, rows, day),
  });
}

/** GET /api/AdList/detail. */
export async function releaseDetail(db: Database, auth: AuthContext, id: number): Promise<AdReleaseRow> {
  const found = await selectReleases(db, and(eq(adReleases.id, id), scopeCondition(auth, { org: adReleases.orgId })));
  if (found.length === 0) throw AppError.notFound();
  return (await toRows(db, found, await businessToday(db)))[0]!;
}

/** GET /api/AdList/machines: one release's machines the caller sees, by device code. */
export async function listReleaseMachines(db: Database, auth: AuthContext, q: AdMachineListQuery): Promise<Page<AdMachineRow>> {
  await visibleRelease(db, auth, q.id);
  const viewer = await withDeviceScope(db, auth);
  const where = and(eq(d.releaseId, q.id), deviceVisibility(viewer), q.state ? eq(d.state, q.state) : undefined);
  return selectPageQuery(db, {
    params: q,
    sortable: { deviceCode: devices.deviceCode, state: d.state, plays: d.plays, lastShownAt: d.lastShownAt },
    defaultOrder: [asc(devices.deviceCode)],
    select: db
      .select({
        deviceId: d.deviceId,
        deviceCode: devices.deviceCode,
        deviceName: devices.name,
        siteId: devices.siteId,
        siteName: sites.name,
        online: devices.online,
        state: d.state,
        reason: d.reason,
        attempts: d.attempts,
        sentAt: d.sentAt,
        ackedAt: d.ackedAt,
        plays: d.plays,
        lastShownAt: d.lastShownAt,
        showing: d.showing,
      })
      .from(d)
      .innerJoin(devices, eq(devices.id, d.deviceId))
      .leftJoin(sites, eq(sites.id, devices.siteId))
      .where(where),
    exactTotal: 'all',
    toRows: (rows) =>
      rows.map((r): AdMachineRow => ({
        ...r,
        online: r.online === 1,
        showing: r.showing === 1,
        sentAt: iso(r.sentAt),
        ackedAt: iso(r.ackedAt),
        lastShownAt: iso(r.lastShownAt),
      })),
  });
}
