import {
  type ImportRowError,
  type Lang,
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
import type { PgTable } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { $ZodType, output } from 'zod/v4/core';
import type { AuthContext } from '../../platform/auth/types.js';
import type { Database } from '../../platform/db/database.js';
import { duplicateRows, parseImport, updatesExisting } from '../../platform/excel/index.js';
import type { Page } from '../../platform/list/page-query.js';
import { commandRoute } from '../../platform/routes/command.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { importRoute, templateRoute } from '../../platform/routes/import.js';
import { keptListRoute, keptRoute } from '../../platform/routes/kept.js';
import { AppError } from '../../platform/http/errors.js';
import { scopeCondition } from '../../platform/rbac/data-scope.js';
import type { ModuleContext } from '../../platform/area.js';
import { SITE_IMPORT_COLUMNS } from './excel.js';
import { dictValueReader } from '../dicts/index.js';
import { deleteRoutes, listRoutes, loadRoute, saveRoute } from './delivery-routes.js';
import { customerIdOf, ownerFor } from './owner.js';
import { inOrgSubtree } from '../../platform/identity/org-subtree.js';
import { orgs, users } from '../../platform/identity/schema.js';
import { listRegions, namesOf, regionByNames, regionChains, regionMap } from './regions.js';
import { regions, routes, sites, zoneRecipients, zones } from './schema.js';
import { deleteSites, listSites, loadSite, saveSite } from './sites.js';
import { customerAccounts, deleteZones, listZones, loadZone, saveZone } from './zones.js';
import { containsPattern } from '../../platform/sql/like.js';

const regionKey = (d: {
  country?: string | undefined;
  province?: string | undefined;
  city?: string | undefined;
  district?: string | undefined;
}) => [d.country, d.province, d.city, d.district].map((v) => v ?? '').join('\u0000');

const TAGS = ['points'];
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
    inOrgSubtree(t.orgId as AnyColumn, q.orgId),
    inOrgSubtree(t.orgId as AnyColumn, customerId),
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

/**
 * A kind of point (points, partitions, routes) and its routes: its list, the options of a select
 * (a session is enough), one by id, a save that creates (no id, needs `add`) or updates (needs
 * `edit`), and delete by ids.
 */
interface PointKind<Q extends $ZodType, S extends $ZodType> {
  table: typeof sites | typeof zones | typeof routes;
  /** Its operation-log module. */
  module: string;
  perms: { list: string; query: string; add: string; edit: string; remove: string };
  list: { url: string; summary: string; querystring: Q; rows: (query: output<Q>, auth: AuthContext, lang: Lang) => Promise<Page<unknown>> };
  options: { url: string; summary: string };
  detail: { url: string; summary: string; load: (id: number, auth: AuthContext, lang: Lang) => Promise<unknown> };
  save: { url: string; summary: string; body: S; run: (body: output<S>, auth: AuthContext, lang: Lang) => Promise<unknown> };
  remove: { url: string; summary: string; run: (ids: number[], auth: AuthContext) => Promise<unknown> };
  /**
   * Every table its list and its detail read, when they are kept until one of those changes
   * (`keptRoute`, per caller). Points are not: their list reads the machines standing at them.
   */
  keptFrom?: readonly PgTable[];
}

/** A kind's routes, in the order they are registered. */
function pointKindRoutes<Q extends $ZodType, S extends $ZodType>(app: FastifyInstance, db: Database, kind: PointKind<Q, S>): void {
  const { table, module, perms, list, detail, save, remove, keptFrom } = kind;
  const listSpec = { url: list.url, access: perms.list, tags: TAGS, summary: list.summary, querystring: list.querystring };
  const readList = (query: output<Q>, auth: AuthContext, { lang }: { lang: Lang }) => list.rows(query, auth, lang);
  if (keptFrom) keptListRoute(app, listSpec, { tables: keptFrom, perCaller: true }, readList);
  else listRoute(app, listSpec, readList);
  keptRoute(
    app,
    { url: kind.options.url, access: SESSION, tags: TAGS, summary: kind.options.summary, querystring: pointOptionsSchema },
    { tables: [table, orgs], perCaller: true },
    (query, auth) => options(db, table, query, auth),
  );
  const detailSpec = { url: detail.url, access: perms.query, tags: TAGS, summary: detail.summary, querystring: idQuerySchema };
  const readDetail = ({ id }: { id: number }, auth: AuthContext, { lang }: { lang: Lang }) => detail.load(id, auth, lang);
  if (keptFrom) keptRoute(app, detailSpec, { tables: keptFrom, perCaller: true }, readDetail);
  else readRoute(app, detailSpec, readDetail);
  commandRoute(
    app,
    {
      url: save.url,
      access: { create: perms.add, update: perms.edit },
      audit: audit(module, 'save'),
      tags: TAGS,
      summary: save.summary,
      description: `Creating needs \`${perms.add}\`, updating \`${perms.edit}\` (checked once the body is valid).`,
      body: save.body,
    },
    // The body `save.body` validated: its output, which the generic `S` does not name by itself.
    (body, auth, { lang }) => save.run(body as output<S>, auth, lang),
  );
  commandRoute(
    app,
    { url: remove.url, access: perms.remove, audit: audit(module, 'delete'), tags: TAGS, summary: remove.summary, body: idsBodySchema },
    ({ ids }, auth) => remove.run(ids, auth),
  );
}

export async function pointRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  /* ----- regions: every picker asks for the same levels; kept until the regions change ----- */
  keptRoute(
    base,
    {
      url: POINT_API.regionList,
      access: SESSION,
      tags: TAGS,
      summary: 'Regions: children of parentId (0 = countries), flat',
      querystring: regionListSchema,
    },
    { tables: [regions], perCaller: false },
    (query, _auth, { lang }) => listRegions(db, query, lang),
  );
  keptRoute(
    base,
    { url: POINT_API.regionMap, access: SESSION, tags: TAGS, summary: 'The region tree country → province → city → district' },
    { tables: [regions], perCaller: false },
    (_, _auth, { lang }) => regionMap(db, lang),
  );

  /* ----- points, partitions and routes: each a list, options for selects, one, save and delete ----- */
  pointKindRoutes(base, db, {
    table: sites,
    module: 'site',
    perms: SITE_PERMS,
    list: {
      url: POINT_API.siteList,
      summary: 'Points, paged and filtered',
      querystring: siteListSchema,
      rows: (query, auth, lang) => listSites(db, query, auth, lang),
    },
    options: { url: POINT_API.siteOptions, summary: 'Enabled points of the caller’s scope (selects)' },
    detail: { url: POINT_API.siteDetail, summary: 'One point', load: (id, auth, lang) => loadSite(db, id, auth, lang) },
    save: {
      url: POINT_API.siteSave,
      summary: 'Create (no id) or update a point (JSON)',
      body: siteSaveSchema,
      run: (body, auth, lang) => saveSite(db, body, auth, lang),
    },
    remove: {
      url: POINT_API.siteDelete,
      summary: 'Delete points (refused while devices stand at one)',
      run: async (ids, auth) => ({ deleted: await deleteSites(db, ids, auth) }),
    },
  });
  templateRoute(
    base,
    { url: POINT_API.siteTemplate, access: SITE_PERMS.import, tags: TAGS, summary: 'The point import template (xlsx headers)' },
    { fileName: 'points_template', columns: SITE_IMPORT_COLUMNS },
  );
  importRoute(
    base,
    {
      url: POINT_API.siteImport,
      access: SITE_PERMS.import,
      audit: audit('site', 'import'),
      tags: TAGS,
      summary: `Import points from xlsx into a customer (orgId), at most ${POINT_LIMITS.importMaxRows} rows, all or nothing`,
      querystring: siteImportQuerySchema,
    },
    async (query, auth, { lang, request }) => {
      if (query.orgId === undefined && !(await customerIdOf(db, auth.orgId))) throw AppError.field('orgId', 'pointImportCustomer');
      const owner = await ownerFor(db, query.orgId, auth);
      const update = updatesExisting(query.updateSupport);
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
      return rows.length;
    },
  );

  pointKindRoutes(base, db, {
    table: zones,
    module: 'zone',
    perms: ZONE_PERMS,
    list: {
      url: POINT_API.zoneList,
      summary: 'Partitions with their alarm recipients, paged',
      querystring: zoneListSchema,
      rows: (query, auth) => listZones(db, query, auth),
    },
    options: { url: POINT_API.zoneOptions, summary: 'Partitions of the caller’s scope (selects)' },
    detail: { url: POINT_API.zoneDetail, summary: 'One partition', load: (id, auth) => loadZone(db, id, auth) },
    save: {
      url: POINT_API.zoneSave,
      summary: 'Create (no id) or update a partition and its alarm recipients (JSON)',
      body: zoneSaveSchema,
      run: (body, auth) => saveZone(db, body, auth),
    },
    remove: {
      url: POINT_API.zoneDelete,
      summary: 'Delete partitions and their alarm recipients',
      run: (ids, auth) => deleteZones(db, ids, auth),
    },
    keptFrom: [zones, orgs, sites, routes, zoneRecipients, users],
  });
  readRoute(
    base,
    {
      url: POINT_API.accounts,
      access: SESSION,
      tags: TAGS,
      summary: 'Enabled accounts of a customer (alarm recipients, route maintainers), in the caller’s scope',
      querystring: pointAccountsSchema,
    },
    ({ orgId }, auth) => customerAccounts(db, orgId, auth),
  );

  pointKindRoutes(base, db, {
    table: routes,
    module: 'route',
    perms: ROUTE_PERMS,
    list: {
      url: POINT_API.routeList,
      summary: 'Routes, paged',
      querystring: routeListSchema,
      rows: (query, auth) => listRoutes(db, query, auth),
    },
    options: { url: POINT_API.routeOptions, summary: 'Routes of the caller’s scope (selects)' },
    detail: { url: POINT_API.routeDetail, summary: 'One route with its points', load: (id, auth) => loadRoute(db, id, auth) },
    save: {
      url: POINT_API.routeSave,
      summary: 'Create (no id) or update a route (JSON); siteIds sets its points',
      body: routeSaveSchema,
      run: (body, auth) => saveRoute(db, body, auth),
    },
    remove: {
      url: POINT_API.routeDelete,
      summary: 'Delete routes (their points stay, without route)',
      run: async (ids, auth) => ({ deleted: await deleteRoutes(db, ids, auth) }),
    },
    keptFrom: [routes, orgs, zones, users, sites],
  });
}
