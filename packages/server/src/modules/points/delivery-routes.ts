import { type Route, type routeListSchema, type routeSaveSchema } from '@vr/contracts';
import { and, asc, count, eq, ilike, inArray, ne, notInArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { AppError } from '../../platform/http/errors.js';
import { type Page, pageQuery } from '../../platform/list/page-query.js';
import { isInScope, scopeCondition } from '../../platform/rbac/data-scope.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { releaseDeviceRoutes } from './devices-at.js';
import { orgUnder, ownerFor } from './owner.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { routes, sites, zones } from './schema.js';
import { containsPattern } from '../../platform/sql/like.js';

type SaveInput = z.output<typeof routeSaveSchema>;
type ListQuery = z.output<typeof routeListSchema>;

const siteCount = sql<number>`(select count(*)::int from ${sites} where ${sites.routeId} = ${routes.id})`;

const columns = {
  id: routes.id,
  orgId: routes.orgId,
  orgName: orgs.name,
  routeName: routes.name,
  zoneId: routes.zoneId,
  zoneName: zones.name,
  maintainerId: routes.userId,
  maintainerName: users.employeeName,
  remark: routes.remark,
  siteCount,
  createdAt: routes.createdAt,
  updatedAt: routes.updatedAt,
};

type RouteRow = Omit<Route, 'createTime' | 'updateTime' | 'sites' | 'orgName'> & {
  orgName: string | null;
  createdAt: Date;
  updatedAt: Date;
};

const toRoute = ({ createdAt, updatedAt, ...r }: RouteRow): Route => ({
  ...r,
  orgName: r.orgName ?? '',
  siteCount: Number(r.siteCount),
  createTime: createdAt.toISOString(),
  updateTime: updatedAt.toISOString(),
});

const baseQuery = (db: Database) =>
  db
    .select(columns)
    .from(routes)
    .leftJoin(orgs, eq(orgs.id, routes.orgId))
    .leftJoin(zones, eq(zones.id, routes.zoneId))
    .leftJoin(users, eq(users.id, routes.userId));

export async function listRoutes(db: Database, q: ListQuery, auth: AuthContext): Promise<Page<Route>> {
  const where = and(
    scopeCondition(auth, { org: routes.orgId }),
    inOrgSubtree(routes.orgId, q.orgId),
    q.zoneId !== undefined ? eq(routes.zoneId, q.zoneId) : undefined,
    q.routeName ? ilike(routes.name, containsPattern(q.routeName)) : undefined,
  );
  return pageQuery({
    params: q,
    sortable: { routeName: routes.name, orgName: orgs.name, zoneName: zones.name, siteCount, createTime: routes.createdAt },
    defaultOrder: [asc(routes.orgId), asc(routes.name), asc(routes.id)],
    rows: async ({ limit, offset, orderBy }) =>
      (
        (await baseQuery(db)
          .where(where)
          .orderBy(...orderBy)
          .limit(limit)
          .offset(offset)) as RouteRow[]
      ).map(toRoute),
    count: async () => (await db.select({ n: count() }).from(routes).where(where))[0]?.n ?? 0,
  });
}

export async function loadRoute(db: Database, id: number, auth: AuthContext): Promise<Route> {
  const [row] = (await baseQuery(db).where(eq(routes.id, id)).limit(1)) as RouteRow[];
  if (!row) throw AppError.notFound();
  if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  const onRoute = await db
    .select({ id: sites.id, name: sites.name, orgId: sites.orgId, code: sites.code })
    .from(sites)
    .where(eq(sites.routeId, id))
    .orderBy(asc(sites.code), asc(sites.id));
  return { ...toRoute(row), sites: onRoute };
}

/** POST /api/SiteRoute/save: the route, and (when `siteIds` is given) exactly those points on it. */
export async function saveRoute(db: Database, input: SaveInput, auth: AuthContext): Promise<Route> {
  const creating = input.id === undefined;
  const current = creating ? null : await loadRoute(db, input.id!, auth);
  const owner = await ownerFor(db, input.orgId ?? current?.orgId, auth, true);
  if (current && owner.orgId !== current.orgId && current.siteCount > 0 && input.siteIds === undefined) {
    throw AppError.field('orgId', 'routeOtherCustomer');
  }
  if (input.zoneId !== undefined) {
    const [zone] = await db.select({ orgId: zones.orgId }).from(zones).where(eq(zones.id, input.zoneId)).limit(1);
    if (!zone || zone.orgId !== owner.orgId) throw AppError.field('zoneId', 'zoneOtherCustomer');
  }
  if (input.maintainerId !== undefined) {
    const [user] = await db.select({ orgId: users.orgId }).from(users).where(eq(users.id, input.maintainerId)).limit(1);
    if (!user || !(await orgUnder(db, user.orgId, owner.customerPath))) throw AppError.field('maintainerId', 'accountOtherCustomer');
  }
  const [dup] = await db
    .select({ id: routes.id })
    .from(routes)
    .where(and(eq(routes.orgId, owner.orgId), eq(routes.name, input.routeName), current ? ne(routes.id, current.id) : undefined))
    .limit(1);
  if (dup) throw AppError.field('routeName', 'routeNameExists', { routeName: input.routeName });
  const siteIds = input.siteIds ? [...new Set(input.siteIds)] : undefined;
  if (siteIds?.length) {
    const rows = await db
      .select({ id: sites.id, path: orgs.path })
      .from(sites)
      .innerJoin(orgs, eq(orgs.id, sites.orgId))
      .where(inArray(sites.id, siteIds));
    if (rows.length !== siteIds.length || rows.some((r) => !r.path.startsWith(owner.customerPath))) {
      throw AppError.field('siteIds', 'siteOtherCustomer');
    }
  }
  const values = {
    orgId: owner.orgId,
    name: input.routeName,
    zoneId: input.zoneId ?? null,
    userId: input.maintainerId ?? null,
    remark: input.remark ?? null,
  };
  const id = await db.transaction(async (tx) => {
    let routeId: number;
    if (current) {
      routeId = current.id;
      await tx
        .update(routes)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(routes.id, routeId));
    } else {
      const [row] = await tx
        .insert(routes)
        .values({ ...values, createdBy: auth.userId })
        .returning({ id: routes.id });
      routeId = row!.id;
    }
    if (siteIds) {
      await tx
        .update(sites)
        .set({ routeId: null })
        .where(and(eq(sites.routeId, routeId), siteIds.length ? notInArray(sites.id, siteIds) : undefined));
      if (siteIds.length) await tx.update(sites).set({ routeId }).where(inArray(sites.id, siteIds));
    }
    return routeId;
  });
  return loadRoute(db, id, auth);
}

/** Deletes routes; their points and devices stay, without route. */
export async function deleteRoutes(db: Database, ids: number[], auth: AuthContext): Promise<number> {
  const rows = await db.select({ id: routes.id, orgId: routes.orgId }).from(routes).where(inArray(routes.id, ids));
  if (rows.length !== ids.length) throw AppError.notFound();
  for (const row of rows) if (!(await isInScope(db, auth, { orgId: row.orgId }))) throw AppError.forbidden();
  await db.transaction(async (tx) => {
    await tx.update(sites).set({ routeId: null }).where(inArray(sites.routeId, ids));
    await releaseDeviceRoutes(tx, ids);
    await tx.delete(routes).where(inArray(routes.id, ids));
  });
  return rows.length;
}
