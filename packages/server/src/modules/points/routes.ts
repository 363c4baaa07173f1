import {
  type ImportRowError,
  POINT_API,
  POINT_LIMITS,
  type PointOption,
  ROUTE_PERMS,
  SESSION,
  SITE_PERMS,
  ZONE_PERMS,
  idQuerySchema,
  idsBodySchema,
  pointAccountsSchema,
  message,
  pointOptionsSchema,
  regionListSchema,
  routeListSchema,
  routeSaveSchema,
  siteImportQuerySchema,
  siteImportRowSchema,
  siteListSchema,
  siteSaveSchema,
  zoneListSchema,
  zoneSaveSchema,
} from '@vr/contracts';
import { type AnyColumn, and, asc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { currentUser } from '../../platform/auth/guard.js';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { duplicateRows, parseImport, sendTemplate } from '../../platform/excel/index.js';
import { ok } from '../../platform/http/envelope.js';
import { listRoute } from '../../platform/routes/read.js';
import { AppError } from '../../platform/http/errors.js';
import { requestLang } from '../../platform/http/lang.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import type { ModuleContext } from '../../platform/area.js';
import { SITE_IMPORT_COLUMNS } from './excel.js';
import { dictValueReader } from '../dicts/index.js';
import { deleteRoutes, listRoutes, loadRoute, saveRoute } from './delivery-routes.js';
import { customerIdOf, inOrgSubtree, ownerFor } from './owner.js';
import { listRegions, namesOf, regionByNames, regionChains, regionMap, regionsStamp } from './regions.js';
import { sharedResponses } from '../../platform/http/shared-response.js';
import { routes, sites, zones } from './schema.js';
import { deleteSites, listSites, loadSite, saveSite } from './sites.js';
import { customerAccounts, deleteZones, listZones, loadZone, saveZone } from './zones.js';
import { containsPattern } from '../../platform/sql/like.js';
import { guardOf } from '../../platform/routes/access.js';

const regionKey = (d: {
  country?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  district?: string | undefined;
}) => [d.country, d.province, d.city, d.district].map((v) => v ?? '').join('\u0000');

const audit = (module: string, action: string) => ({ module, action });

/** Options of a select: in the caller's scope, optionally one customer's subtree / one partition. */
async function options(
  db: Database,
  table: typeof sites | typeof zones | typeof routes,
  q: { orgId?: number | undefined; customerOf?: number | undefined; zoneId?: number | undefined; keyword?: string | undefined },
  auth: AuthContext,
): Promise<PointOption[]> {
  const t = table as typeof sites;
  // An organisation outside any customer has no points: -1 matches no organisation.
  const customerId = q.customerOf === undefined ? undefined : ((await customerIdOf(db, q.customerOf)) ?? -1);
  const where = and(
    scopeCondition(auth, { org: t.orgId }),
    await inOrgSubtree(db, t.orgId as AnyColumn, q.orgId),
    await inOrgSubtree(db, t.orgId as AnyColumn, customerId),
    q.keyword ? ilike(t.name, containsPattern(q.keyword)) : undefined,
    q.zoneId !== undefined && 'zoneId' in table ? eq((table as typeof routes).zoneId, q.zoneId) : undefined,
    table === sites ? eq(sites.status, 0) : undefined,
  );
  const rows = await db
    .select({ id: t.id, name: t.name, orgId: t.orgId, code: table === sites ? sites.code : sql<null>`null` })
    .from(t)
    .where(where)
    .orderBy(asc(t.name), asc(t.id))
    .limit(500);
  return rows.map((r) => ({ id: r.id, name: r.name, orgId: r.orgId, code: r.code ?? null }));
}

/** Regions change only with a new dataset at start-up; a minute bounds what a direct database edit waits. */
const REGIONS_MAX_AGE_MS = 60_000;

export async function pointRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['points'];
  // Every picker asks for the same levels: one serialised, compressed answer per language and query
  // (a keyword search is answered afresh), renewed when the regions change.
  const sharedRegions = sharedResponses(REGIONS_MAX_AGE_MS);

  /* ----- regions ----- */
  app.get(
    POINT_API.regionList,
    {
      config: { access: SESSION },
      schema: { tags, summary: 'Regions: children of parentId (0 = countries), flat', querystring: regionListSchema },
    },
    async (request, reply) => {
      const lang = requestLang(request);
      if (request.query.keyword) return ok(await listRegions(db, request.query, lang));
      const { parentId, level, openTo } = request.query;
      const key = `list|${lang}|${parentId ?? ''}|${level ?? ''}|${openTo ?? ''}|${await regionsStamp(db)}`;
      return sharedRegions(request, reply, key, () => listRegions(db, request.query, lang));
    },
  );
  app.get(
    POINT_API.regionMap,
    { config: { access: SESSION }, schema: { tags, summary: 'The region tree country → province → city → district' } },
    async (request, reply) => {
      const lang = requestLang(request);
      return sharedRegions(request, reply, `map|${lang}|${await regionsStamp(db)}`, () => regionMap(db, lang));
    },
  );

  /* ----- sites ----- */
  listRoute(
    base,
    { url: POINT_API.siteList, access: SITE_PERMS.list, tags, summary: 'Points, paged and filtered', querystring: siteListSchema },
    (query, auth, { lang }) => listSites(db, query, auth, lang),
  );
  app.get(
    POINT_API.siteOptions,
    {
      config: { access: SESSION },
      schema: { tags, summary: 'Enabled points of the caller’s scope (selects)', querystring: pointOptionsSchema },
    },
    async (request) => ok(await options(db, sites, request.query, currentUser(request))),
  );
  app.get(
    POINT_API.siteDetail,
    { config: { access: SITE_PERMS.query }, schema: { tags, summary: 'One point', querystring: idQuerySchema } },
    async (request) => ok(await loadSite(db, request.query.id, currentUser(request), requestLang(request))),
  );
  app.post(
    POINT_API.siteSave,
    {
      ...guardOf({ create: SITE_PERMS.add, update: SITE_PERMS.edit }, audit('site', 'save')),
      schema: {
        tags,
        summary: 'Create (no id) or update a point (JSON)',
        description: `Creating needs \`${SITE_PERMS.add}\`, updating \`${SITE_PERMS.edit}\` (checked once the body is valid).`,
        body: siteSaveSchema,
      },
    },
    async (request) => ok(await saveSite(db, request.body, currentUser(request), requestLang(request))),
  );
  app.post(
    POINT_API.siteDelete,
    {
      config: { access: SITE_PERMS.remove, audit: audit('site', 'delete') },
      schema: { tags, summary: 'Delete points (refused while devices stand at one)', body: idsBodySchema },
    },
    async (request) => ok({ deleted: await deleteSites(db, request.body.ids, currentUser(request)) }),
  );
  app.get(
    POINT_API.siteTemplate,
    { config: { access: SITE_PERMS.import }, schema: { tags, summary: 'The point import template (xlsx headers)' } },
    async (request, reply) => sendTemplate(reply, 'points_template', requestLang(request), SITE_IMPORT_COLUMNS as never),
  );
  app.post(
    POINT_API.siteImport,
    {
      config: { access: SITE_PERMS.import, audit: audit('site', 'import') },
      schema: {
        tags,
        summary: `Import points from xlsx into a customer (orgId), at most ${POINT_LIMITS.importMaxRows} rows, all or nothing`,
        querystring: siteImportQuerySchema,
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const auth = currentUser(request);
      if (request.query.orgId === undefined && !(await customerIdOf(db, auth.orgId))) throw AppError.field('orgId', 'pointImportCustomer');
      const owner = await ownerFor(db, request.query.orgId, auth);
      const update = request.query.updateSupport === 'true' || request.query.updateSupport === '1';
      const existing = new Map<string, number>();
      const regionOf = new Map<string, { id: number | null; unknown?: string; field?: string }>();
      const zoneIds = new Map<string, number>();
      const routeIds = new Map<string, number>();
      const rows = await parseImport(request, {
        columns: SITE_IMPORT_COLUMNS as never,
        schema: siteImportRowSchema,
        maxRows: POINT_LIMITS.importMaxRows,
        lang,
        check: async (valid) => {
          const errors: ImportRowError[] = duplicateRows(
            valid.filter((r) => r.data.siteCode),
            (d) => d.siteCode!,
            'siteCode',
            lang,
          );
          const codes = [...new Set(valid.map((r) => r.data.siteCode).filter((c): c is string => !!c))];
          if (codes.length) {
            for (const s of await db
              .select({ id: sites.id, code: sites.code })
              .from(sites)
              .where(and(eq(sites.orgId, owner.orgId), inArray(sites.code, codes))))
              existing.set(s.code!, s.id);
          }
          for (const z of await db.select({ id: zones.id, name: zones.name }).from(zones).where(eq(zones.orgId, owner.customerId)))
            zoneIds.set(z.name, z.id);
          for (const r of await db.select({ id: routes.id, name: routes.name }).from(routes).where(eq(routes.orgId, owner.customerId)))
            routeIds.set(r.name, r.id);
          for (const { row, data } of valid) {
            if (data.siteCode && !update && existing.has(data.siteCode))
              errors.push({ row, field: 'siteCode', message: message('siteCodeExists', lang, { siteCode: data.siteCode }) });
            if (data.zoneName && !zoneIds.has(data.zoneName))
              errors.push({ row, field: 'zoneName', message: message('zoneNotFoundByName', lang, { name: data.zoneName }) });
            if (data.routeName && !routeIds.has(data.routeName))
              errors.push({ row, field: 'routeName', message: message('routeNotFoundByName', lang, { name: data.routeName }) });
            const key = regionKey(data);
            if (!data.country && !data.province && !data.city && !data.district) continue;
            if (!regionOf.has(key)) regionOf.set(key, await regionByNames(db, data));
            const found = regionOf.get(key)!;
            if (found.unknown)
              errors.push({
                row,
                field: found.field ?? 'district',
                message: message('regionNotFoundByName', lang, { name: found.unknown }),
              });
          }
          return errors;
        },
      });

      const regionIdOf = (d: (typeof rows)[number]['data']) => regionOf.get(regionKey(d))?.id ?? null;
      // The export writes the scenario's label: read back a label in any language, or the code.
      const scenarioOf = await dictValueReader(db, 'site_scenario');
      const chains = await regionChains(
        db,
        rows.map((r) => regionIdOf(r.data)),
      );
      await db.transaction(async (tx) => {
        const inserts: (typeof sites.$inferInsert)[] = [];
        for (const { data } of rows) {
          const regionId = regionIdOf(data);
          const values = {
            orgId: owner.orgId,
            name: data.siteName,
            code: data.siteCode ?? null,
            regionId,
            ...namesOf(regionId ? chains.get(regionId) : undefined),
            address: data.address ?? null,
            lng: data.lng ?? null,
            lat: data.lat ?? null,
            scenario: data.scenario ? scenarioOf(data.scenario) : null,
            contact: data.contact ?? null,
            phone: data.phone ?? null,
            zoneId: data.zoneName ? zoneIds.get(data.zoneName)! : null,
            routeId: data.routeName ? routeIds.get(data.routeName)! : null,
            status: data.status,
            remark: data.remark ?? null,
          };
          const id = data.siteCode ? existing.get(data.siteCode) : undefined;
          if (id !== undefined)
            await tx
              .update(sites)
              .set({ ...values, updatedAt: new Date() })
              .where(eq(sites.id, id));
          else inserts.push({ ...values, createdBy: auth.userId });
        }
        for (let i = 0; i < inserts.length; i += 500) await tx.insert(sites).values(inserts.slice(i, i + 500));
      });
      return ok({ imported: rows.length }, { result: message('importDone', lang, { count: rows.length }) });
    },
  );

  /* ----- partitions ----- */
  listRoute(
    base,
    {
      url: POINT_API.zoneList,
      access: ZONE_PERMS.list,
      tags,
      summary: 'Partitions with their alarm recipients, paged',
      querystring: zoneListSchema,
    },
    (query, auth) => listZones(db, query, auth),
  );
  app.get(
    POINT_API.zoneOptions,
    {
      config: { access: SESSION },
      schema: { tags, summary: 'Partitions of the caller’s scope (selects)', querystring: pointOptionsSchema },
    },
    async (request) => ok(await options(db, zones, request.query, currentUser(request))),
  );
  app.get(
    POINT_API.zoneDetail,
    { config: { access: ZONE_PERMS.query }, schema: { tags, summary: 'One partition', querystring: idQuerySchema } },
    async (request) => ok(await loadZone(db, request.query.id, currentUser(request))),
  );
  app.post(
    POINT_API.zoneSave,
    {
      ...guardOf({ create: ZONE_PERMS.add, update: ZONE_PERMS.edit }, audit('zone', 'save')),
      schema: {
        tags,
        summary: 'Create (no id) or update a partition and its alarm recipients (JSON)',
        description: `Creating needs \`${ZONE_PERMS.add}\`, updating \`${ZONE_PERMS.edit}\` (checked once the body is valid).`,
        body: zoneSaveSchema,
      },
    },
    async (request) => ok(await saveZone(db, request.body, currentUser(request))),
  );
  app.post(
    POINT_API.zoneDelete,
    {
      config: { access: ZONE_PERMS.remove, audit: audit('zone', 'delete') },
      schema: { tags, summary: 'Delete partitions and their alarm recipients', body: idsBodySchema },
    },
    async (request) => ok(await deleteZones(db, request.body.ids, currentUser(request))),
  );

  app.get(
    POINT_API.accounts,
    {
      config: { access: SESSION },
      schema: {
        tags,
        summary: 'Enabled accounts of a customer (alarm recipients, route maintainers), in the caller’s scope',
        querystring: pointAccountsSchema,
      },
    },
    async (request) => ok(await customerAccounts(db, request.query.orgId, currentUser(request))),
  );

  /* ----- routes (lines) ----- */
  listRoute(
    base,
    { url: POINT_API.routeList, access: ROUTE_PERMS.list, tags, summary: 'Routes, paged', querystring: routeListSchema },
    (query, auth) => listRoutes(db, query, auth),
  );
  app.get(
    POINT_API.routeOptions,
    { config: { access: SESSION }, schema: { tags, summary: 'Routes of the caller’s scope (selects)', querystring: pointOptionsSchema } },
    async (request) => ok(await options(db, routes, request.query, currentUser(request))),
  );
  app.get(
    POINT_API.routeDetail,
    { config: { access: ROUTE_PERMS.query }, schema: { tags, summary: 'One route with its points', querystring: idQuerySchema } },
    async (request) => ok(await loadRoute(db, request.query.id, currentUser(request))),
  );
  app.post(
    POINT_API.routeSave,
    {
      ...guardOf({ create: ROUTE_PERMS.add, update: ROUTE_PERMS.edit }, audit('route', 'save')),
      schema: {
        tags,
        summary: 'Create (no id) or update a route (JSON); siteIds sets its points',
        description: `Creating needs \`${ROUTE_PERMS.add}\`, updating \`${ROUTE_PERMS.edit}\` (checked once the body is valid).`,
        body: routeSaveSchema,
      },
    },
    async (request) => ok(await saveRoute(db, request.body, currentUser(request))),
  );
  app.post(
    POINT_API.routeDelete,
    {
      config: { access: ROUTE_PERMS.remove, audit: audit('route', 'delete') },
      schema: { tags, summary: 'Delete routes (their points stay, without route)', body: idsBodySchema },
    },
    async (request) => ok({ deleted: await deleteRoutes(db, request.body.ids, currentUser(request)) }),
  );
}
