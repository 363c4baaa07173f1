import { REPORT_API, REPORT_PERMS, reportFilterSchema, reportSummaryQuerySchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../platform/area.js';
import { currentUser } from '../../platform/auth/guard.js';
import { ok, okList } from '../../platform/http/envelope.js';
import { requestLang } from '../../platform/http/lang.js';
import { goodsSaleRanking, goodsSaleSummary, materialSale, reportStatistics, siteSaleRanking, siteSaleSummary } from './service.js';

const tags = ['reports'];
const SCOPED = 'From the daily sales roll-ups (never the orders): the caller’s data scope and device grants, the period in business days.';

/** Reports: statistics, goods and point rankings and summaries, material sales. */
export async function reportRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const app = base.withTypeProvider<ZodTypeProvider>();
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
    async (request) => ok(await goodsSaleRanking(db, request.query, currentUser(request))),
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
    async (request) => okList(await goodsSaleSummary(db, request.query, currentUser(request))),
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
    async (request) => ok(await siteSaleRanking(db, request.query, currentUser(request))),
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
    async (request) => okList(await siteSaleSummary(db, request.query, currentUser(request))),
  );
  app.get(
    REPORT_API.statistics,
    {
      config: { access: REPORT_PERMS.statistics },
      schema: {
        tags,
        summary: 'Sales by day, payment method and device model, with the previous period of the same length',
        description: SCOPED,
        querystring: reportFilterSchema,
      },
    },
    async (request) => ok(await reportStatistics(db, request.query, currentUser(request), requestLang(request))),
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
    async (request) => okList(await materialSale(db, request.query, currentUser(request), requestLang(request))),
  );
}
