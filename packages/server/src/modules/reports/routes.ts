import { REPORT_API, REPORT_PERMS, reportFilterSchema, reportSummaryQuerySchema } from '@vr/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { okList } from '../../platform/http/envelope.js';
import { sharedResponses } from '../../platform/http/shared-response.js';
import { salesGeneration } from '../orders/index.js';
import { requestLang } from '../../platform/http/lang.js';
import {
  goodsSaleRanking,
  goodsSaleSummary,
  materialSale,
  reportStatistics,
  reportViewer,
  siteSaleRanking,
  siteSaleSummary,
  viewerKey,
} from './service.js';

const tags = ['reports'];

/**
 * How old a shared report answer may be: callers of the same data scope asking the same filters
 * share one computation (the ranking screens and the dashboard poll every 10 s). A sale stored or
 * recounted in this process starts new answers at once (its generation is in the key).
 */
const REPORT_SHARE_MS = 3_000;
const SCOPED = 'From the daily sales roll-ups (never the orders): the caller’s data scope and device grants, the period in business days.';

/** Reports: statistics, goods and point rankings and summaries, material sales. */
export async function reportRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const shared = sharedResponses(REPORT_SHARE_MS, 500);
  /** Answers `compute` for the caller, shared with the callers that see the same rows and ask the same. */
  const answer = async (
    request: FastifyRequest,
    reply: FastifyReply,
    compute: (viewer: Awaited<ReturnType<typeof reportViewer>>) => Promise<unknown>,
    envelope?: (data: never) => unknown,
  ) => {
    const viewer = await reportViewer(db, currentUser(request));
    const key = [request.routeOptions.url, viewerKey(viewer), salesGeneration(), requestLang(request), JSON.stringify(request.query)].join(
      '|',
    );
    return shared(request, reply, key, () => compute(viewer), envelope);
  };
  app.get(
    REPORT_API.goodsSaleRanking,
    {
      config: { access: REPORT_PERMS.goodsRanking },
      schema: {
        tags,
        summary: 'The top 10 products of the period by cups sold, and the period’s totals (orders, cups, money per currency)',
        description: SCOPED,
        querystring: reportFilterSchema,
      },
    },
    async (request, reply) => answer(request, reply, (viewer) => goodsSaleRanking(db, request.query, viewer, requestLang(request))),
  );
  app.get(
    REPORT_API.goodsSaleSummary,
    {
      config: { access: REPORT_PERMS.goodsRanking },
      schema: {
        tags,
        summary: 'Every product sold in the period, paged and sortable',
        description: SCOPED,
        querystring: reportSummaryQuerySchema,
      },
    },
    async (request, reply) => answer(request, reply, (viewer) => goodsSaleSummary(db, request.query, viewer, requestLang(request)), okList),
  );
  app.get(
    REPORT_API.siteSaleRanking,
    {
      config: { access: REPORT_PERMS.siteRanking },
      schema: {
        tags,
        summary: 'The top 10 points of the period by cups sold, and the period’s totals (orders, cups, money per currency)',
        description: SCOPED,
        querystring: reportFilterSchema,
      },
    },
    async (request, reply) => answer(request, reply, (viewer) => siteSaleRanking(db, request.query, viewer)),
  );
  app.get(
    REPORT_API.siteSaleSummary,
    {
      config: { access: REPORT_PERMS.siteRanking },
      schema: {
        tags,
        summary: 'Every point that sold in the period, paged and sortable',
        description: SCOPED,
        querystring: reportSummaryQuerySchema,
      },
    },
    async (request, reply) => answer(request, reply, (viewer) => siteSaleSummary(db, request.query, viewer), okList),
  );
  app.get(
    REPORT_API.statistics,
    {
      config: { access: REPORT_PERMS.statistics },
      schema: {
        tags,
        summary: 'Sales by day, payment method, device model and hour, with the previous period of the same length',
        description: SCOPED,
        querystring: reportFilterSchema,
      },
    },
    async (request, reply) => answer(request, reply, (viewer) => reportStatistics(db, request.query, viewer, requestLang(request))),
  );
  app.get(
    REPORT_API.materialSale,
    {
      config: { access: REPORT_PERMS.materialSale },
      schema: {
        tags,
        summary: 'Materials consumed by the base recipes of the cups sold in the period, most first',
        description: SCOPED,
        querystring: reportSummaryQuerySchema,
      },
    },
    async (request, reply) => answer(request, reply, (viewer) => materialSale(db, request.query, viewer, requestLang(request)), okList),
  );
}
