import { EXPORT_KINDS, type Lang, ORDER_DICTS, ORDER_PERMS, type OrderFilter, type OrderRow, orderFilterSchema } from '@vr/contracts';
import type { Database } from '../../platform/db/database.js';
import type { ExcelColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { orders } from './schema.js';
import { exportBatches, orderWhere } from './service.js';
import { dictLabeler } from '../dicts/index.js';
import { countWhere } from '../../platform/list/total.js';

type Label = (value: string | number | null | undefined) => string;

/** The columns of the order export: statuses by their dictionary labels in the reader's language. */
export async function orderExportColumns(db: Database, lang: Lang): Promise<ExcelColumn<OrderRow>[]> {
  const label = async (type: string): Promise<Label> => dictLabeler(db, type, lang);
  const [status, payStatus, refundStatus, shipStatus, type, method] = await Promise.all([
    label(ORDER_DICTS.status),
    label(ORDER_DICTS.payStatus),
    label(ORDER_DICTS.refundStatus),
    label(ORDER_DICTS.shipStatus),
    label(ORDER_DICTS.type),
    label(ORDER_DICTS.paymentMethod),
  ]);
  return [
    { key: 'orderCode', header: { en: 'Order code', zh: '订单编号', es: 'Código de pedido', ja: '注文番号' }, width: 26 },
    { key: 'transactionCode', header: { en: 'Transaction code', zh: '交易单号', es: 'Código de transacción', ja: '取引番号' }, width: 26 },
    { key: 'pickupCode', header: { en: 'Pickup code', zh: '取货码', es: 'Código de recogida', ja: '受取コード' }, width: 12 },
    { key: 'customerName', header: { en: 'Customer', zh: '客户', es: 'Cliente', ja: '顧客' } },
    { key: 'siteName', header: { en: 'Point', zh: '点位', es: 'Punto', ja: 'ポイント' } },
    { key: 'deviceCode', header: { en: 'Device code', zh: '设备编号', es: 'Código de dispositivo', ja: 'デバイスコード' } },
    { key: 'goods', header: { en: 'Products', zh: '商品', es: 'Productos', ja: '商品' }, width: 40 },
    { key: 'type', header: { en: 'Order type', zh: '订单类型', es: 'Tipo de pedido', ja: '注文タイプ' }, value: (r) => type(r.type) },
    { key: 'status', header: { en: 'Status', zh: '订单状态', es: 'Estado', ja: '状態' }, value: (r) => status(r.status) },
    {
      key: 'paymentMethod',
      header: { en: 'Payment method', zh: '支付方式', es: 'Método de pago', ja: '支払方法' },
      value: (r) => method(r.paymentMethod),
    },
    {
      key: 'payStatus',
      header: { en: 'Pay status', zh: '支付状态', es: 'Estado del pago', ja: '支払状態' },
      value: (r) => payStatus(r.payStatus),
    },
    {
      key: 'refundStatus',
      header: { en: 'Refund status', zh: '退款状态', es: 'Estado del reembolso', ja: '返金状態' },
      value: (r) => refundStatus(r.refundStatus),
    },
    {
      key: 'shipStatus',
      header: { en: 'Dispense status', zh: '出货状态', es: 'Estado de dispensación', ja: '提供状態' },
      value: (r) => shipStatus(r.shipStatus),
    },
    { key: 'currency', header: { en: 'Currency', zh: '币种', es: 'Moneda', ja: '通貨' }, width: 10 },
    { key: 'paymentAmount', header: { en: 'Payment', zh: '支付金额', es: 'Importe a pagar', ja: '支払金額' }, width: 12 },
    { key: 'receivedAmount', header: { en: 'Received', zh: '实收金额', es: 'Cobrado', ja: '受領金額' }, width: 12 },
    { key: 'feeAmount', header: { en: 'Fee', zh: '手续费', es: 'Comisión', ja: '手数料' }, width: 12 },
    { key: 'discountAmount', header: { en: 'Discount', zh: '优惠金额', es: 'Descuento', ja: '割引額' }, width: 12 },
    { key: 'refundedAmount', header: { en: 'Refunded', zh: '已退款金额', es: 'Reembolsado', ja: '返金額' }, width: 12 },
    { key: 'userNickname', header: { en: 'User', zh: '用户昵称', es: 'Usuario', ja: 'ユーザー' } },
    { key: 'phone', header: { en: 'Phone', zh: '手机号', es: 'Teléfono', ja: '電話番号' } },
    { key: 'createTime', header: { en: 'Sold at', zh: '下单时间', es: 'Vendido el', ja: '注文日時' } },
    { key: 'paidTime', header: { en: 'Paid at', zh: '支付时间', es: 'Pagado el', ja: '支払日時' } },
  ];
}

/**
 * The transaction-order export (test orders left out), run by the export centre: the list's
 * filters in the caller's data scope, newest first, read in keyset batches.
 */
export const orderExportKind: ExportKind<OrderFilter, OrderRow> = {
  kind: EXPORT_KINDS.orders,
  permission: ORDER_PERMS.export,
  query: orderFilterSchema,
  fileName: { en: 'Transaction orders', zh: '交易订单', es: 'Pedidos de venta', ja: '取引注文' },
  columnChoice: true,
  async plan({ db, user, lang, timeZone }, query) {
    const where = orderWhere(query, user, 'transaction', timeZone);
    return {
      columns: await orderExportColumns(db, lang),
      batch: exportBatches(db, where, lang),
      batchSize: 1000,
      total: () => countWhere(db, orders, where),
    };
  },
};
