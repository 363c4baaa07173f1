import {
  SHARING_EXPORT_KINDS,
  SHARING_PERMS,
  SHARING_STATUS,
  type SharingBillPeriod,
  type SharingBillRow,
  type SharingOrderRow,
  fromCents,
  sharingPeriodText,
  sharingBillSchema,
  sharingOrderListSchema,
  statusOfCode,
} from '@vr/contracts';
import type { z } from 'zod';
import type { ExcelColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { deviceBill, listSharingOrders, merchantBill } from './bills.js';

const L = (en: string, zh: string, es: string, ja: string) => ({ en, zh, es, ja });
const money = <R>(key: string, header: ReturnType<typeof L>, cents: (r: R) => number): ExcelColumn<R> => ({
  key,
  header,
  width: 14,
  value: (r: R) => fromCents(cents(r)),
});

const orderColumns: ExcelColumn<SharingOrderRow>[] = [
  { key: 'orderCode', header: L('Order number', '订单编号', 'Número de pedido', '注文番号'), width: 28 },
  { key: 'deviceName', header: L('Device', '设备', 'Dispositivo', 'デバイス') },
  { key: 'joinerName', header: L('Joiner merchant', '分账商户', 'Comercio participante', '分配加盟店') },
  { key: 'merchantNo', header: L('Merchant number', '商户号', 'Número de comercio', '加盟店番号') },
  { key: 'rate', header: L('Rate (%)', '比例（%）', 'Tasa (%)', '比率（%）'), width: 10 },
  { key: 'currency', header: L('Currency', '币种', 'Moneda', '通貨'), width: 8 },
  money('orderCents', L('Order amount', '订单金额', 'Importe del pedido', '注文金額'), (r: SharingOrderRow) => r.orderCents),
  money('feeCents', L('Provider fee', '手续费', 'Comisión', '手数料'), (r: SharingOrderRow) => r.feeCents),
  money('shareCents', L('Share', '分账金额', 'Reparto', '分配額'), (r: SharingOrderRow) => r.shareCents),
  money('reversedCents', L('Reversed', '已回退', 'Revertido', '取消額'), (r: SharingOrderRow) => r.reversedCents),
  {
    key: 'status',
    header: L('Sharing status', '分账状态', 'Estado', '分配状態'),
    value: (r, lang) => statusOfCode(SHARING_STATUS, r.status)?.labels[lang] ?? r.status,
  },
  { key: 'orderTime', header: L('Order time', '下单时间', 'Hora del pedido', '注文時刻'), width: 24 },
];

/** A bill's columns; every line states the period the bill covers (the same for all of them). */
const billColumns = (name: ReturnType<typeof L>, period: SharingBillPeriod): ExcelColumn<SharingBillRow>[] => [
  { key: 'name', header: name, width: 28 },
  { key: 'currency', header: L('Currency', '币种', 'Moneda', '通貨'), width: 8 },
  { key: 'orders', header: L('Orders', '订单数', 'Pedidos', '注文数'), width: 10 },
  money('orderCents', L('Order amount (net)', '订单金额（净额）', 'Importe neto', '注文金額（純額）'), (r: SharingBillRow) => r.orderCents),
  money('feeCents', L('Provider fee', '手续费', 'Comisión', '手数料'), (r: SharingBillRow) => r.feeCents),
  money('sharedCents', L('Shared', '分账金额', 'Repartido', '分配額'), (r: SharingBillRow) => r.sharedCents),
  money('reversedCents', L('Reversed', '已回退', 'Revertido', '取消額'), (r: SharingBillRow) => r.reversedCents),
  money('netCents', L('Net', '净分账', 'Neto', '純額'), (r: SharingBillRow) => r.netCents),
  {
    key: 'period',
    header: L('Period', '账单期间', 'Periodo', '対象期間'),
    width: 36,
    value: (_r, lang) => sharingPeriodText(period, lang),
  },
];

/** A bill's export: every line of the bill under the list's filters, its first column headed by what the bill is per. */
const billExport = (
  kind: string,
  fileName: ReturnType<typeof L>,
  bill: typeof merchantBill,
  per: ReturnType<typeof L>,
): ExportKind<z.output<typeof sharingBillSchema>, SharingBillRow> => ({
  kind,
  columnChoice: true,
  permission: SHARING_PERMS.billExport,
  query: sharingBillSchema,
  fileName,
  plan: async (ctx, query) => {
    const { rows: all, period } = await bill(ctx.db, { ...query, page: 1, limit: 100_000 }, ctx.user);
    return { columns: billColumns(per, period), batch: async ({ offset, limit }) => all.slice(offset, offset + limit) };
  },
});

/** The exports of profit sharing, run by the export centre in the background. */
export const SHARING_EXPORTS: ExportKind[] = [
  {
    kind: SHARING_EXPORT_KINDS.orders,
    columnChoice: true,
    permission: SHARING_PERMS.billExport,
    query: sharingOrderListSchema,
    fileName: L('Sharing orders', '分账订单', 'Pedidos de reparto', '分配注文'),
    plan: async (ctx, query) => ({
      columns: orderColumns,
      batch: async ({ offset, limit }) =>
        (await listSharingOrders(ctx.db, { ...query, start: offset, limit, page: undefined, pageNum: undefined }, ctx.user)).rows,
    }),
  },
  billExport(
    SHARING_EXPORT_KINDS.merchantBill,
    L('Merchant bill', '商户账单', 'Factura por comercio', '加盟店明細'),
    merchantBill,
    L('Joiner merchant', '分账商户', 'Comercio participante', '分配加盟店'),
  ),
  billExport(
    SHARING_EXPORT_KINDS.deviceBill,
    L('Device bill', '设备账单', 'Factura por dispositivo', 'デバイス明細'),
    deviceBill,
    L('Device', '设备', 'Dispositivo', 'デバイス'),
  ),
];
