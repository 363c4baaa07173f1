import { POINT_API, ROUTE_PERMS, SITE_PERMS, ZONE_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import { type AccessModule, type ScopeContext, saveChecks } from '../../test/access-matrix.js';
import { getWith, insertRow, listed, notListed, postIds, rowStill, send, stillThere } from '../../test/access-cases.js';
import { users } from '../../platform/identity/schema.js';
import { routes, sites, zoneRecipients, zones } from './schema.js';

const harborSite = insertRow(sites, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe', code: 'PROBE-1' }));
const harborZone = async (ctx: ScopeContext) => {
  const [zone] = await ctx.db.insert(zones).values({ orgId: ctx.orgs.harbor, name: 'Harbor probe zone' }).returning({ id: zones.id });
  await ctx.db.insert(zoneRecipients).values({ zoneId: zone!.id, name: 'Probe', phone: '123456' });
  return zone!.id;
};
const harborRoute = insertRow(routes, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe route' }));

/**
 * Points, partitions and routes. The save routes are session access with add/edit checked in the
 * handler, so they are listed with the permission they need. Regions and the select options are
 * session-level (their 401 is covered by points.test.ts).
 */
export const accessCases: AccessModule = {
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
      list: listed(`${POINT_API.siteList}?limit=1000`),
      detail: getWith(POINT_API.siteDetail),
      update: send('POST', POINT_API.siteSave, (id) => ({ id, siteName: 'Taken over' })),
      remove: postIds(POINT_API.siteDelete),
      unchanged: rowStill(sites, sites.id, (site) => site.name === 'Harbor probe'),
    },
    notListed('a Harbor Drinks Ltd. point in the select options', [], harborSite, listed(POINT_API.siteOptions)),
    {
      name: 'a Harbor Drinks Ltd. partition',
      permissions: Object.values(ZONE_PERMS),
      foreignRow: harborZone,
      list: listed(`${POINT_API.zoneList}?limit=1000`),
      detail: getWith(POINT_API.zoneDetail),
      update: send('POST', POINT_API.zoneSave, (id) => ({ id, zoneName: 'Taken over' })),
      remove: postIds(POINT_API.zoneDelete),
      unchanged: async (ctx, id) =>
        (await rowStill(zones, zones.id, (zone) => zone.name === 'Harbor probe zone')(ctx, id)) &&
        (await stillThere(zoneRecipients, zoneRecipients.zoneId)(ctx, id)),
    },
    notListed('a Harbor Drinks Ltd. partition in the select options', [], harborZone, listed(POINT_API.zoneOptions)),
    {
      name: 'a Harbor Drinks Ltd. route',
      permissions: Object.values(ROUTE_PERMS),
      foreignRow: harborRoute,
      list: listed(`${POINT_API.routeList}?limit=1000`),
      detail: getWith(POINT_API.routeDetail),
      update: send('POST', POINT_API.routeSave, (id) => ({ id, routeName: 'Taken over' })),
      remove: postIds(POINT_API.routeDelete),
      unchanged: rowStill(routes, routes.id, (route) => route.name === 'Harbor probe route'),
    },
    notListed(
      'a Harbor Drinks Ltd. account among the recipients offered',
      [],
      async (ctx) => (await ctx.db.select({ id: users.id }).from(users).where(eq(users.username, 'harbor')))[0]!.id,
      listed(POINT_API.accounts),
    ),
    notListed('a Harbor Drinks Ltd. route in the select options', [], harborRoute, listed(POINT_API.routeOptions)),
  ],
};
