import { POINT_API, ROUTE_PERMS, SITE_PERMS, ZONE_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { users } from '../../platform/identity/schema.js';
import { routes, sites, zoneRecipients, zones } from './schema.js';

const harborSite = async (ctx: ScopeContext) =>
  (await ctx.db.insert(sites).values({ orgId: ctx.orgs.harbor, name: 'Harbor probe', code: 'PROBE-1' }).returning({ id: sites.id }))[0]!.id;
const harborZone = async (ctx: ScopeContext) => {
  const [zone] = await ctx.db.insert(zones).values({ orgId: ctx.orgs.harbor, name: 'Harbor probe zone' }).returning({ id: zones.id });
  await ctx.db.insert(zoneRecipients).values({ zoneId: zone!.id, name: 'Probe', phone: '123456' });
  return zone!.id;
};
const harborRoute = async (ctx: ScopeContext) =>
  (await ctx.db.insert(routes).values({ orgId: ctx.orgs.harbor, name: 'Harbor probe route' }).returning({ id: routes.id }))[0]!.id;

const idsOf = (data: unknown) => (data as Array<{ id: number }>).map((r) => r.id);

/**
 * Points, partitions and routes. The save routes are session access with add/edit checked in the
 * handler, so they are listed with the permission they need. Regions and the select options are
 * session-level (their 401 is covered by points.test.ts).
 */
export const pointAccess: AccessModule = {
  module: 'points',
  checkedLater: {
    [`POST ${POINT_API.siteSave}`]: saveChecks({ siteName: 'Probe' }, { create: SITE_PERMS.add, update: SITE_PERMS.edit }),
    [`POST ${POINT_API.zoneSave}`]: saveChecks({ zoneName: 'Probe' }, { create: ZONE_PERMS.add, update: ZONE_PERMS.edit }),
    [`POST ${POINT_API.routeSave}`]: saveChecks({ routeName: 'Probe' }, { create: ROUTE_PERMS.add, update: ROUTE_PERMS.edit }),
  },
  scope: [
    {
      name: 'a Harbor Drinks Ltd. point',
      permissions: Object.values(SITE_PERMS),
      foreignRow: harborSite,
      list: { call: { method: 'GET', url: `${POINT_API.siteList}?limit=1000` }, ids: idsOf },
      detail: (id) => ({ method: 'GET', url: `${POINT_API.siteDetail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: POINT_API.siteSave, payload: { id, siteName: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: POINT_API.siteDelete, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(sites)
            .where(eq(sites.id, Number(id)))
        )[0]?.name === 'Harbor probe',
    },
    {
      name: 'a Harbor Drinks Ltd. point in the select options',
      permissions: [],
      foreignRow: harborSite,
      list: { call: { method: 'GET', url: POINT_API.siteOptions }, ids: idsOf },
    },
    {
      name: 'a Harbor Drinks Ltd. partition',
      permissions: Object.values(ZONE_PERMS),
      foreignRow: harborZone,
      list: { call: { method: 'GET', url: `${POINT_API.zoneList}?limit=1000` }, ids: idsOf },
      detail: (id) => ({ method: 'GET', url: `${POINT_API.zoneDetail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: POINT_API.zoneSave, payload: { id, zoneName: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: POINT_API.zoneDelete, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(zones)
            .where(eq(zones.id, Number(id)))
        )[0]?.name === 'Harbor probe zone' &&
        (
          await ctx.db
            .select()
            .from(zoneRecipients)
            .where(eq(zoneRecipients.zoneId, Number(id)))
        ).length === 1,
    },
    {
      name: 'a Harbor Drinks Ltd. partition in the select options',
      permissions: [],
      foreignRow: harborZone,
      list: { call: { method: 'GET', url: POINT_API.zoneOptions }, ids: idsOf },
    },
    {
      name: 'a Harbor Drinks Ltd. route',
      permissions: Object.values(ROUTE_PERMS),
      foreignRow: harborRoute,
      list: { call: { method: 'GET', url: `${POINT_API.routeList}?limit=1000` }, ids: idsOf },
      detail: (id) => ({ method: 'GET', url: `${POINT_API.routeDetail}?id=${id}` }),
      update: (id) => ({ method: 'POST', url: POINT_API.routeSave, payload: { id, routeName: 'Taken over' } }),
      remove: (id) => ({ method: 'POST', url: POINT_API.routeDelete, payload: { ids: [id] } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(routes)
            .where(eq(routes.id, Number(id)))
        )[0]?.name === 'Harbor probe route',
    },
    {
      name: 'a Harbor Drinks Ltd. account among the recipients offered',
      permissions: [],
      foreignRow: async (ctx) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor')))[0]!.id,
      list: { call: { method: 'GET', url: POINT_API.accounts }, ids: idsOf },
    },
    {
      name: 'a Harbor Drinks Ltd. route in the select options',
      permissions: [],
      foreignRow: harborRoute,
      list: { call: { method: 'GET', url: POINT_API.routeOptions }, ids: idsOf },
    },
  ],
};
