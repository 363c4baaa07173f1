import { type Lang, type Site, type SiteListQuery, type siteSaveSchema } from '@vr/contracts';
import { type SQL, and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery, selectPage } from '../../platform/list/page-query.js';
import { countWhere } from '../../platform/list/total.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs } from '../../platform/identity/schema.js';
import { deviceCountAtSite, deviceCountsAtSites } from './devices-at.js';
import { ownerFor } from './owner.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { namesOf, regionChains } from './regions.js';
import { regions, routes, sites, zones } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

type SaveInput = z.output<typeof siteSaveSchema>;

/** Built on use: the devices area tells how to count its devices when it loads. */
const deviceCount = () => deviceCountAtSite(sites.id);

const siteColumns = () => ({
  id: sites.id,
  orgId: sites.orgId,
  orgName: orgs.name,
  siteName: sites.name,
  siteCode: sites.code,
  regionId: sites.regionId,
  country: sites.country,
  province: sites.province,
  city: sites.city,
  district: sites.district,
  address: sites.address,
  lng: sites.lng,
  lat: sites.lat,
  scenario: sites.scenario,
  contact: sites.contact,
  phone: sites.phone,
  zoneId: sites.zoneId,
  zoneName: zones.name,
  routeId: sites.routeId,
  routeName: routes.name,
  status: sites.status,
  remark: sites.remark,
  deviceCount: deviceCount(),
  createdAt: sites.createdAt,
  updatedAt: sites.updatedAt,
});

type SiteRow = { [K in keyof ReturnType<typeof siteColumns>]: unknown } & { createdAt: Date; updatedAt: Date; orgName: string | null };

/** Rows of the list/export/detail query (joins the names), with region paths and names in the reader's language filled in one go. */
export async function toSites(db: Database, rows: SiteRow[], lang: Lang): Promise<Site[]> {
  const chains = await regionChains(
    db,
    rows.map((r) => r.regionId as number | null),
  );
  return rows.map((r) => {
    const { createdAt, updatedAt, ...rest } = r;
    const chain = r.regionId ? chains.get(r.regionId as number) : undefined;
    return {
      ...(rest as unknown as Omit<Site, 'regionPath' | 'createTime' | 'updateTime'>),
      ...(chain ? namesOf(chain, lang) : {}),
      orgName: r.orgName ?? '',
      deviceCount: Number(r.deviceCount ?? 0),
      regionPath: chain?.map((c) => c.id) ?? [],
      createTime: createdAt.toISOString(),
      updateTime: updatedAt.toISOString(),
    };
  });
}

export function siteQuery(db: Database) {
  return db
    .select(siteColumns())
    .from(sites)
    .leftJoin(orgs, eq(orgs.id, sites.orgId))
    .leftJoin(zones, eq(zones.id, sites.zoneId))
    .leftJoin(routes, eq(routes.id, sites.routeId));
}

/** The list's filter (also the export's): data scope AND the query's filters. */
export async function siteFilter(db: Database, q: SiteListQuery, auth: AuthContext): Promise<SQL | undefined> {
  const keyword = q.keyword ? containsPattern(q.keyword) : undefined;
  let region: SQL | undefined;
  if (q.regionId !== undefined) {
    // A region matches its points and those of every region below it.
    region = sql`${sites.regionId} in (with recursive d as (select id from ${regions} where id = ${q.regionId} union all select r.id from ${regions} r join d on r.parent_id = d.id) select id from d)`;
  }
  return and(
    scopeCondition(auth, { org: sites.orgId }),
    inOrgSubtree(sites.orgId, q.orgId),
    keyword ? or(ilike(sites.name, keyword), ilike(sites.code, keyword)) : undefined,
    region,
    q.zoneId !== undefined ? eq(sites.zoneId, q.zoneId) : undefined,
    q.routeId !== undefined ? eq(sites.routeId, q.routeId) : undefined,
    q.status !== undefined ? eq(sites.status, q.status) : undefined,
  );
}

export const SITE_DEFAULT_ORDER = [asc(sites.orgId), asc(sites.code), asc(sites.id)];

export async function listSites(db: Database, q: SiteListQuery, auth: AuthContext, lang: Lang): Promise<Page<Site>> {
  const where = await siteFilter(db, q, auth);
  return pageQuery({
    params: q,
    sortable: {
      siteName: sites.name,
      siteCode: sites.code,
      orgName: orgs.name,
      city: sites.city,
      zoneName: zones.name,
      routeName: routes.name,
      status: sites.status,
      deviceCount: deviceCount(),
      createTime: sites.createdAt,
    },
    defaultOrder: SITE_DEFAULT_ORDER,
    rows: async (page) => toSites(db, (await selectPage(siteQuery(db).where(where), page)) as SiteRow[], lang),
    count: () => countWhere(db, sites, where),
  });
}

/** One point the caller may see: 404 when missing, 403 outside the data scope. */
export async function loadSite(db: Database, id: number, auth: AuthContext, lang: Lang): Promise<Site> {
  const rows = (await siteQuery(db).where(eq(sites.id, id)).limit(1)) as SiteRow[];
  const row = rows[0];
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId as number }))) throw AppError.forbidden();
  return (await toSites(db, [row], lang))[0]!;
}

/** The partition and route of a point must be its customer's. */
export async function checkZoneRoute(db: Database, customerId: number, zoneId: number | undefined, routeId: number | undefined) {
  if (zoneId !== undefined) {
    const [zone] = await db.select({ orgId: zones.orgId }).from(zones).where(eq(zones.id, zoneId)).limit(1);
    if (!zone || zone.orgId !== customerId) throw AppError.field('zoneId', 'zoneOtherCustomer');
  }
  if (routeId !== undefined) {
    const [route] = await db.select({ orgId: routes.orgId }).from(routes).where(eq(routes.id, routeId)).limit(1);
    if (!route || route.orgId !== customerId) throw AppError.field('routeId', 'routeOtherCustomer');
  }
}

/** POST /api/DeviceSite/save: creates without `id` (needs add), else updates (needs edit). */
export async function saveSite(db: Database, input: SaveInput, auth: AuthContext, lang: Lang): Promise<Site> {
  const creating = input.id === undefined;
  const current = creating ? null : await loadSite(db, input.id!, auth, lang);
  const owner = await ownerFor(db, input.orgId ?? current?.orgId, auth);
  await checkZoneRoute(db, owner.customerId, input.zoneId, input.routeId);

  let place = { country: null, province: null, city: null, district: null } as ReturnType<typeof namesOf>;
  if (input.regionId !== undefined) {
    const chain = (await regionChains(db, [input.regionId])).get(input.regionId);
    if (!chain) throw AppError.field('regionId', 'regionUnknown');
    place = namesOf(chain);
  }
  if (input.siteCode) {
    const [dup] = await db
      .select({ id: sites.id })
      .from(sites)
      .where(and(eq(sites.orgId, owner.orgId), eq(sites.code, input.siteCode), current ? ne(sites.id, current.id) : undefined))
      .limit(1);
    if (dup) throw AppError.field('siteCode', 'siteCodeExists', { siteCode: input.siteCode });
  }
  const values = {
    orgId: owner.orgId,
    name: input.siteName,
    code: input.siteCode ?? null,
    regionId: input.regionId ?? null,
    ...place,
    address: input.address ?? null,
    lng: input.lng ?? null,
    lat: input.lat ?? null,
    scenario: input.scenario ?? null,
    contact: input.contact ?? null,
    phone: input.phone ?? null,
    zoneId: input.zoneId ?? null,
    routeId: input.routeId ?? null,
    status: input.status,
    remark: input.remark ?? null,
  };
  if (!current) {
    const [row] = await db
      .insert(sites)
      .values({ ...values, createdBy: auth.userId })
      .returning({ id: sites.id });
    return loadSite(db, row!.id, auth, lang);
  }
  await db
    .update(sites)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(sites.id, current.id));
  return loadSite(db, current.id, auth, lang);
}

/** Deletes points; refuses the whole batch when one is out of scope or still has devices. */
export async function deleteSites(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const rows = await db.select({ id: sites.id, orgId: sites.orgId, name: sites.name }).from(sites).where(inArray(sites.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  for (const row of rows) if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  const used = [...(await deviceCountsAtSites(db, ids))];
  const first = used.find(([, n]) => n > 0);
  if (first) {
    const [siteId, n] = first;
    const site = rows.find((r) => r.id === siteId)!;
    throw AppError.badRequest('siteHasDevices', { name: site.name, count: n });
  }
  await db.delete(sites).where(inArray(sites.id, ids));
  return rows.length;
}
