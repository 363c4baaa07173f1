import { type GoodsSaleRow, REPORT_ENDPOINTS, REPORT_EXPORT_KINDS, REPORT_PERMS, REPORT_REFRESH_MS, type SiteSaleRow } from '@vr/contracts';
import { defineScreen, type ScreenColumn } from '../../components/list-page';
import { MoneyLines, reportFilterColumns } from './report-filters';

const figures = <Row extends { orders: number; cups: number; money: GoodsSaleRow['money'] }>() =>
  [
    { key: 'cups', label: 'reports:field.cups', width: 90, align: 'right', sortable: true, priority: 1 },
    { key: 'orders', label: 'reports:field.orders', width: 90, align: 'right', sortable: true, priority: 2 },
    {
      key: 'revenue',
      label: 'reports:field.revenue',
      width: 130,
      align: 'right',
      sortable: true,
      priority: 1,
      render: (row: Row) => <MoneyLines money={row.money} pick="revenue" />,
    },
    {
      key: 'refunded',
      label: 'reports:field.refunded',
      width: 120,
      align: 'right',
      sortable: true,
      priority: 3,
      render: (row: Row) => <MoneyLines money={row.money} pick="refunded" />,
    },
  ] as const;

/** What the two ranking lists share: exported, searched on four filters, refreshed with the top 10, ranked by cups. */
const ranking = (permission: string, exportKind: string) =>
  ({
    permissions: { list: permission, export: permission },
    toolbar: ['export'],
    export: { kind: exportKind, columnChoice: true },
    searchVisible: 4,
    refetchInterval: REPORT_REFRESH_MS,
  }) as const;

/** The report's filters, then the rank. */
const rankedColumns = <Row,>(): ScreenColumn<Row>[] => [
  ...reportFilterColumns<Row>(),
  { key: 'rank', label: 'reports:field.rank', width: 70, priority: 1 },
];

/** Every product sold in the filtered period, ranked by cups; refreshed with the top 10. */
export const goodsSummaryScreen = defineScreen({
  endpoint: REPORT_ENDPOINTS.goodsSaleSummary,
  key: 'report-goods-summary',
  testId: 'report-goods-ranking-page',
  namespaces: ['reports'],
  rowKey: 'goodsCode',
  ...ranking(REPORT_PERMS.goodsRanking, REPORT_EXPORT_KINDS.goodsSaleSummary),
  columns: [
    ...rankedColumns<GoodsSaleRow>(),
    { key: 'goodsName', label: 'reports:field.goodsName', width: 180, ellipsis: true, priority: 1 },
    { key: 'goodsCode', label: 'reports:field.goodsCode', width: 130, priority: 3 },
    ...figures<GoodsSaleRow>(),
  ],
});

/** Every point that sold in the filtered period, ranked by cups; refreshed with the top 10. */
export const siteSummaryScreen = defineScreen({
  endpoint: REPORT_ENDPOINTS.siteSaleSummary,
  key: 'report-site-summary',
  testId: 'report-site-ranking-page',
  namespaces: ['reports', 'points'],
  rowKey: 'siteId',
  ...ranking(REPORT_PERMS.siteRanking, REPORT_EXPORT_KINDS.siteSaleSummary),
  columns: [
    ...rankedColumns<SiteSaleRow>(),
    {
      key: 'siteName',
      label: 'reports:field.siteName',
      width: 200,
      ellipsis: true,
      priority: 1,
      render: (row: SiteSaleRow) => row.siteName ?? `#${row.siteId}`,
    },
    ...figures<SiteSaleRow>(),
  ],
});
