import { type GoodsSaleRow, REPORT_EXPORT_KINDS, REPORT_PERMS, type SiteSaleRow, reportSummaryQuerySchema } from '@vr/contracts';
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
  { key: 'orders', header: { en: 'Orders', zh: '订单数', es: 'Pedidos', ja: '注文数' }, width: 10 },
  { key: 'cups', header: { en: 'Cups', zh: '杯数', es: 'Tazas', ja: '杯数' }, width: 10 },
  { key: 'currency', header: { en: 'Currency', zh: '币种', es: 'Moneda', ja: '通貨' }, width: 10 },
  { key: 'received', header: { en: 'Received', zh: '实收金额', es: 'Cobrado', ja: '受領金額' }, width: 12 },
  { key: 'refunded', header: { en: 'Refunded', zh: '退款金额', es: 'Reembolsado', ja: '返金額' }, width: 12 },
  { key: 'revenue', header: { en: 'Revenue', zh: '营业额', es: 'Ingresos', ja: '売上' }, width: 12 },
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
  fileName: { en: 'Goods sales summary', zh: '商品销售汇总', es: 'Resumen de ventas por producto', ja: '商品売上集計' },
  async plan({ db, user, lang }, query) {
    const columns = chosen<Flat>(
      [
        { key: 'code', header: { en: 'Product code', zh: '商品编号', es: 'Código de producto', ja: '商品コード' } },
        { key: 'name', header: { en: 'Product', zh: '商品名称', es: 'Producto', ja: '商品名' }, width: 30 },
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
  fileName: { en: 'Point sales summary', zh: '点位销售汇总', es: 'Resumen de ventas por punto', ja: 'ポイント売上集計' },
  async plan({ db, user }, query) {
    const columns = chosen<Flat>(
      [{ key: 'name', header: { en: 'Point', zh: '点位', es: 'Punto', ja: 'ポイント' }, width: 30 }, ...COMMON],
      query.columns,
    );
    return summaryPlan(columns, async () =>
      flatten((await siteSaleSummary(db, { ...query, page: 1, limit: 1_000_000 }, user)).rows, (r) => [
        r.siteName ?? String(r.siteId),
        String(r.siteId),
      ]),
    );
  },
};

export const REPORT_EXPORTS = [goodsSummaryExport, siteSummaryExport];
