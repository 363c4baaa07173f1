import { z } from 'zod';
import { listEndpoint } from './endpoint.js';
import { dbId, isFilterTime } from './input.js';
import { listParamsSchema } from './list.js';
import { addFieldLabels, addRuleMessages } from './validation.js';
import { LANGS, type Translations } from './i18n.js';
import { message, messageGroup, messageTexts } from './messages.js';

/** Permissions of the report screens (Reports menu). */
export const REPORT_PERMS = {
  statistics: 'report:statistics:list',
  goodsRanking: 'report:goodsRanking:list',
  siteRanking: 'report:siteRanking:list',
  materialSale: 'report:materialSale:list',
} as const;

/** The export kinds of the reports, run in the export centre. */
export const REPORT_EXPORT_KINDS = { goodsSaleSummary: 'goodsSaleSummary', siteSaleSummary: 'siteSaleSummary' } as const;

export const REPORT_API = {
  /** GET: the top products of the period by cups sold, and the period's totals. */
  goodsSaleRanking: '/api/saleReport/goodsSaleRanking',
  /** GET: every product sold in the period, paged and sortable. */
  goodsSaleSummary: '/api/saleReport/goodsSaleSummary',
  /** GET: the top points of the period by cups sold, and the period's totals. */
  siteSaleRanking: '/api/saleReport/siteSaleRanking',
  /** GET: every point that sold in the period, paged and sortable. */
  siteSaleSummary: '/api/saleReport/siteSaleSummary',
  /** GET: sales by day, payment method and device model, with the previous period of the same length. */
  statistics: '/api/saleReport/statistics',
  /** GET: materials consumed by the recipes of what was sold, paged, with their cost. */
  materialSale: '/api/saleReport/materialSale',
  /** GET: the material cost of the whole filtered period per currency, and how many materials have none. */
  materialSaleTotals: '/api/saleReport/materialSaleTotals',
} as const;

/** How many rows a ranking shows, and how often the ranking screens refresh. */
export const REPORT_RANKING_SIZE = 10;
export const REPORT_REFRESH_MS = 10_000;
/** The longest period a report covers, in business days. */
export const REPORT_MAX_DAYS = 366;

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string()
  .trim()
  .refine((s) => DAY.test(s) && isFilterTime(s), { message: 'inputNotATime' });

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** Filters of every report: business days `beginDay`..`endDay` (inclusive), customer (its subtree), point, device. */
const reportFilterShape = {
  /** First business day; today (business clock) when left out. */
  beginDay: day.optional(),
  /** Last business day, inclusive; the first day when left out. */
  endDay: day.optional(),
  /** Customer: the organisation and those below it. */
  orgId: dbId().optional(),
  siteId: dbId().optional(),
  deviceId: dbId().optional(),
  /** A device by its exact code. */
  deviceCode: z.string().trim().max(64).optional(),
};
const checkPeriod = (q: { beginDay?: string; endDay?: string }, ctx: z.RefinementCtx) => {
  if (!q.beginDay || !q.endDay || !DAY.test(q.beginDay) || !DAY.test(q.endDay)) return;
  if (q.endDay < q.beginDay) ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'reportEndBeforeBegin' });
  else if (daysBetween(q.beginDay, q.endDay) >= REPORT_MAX_DAYS)
    ctx.addIssue({ code: 'custom', path: ['endDay'], message: 'reportPeriodTooLong' });
};
export const reportFilterSchema = z.object(reportFilterShape).superRefine(checkPeriod);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** Sort fields of the summary lists (the server's whitelist). */
export const REPORT_SUMMARY_SORT_FIELDS = ['cups', 'orders', 'revenue', 'refunded'] as const;
export const reportSummaryQuerySchema = listParamsSchema.extend(reportFilterShape).superRefine(checkPeriod);
export type ReportSummaryQuery = z.infer<typeof reportSummaryQuerySchema>;

addRuleMessages({
  reportEndBeforeBegin: messageTexts('report.rule.reportEndBeforeBegin'),
  // The longest period is filled in here: a rule message is given only its field's label.
  reportPeriodTooLong: Object.fromEntries(
    LANGS.map((lang) => [lang, message('report.rule.reportPeriodTooLong', lang, { days: REPORT_MAX_DAYS })]),
  ) as Translations,
});
addFieldLabels(messageGroup('report.field.'));

/** Money of one currency (a customer's sales are counted in its own currency). */
export interface ReportMoney {
  currency: string;
  /** Received less refunded. */
  revenue: number;
  received: number;
  refunded: number;
}

/**
 * Orders and cups paid in one currency: those of the customers whose currency it is. The entries
 * of a row or of the totals add up to its `orders` and `cups`.
 */
export interface ReportCount {
  currency: string;
  orders: number;
  cups: number;
}

/** The totals of a filtered period. */
export interface ReportTotals {
  /** Orders and cups of every currency together. */
  orders: number;
  cups: number;
  /** One entry per currency that sold, by currency code. */
  money: ReportMoney[];
  /** Orders and cups per currency, the same currencies in the same order as `money`. */
  counts: ReportCount[];
}

/** One row of a goods ranking or summary: a product (by its code). */
export interface GoodsSaleRow {
  rank: number;
  goodsCode: string;
  goodsName: string;
  /** Orders and cups of every currency together. */
  orders: number;
  cups: number;
  money: ReportMoney[];
  /** Orders and cups per currency, the same currencies in the same order as `money`. */
  counts: ReportCount[];
}

/** One row of a point ranking or summary. */
export interface SiteSaleRow {
  rank: number;
  siteId: number;
  siteName: string | null;
  /** Orders and cups of every currency together. */
  orders: number;
  cups: number;
  money: ReportMoney[];
  /** Orders and cups per currency, the same currencies in the same order as `money`. */
  counts: ReportCount[];
}

/** A ranking: the top rows and the totals of the whole filtered period. */
export interface ReportRanking<Row> {
  /** The period the figures cover (the filter's, or today). */
  beginDay: string;
  endDay: string;
  rows: Row[];
  totals: ReportTotals;
}

/** A figure of the statistics in one currency at one point of a series. */
export interface ReportPoint {
  /** A business day (YYYY-MM-DD), a payment method code or a device model name. */
  key: string;
  currency: string;
  orders: number;
  cups: number;
  revenue: number;
  refunded: number;
}

export interface ReportStatistics {
  beginDay: string;
  endDay: string;
  /** The previous period of the same length, ending the day before `beginDay`. */
  previousBeginDay: string;
  previousEndDay: string;
  totals: ReportTotals;
  previousTotals: ReportTotals;
  byDay: ReportPoint[];
  /** The previous period's days, keyed by their offset from its first day (0, 1, …). */
  previousByDay: ReportPoint[];
  byPaymentMethod: ReportPoint[];
  byModel: ReportPoint[];
  /**
   * Per hour of the business clock (key "00".."23"), the period's days added together, revenue net
   * of refunds; empty unless `byHourShown`.
   */
  byHour: ReportPoint[];
  /**
   * Whether the hourly figures cover the query: hours are kept per customer for the last
   * `byHourBeginDay`..`byHourEndDay` business days only, and not per point or device.
   */
  byHourShown: boolean;
  byHourBeginDay: string;
  byHourEndDay: string;
}

/** One material consumed by the recipes of what was sold in the period. */
export interface MaterialSaleRow {
  materialId: number;
  materialName: string;
  unit: string | null;
  /** The amount consumed, in the material's unit. */
  quantity: number;
  /** Cups sold whose recipe uses it. */
  cups: number;
  /**
   * Its cost, per currency (one, unless a price changed currency): on each day and for each
   * selling organisation, the amount used ÷ the material's net content × that buyer's price in
   * force that day, added up and rounded to a cent per row. Empty when the row is not costed.
   */
  cost: MaterialCost[];
  /**
   * Whether every day and buyer of the row had a price in force and the material a net content;
   * false: "no price" (never 0), and its cost is left out of the totals.
   */
  costed: boolean;
}

/** A material cost in integer cents of one currency (the price's, the material owner's). */
export interface MaterialCost {
  currency: string;
  costCents: number;
}

/** The material cost of the whole filtered period: the costed rows' costs added up per currency. */
export interface MaterialSaleTotals {
  /** One entry per currency, by currency code: the sum of the rows' costs in it and how many rows have one. */
  cost: Array<MaterialCost & { rows: number }>;
  /** Materials (rows) of the period. */
  rows: number;
  /** Rows without a cost: some day or buyer had no price in force, or the material no net content. */
  unpricedRows: number;
}

/** The summary lists, for the list-screen kit. */
export const REPORT_ENDPOINTS = {
  goodsSaleSummary: listEndpoint<ReportSummaryQuery, GoodsSaleRow>(REPORT_API.goodsSaleSummary),
  siteSaleSummary: listEndpoint<ReportSummaryQuery, SiteSaleRow>(REPORT_API.siteSaleSummary),
  materialSale: listEndpoint<ReportSummaryQuery, MaterialSaleRow>(REPORT_API.materialSale),
} as const;

/** The dashboard's figures from the report roll-ups: today and this month (business clock), and the month's top 10s. */
export interface DashboardRankings {
  day: string;
  monthStart: string;
  today: ReportTotals;
  month: ReportTotals;
  goods: GoodsSaleRow[];
  sites: SiteSaleRow[];
}
