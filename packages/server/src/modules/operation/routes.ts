import { OPERATION_API, OPERATION_PERMS, operationFilterSchema, operationQuerySchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { listRoute, readRoute } from '../../platform/routes/read.js';
import { operationOverview, operationTotals } from './service.js';

const TAGS = ['operation management'];
const SCOPED = 'Cut to the caller’s data scope and device grants; a route’s or partition’s figures are those of its points.';

/** Other → operation management: the operating overview per point, route or partition. */
export async function operationRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  listRoute(
    app,
    {
      url: OPERATION_API.overview,
      access: OPERATION_PERMS.list,
      tags: TAGS,
      summary: 'Machines, open alarms and repairs, replenishment due and today’s and this month’s sales per point, route or partition',
      description: SCOPED,
      querystring: operationQuerySchema,
    },
    (query, auth) => operationOverview(db, query, auth),
  );
  readRoute(
    app,
    {
      url: OPERATION_API.totals,
      access: OPERATION_PERMS.list,
      tags: TAGS,
      summary: 'The overview’s rows of the same filters added together (sales per currency)',
      description: SCOPED,
      querystring: operationFilterSchema,
    },
    (query, auth) => operationTotals(db, query, auth),
  );
}
