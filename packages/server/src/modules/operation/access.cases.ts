import { OPERATION_API, OPERATION_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, notListed } from '../../test/access-cases.js';
import { routes, sites, zones } from '../points/index.js';

const permissions = Object.values(OPERATION_PERMS);
const rows = (groupBy: string) => listed(`${OPERATION_API.overview}?groupBy=${groupBy}&limit=1000`, 'groupId');

/** The overview's rows: a Harbor Drinks Ltd. point, route or partition never shows to a Demo Coffee Co. account. */
export const accessCases: AccessModule = {
  module: 'operation',
  scope: [
    notListed(
      'a Harbor Drinks Ltd. point in the operating overview',
      permissions,
      insertRow(sites, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe point' })),
      rows('site'),
    ),
    notListed(
      'a Harbor Drinks Ltd. route in the operating overview',
      permissions,
      insertRow(routes, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe route' })),
      rows('route'),
    ),
    notListed(
      'a Harbor Drinks Ltd. partition in the operating overview',
      permissions,
      insertRow(zones, (ctx) => ({ orgId: ctx.orgs.harbor, name: 'Harbor probe partition' })),
      rows('zone'),
    ),
  ],
};
