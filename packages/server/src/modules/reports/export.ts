import { type GoodsSaleRow, REPORT_EXPORT_KINDS, REPORT_PERMS, type SiteSaleRow, reportSummaryQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { z } from 'zod';
import type { ExcelColumn } from '../../platform/excel/columns.js';
import type { ExportKind, ExportPlan } from '../../platform/exports/kind.js';
import { goodsSaleSummary, siteSaleSummary } from './service.js';

/**
 * A summary row in one currency: a product or point that sold in several currencies gives one row
 * per currency, each with the orders and cups paid in that currency only.
 */
type Flat = {
  name: string;
  code: string;
  orders: number;
  cups: number;
  currency: string;
  received: number;
  refunded: number;
  revenue: number;
};

/** The summary's filters and, optionally, the columns (keys) the user chose to export. */
const exportQuery = reportSummaryQuerySchema.and(z.object({ columns: z.array(z.string().max(30)).max(20).optional() }));
type ExportQuery = z.infer<typeof exportQuery>;

const COMMON: ExcelColumn<Flat>[] = [
  { key: 'orders', header: texts('reports:field.orders'), width: 10 },
  { key: 'cups', header: texts('reports:field.cups'), width: 10 },
  { key: 'currency', header: texts('reports:export.currency'), width: 10 },
  { key: 'received', header: texts('reports:field.received'), width: 12 },
  { key: 'refunded', header: texts('reports:field.refunded'), width: 12 },
  { key: 'revenue', header: texts('reports:field.revenue'), width: 12 },
];

const chosen = <Row>(all: ExcelColumn<Row>[], keys?: string[]) => (keys?.length ? all.filter((c) => keys.includes(c.key)) : all);

const flatten = <R extends GoodsSaleRow | SiteSaleRow>(rows: R[], name: (r: R) => [string, string]): Flat[] =>
  rows.flatMap((r) => {
    const [n, code] = name(r);
    if (!r.money.length) return [{ name: n, code, orders: r.orders, cups: r.cups, currency: '', received: 0, refunded: 0, revenue: 0 }];
    const counts = new Map(r.counts.map((c) => [c.currency, c]));
    return r.money.map((m) => ({
      name: n,
      code,
      orders: counts.get(m.currency)?.orders ?? 0,
      cups: counts.get(m.currency)?.cups ?? 0,
      ...m,
    }));
  });

/** A summary's plan: its rows read whole on the first batch (or count), then handed out in slices. */
const summaryPlan = (columns: ExcelColumn<Flat>[], load: () => Promise<Flat[]>): ExportPlan<Flat> => {
  let rows: Flat[] | undefined;
  const all = async () => (rows ??= await load());
  return {
    columns,
    batch: async ({ offset, limit }) => (await all()).slice(offset, offset + limit),
    total: async () => (await all()).length,
  };
};

/** The goods sales summary as a file: every product of the filtered period. */
const goodsSummaryExport: ExportKind<ExportQuery, Flat> = {
  kind: REPORT_EXPORT_KINDS.goodsSaleSummary,
  columnChoice: true,
  permission: REPORT_PERMS.goodsRanking,
  query: exportQuery,
  fileName: texts('reports:export.goodsFileName'),
  async plan({ db, user, lang }, query) {
    const columns = chosen<Flat>(
      [
        { key: 'code', header: texts('reports:field.goodsCode') },
        { key: 'name', header: texts('reports:export.goodsName'), width: 30 },
        ...COMMON,
      ],
      query.columns,
    );
    return summaryPlan(columns, async () =>
      flatten((await goodsSaleSummary(db, { ...query, page: 1, limit: 1_000_000 }, user, lang)).rows, (r) => [r.goodsName, r.goodsCode]),
    );
  },
};

/** The point sales summary as a file: every point that sold in the filtered period. */
const siteSummaryExport: ExportKind<ExportQuery, Flat> = {
  kind: REPORT_EXPORT_KINDS.siteSaleSummary,
  columnChoice: true,
  permission: REPORT_PERMS.siteRanking,
  query: exportQuery,
  fileName: texts('reports:export.siteFileName'),
  async plan({ db, user }, query) {
    const columns = chosen<Flat>([{ key: 'name', header: texts('reports:field.siteName'), width: 30 }, ...COMMON], query.columns);
    return summaryPlan(columns, async () =>
      flatten((await siteSaleSummary(db, { ...query, page: 1, limit: 1_000_000 }, user)).rows, (r) => [
        r.siteName ?? String(r.siteId),
        String(r.siteId),
      ]),
    );
  },
};

export const REPORT_EXPORTS = [goodsSummaryExport, siteSummaryExport];
