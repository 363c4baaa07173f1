import { type Envelope, type Lang, REPORT_API, REPORT_PERMS, reportFilterSchema, reportSummaryQuerySchema } from '@vr/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodType, output } from 'zod';
import type { ModuleContext } from '../../platform/area.js';
import { okList } from '../../platform/http/envelope.js';
import { sharedResponses } from '../../platform/http/shared-response.js';
import { sharedRoute } from '../../platform/routes/shared.js';
import { salesGeneration } from './rollup/sales-generation.js';
import {
  goodsSaleRanking,
  goodsSaleSummary,
  materialSale,
  materialSaleTotals,
  reportStatistics,
  reportViewer,
  siteSaleRanking,
  siteSaleSummary,
  viewerKey,
} from './service.js';

const tags = ['reports'];
type Viewer = Awaited<ReturnType<typeof reportViewer>>;

/**
 * How old a shared report answer may be: callers of the same data scope asking the same filters
 * share one computation (the ranking screens and the dashboard poll every 10 s). A sale stored or
 * recounted in this process starts new answers at once (its generation is in the key).
 */
const REPORT_SHARE_MS = 3_000;
const SCOPED = 'From the daily sales roll-ups (never the orders): the caller’s data scope and device grants, the period in business days.';

/** Reports: statistics, goods and point rankings and summaries, material sales. */
export async function reportRoutes(base: FastifyInstance, { db }: ModuleContext): Promise<void> {
  const shared = sharedResponses(REPORT_SHARE_MS, 500);
  /** A report: its figures for the caller from the roll-ups, shared with the callers that see the same rows and ask the same; `envelope` answers a paged one. */
  const report = <Q extends ZodType, T>(
    route: { url: string; access: string; summary: string; querystring: Q },
    compute: (query: output<Q>, viewer: Viewer, lang: Lang) => Promise<T>,
    envelope?: (data: T) => Envelope,
  ) =>
    sharedRoute(
      base,
      { ...route, tags, description: SCOPED },
      shared,
      async (query, auth, { lang }) => {
        const viewer = await reportViewer(db, auth);
        return {
          key: [route.url, viewerKey(viewer), salesGeneration(), lang, JSON.stringify(query)].join('|'),
          compute: () => compute(query as output<Q>, viewer, lang),
        };
      },
      envelope,
    );

  report(
    {
      url: REPORT_API.goodsSaleRanking,
      access: REPORT_PERMS.goodsRanking,
      summary: 'The top 10 products of the period by cups sold, and the period’s totals (orders, cups, money per currency)',
      querystring: reportFilterSchema,
    },
    (query, viewer, lang) => goodsSaleRanking(db, query, viewer, lang),
  );
  report(
    {
      url: REPORT_API.goodsSaleSummary,
      access: REPORT_PERMS.goodsRanking,
      summary: 'Every product sold in the period, paged and sortable',
      querystring: reportSummaryQuerySchema,
    },
    (query, viewer, lang) => goodsSaleSummary(db, query, viewer, lang),
    okList,
  );
  report(
    {
      url: REPORT_API.siteSaleRanking,
      access: REPORT_PERMS.siteRanking,
      summary: 'The top 10 points of the period by cups sold, and the period’s totals (orders, cups, money per currency)',
      querystring: reportFilterSchema,
    },
    (query, viewer) => siteSaleRanking(db, query, viewer),
  );
  report(
    {
      url: REPORT_API.siteSaleSummary,
      access: REPORT_PERMS.siteRanking,
      summary: 'Every point that sold in the period, paged and sortable',
      querystring: reportSummaryQuerySchema,
    },
    (query, viewer) => siteSaleSummary(db, query, viewer),
    okList,
  );
  report(
    {
      url: REPORT_API.statistics,
      access: REPORT_PERMS.statistics,
      summary: 'Sales by day, payment method, device model and hour, with the previous period of the same length',
      querystring: reportFilterSchema,
    },
    (query, viewer, lang) => reportStatistics(db, query, viewer, lang),
  );
  report(
    {
      url: REPORT_API.materialSale,
      access: REPORT_PERMS.materialSale,
      summary: 'Materials consumed by the base recipes of the cups sold in the period, most first, with their cost at the prices in force',
      querystring: reportSummaryQuerySchema,
    },
    (query, viewer, lang) => materialSale(db, query, viewer, lang),
    okList,
  );
  report(
    {
      url: REPORT_API.materialSaleTotals,
      access: REPORT_PERMS.materialSale,
      summary: 'The material cost of the filtered period per currency (the costed rows added up), and how many materials have no price',
      querystring: reportFilterSchema,
    },
    (query, viewer) => materialSaleTotals(db, query, viewer),
  );
}
