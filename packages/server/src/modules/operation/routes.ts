import { OPERATION_API, OPERATION_PERMS, operationFilterSchema, operationQuerySchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ModuleContext } from '../../platform/area.js';
import { okList } from '../../platform/http/envelope.js';
import { sharedResponses } from '../../platform/http/shared-response.js';
import type { AuthContext } from '../../platform/auth/types.js';
import { sharedRoute } from '../../platform/routes/shared.js';
import { reportViewer, salesGeneration, viewerKey } from '../reports/index.js';
import { operationOverview, operationTotals } from './service.js';

const TAGS = ['operation management'];
const SCOPED = 'Cut to the caller’s data scope and device grants; a route’s or partition’s figures are those of its points.';

/**
 * How old a shared answer may be: callers of one data scope asking the same share it; a sale of
 * this process starts a new one at once (its generation is in the key).
 */
const MAX_AGE_MS = 3_000;

/** Other → operation management: the operating overview per point, route or partition. */
export async function operationRoutes(app: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const shared = sharedResponses(MAX_AGE_MS);
  /** The key of an answer: who sees the same rows, the sales so far, what was asked. */
  const keyOf = async (what: string, query: object, auth: AuthContext) => {
    const viewer = await reportViewer(db, auth);
    return { viewer, key: `${what}|${viewerKey(viewer)}|${salesGeneration()}|${JSON.stringify(query)}` };
  };
  sharedRoute(
    app,
    {
      url: OPERATION_API.overview,
      access: OPERATION_PERMS.list,
      tags: TAGS,
      summary: 'Machines, open alarms and repairs, replenishment due and today’s and this month’s sales per point, route or partition',
      description: SCOPED,
      querystring: operationQuerySchema,
    },
    shared,
    async (query, auth) => {
      const { viewer, key } = await keyOf('overview', query, auth);
      return { key, compute: () => operationOverview(db, query, viewer) };
    },
    okList,
  );
  sharedRoute(
    app,
    {
      url: OPERATION_API.totals,
      access: OPERATION_PERMS.list,
      tags: TAGS,
      summary: 'The overview’s rows of the same filters added together (sales per currency)',
      description: SCOPED,
      querystring: operationFilterSchema,
    },
    shared,
    async (query, auth) => {
      const { viewer, key } = await keyOf('totals', query, auth);
      return { key, compute: () => operationTotals(db, query, viewer) };
    },
  );
}
