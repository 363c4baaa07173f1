import { EXPORT_KINDS, type Lang, ORDER_DICTS, ORDER_PERMS, type OrderFilter, type OrderRow, orderFilterSchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { Database } from '../../platform/db/database.js';
import { type ExcelColumn, codeColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { orders } from './schema.js';
import { exportBatches, orderWhere } from './service.js';
import { dictLabeler } from '../dicts/index.js';
import { countWhere } from '../../platform/list/total.js';

type Label = (value: string | number | null | undefined) => string;

/** The columns of the order export: statuses by their dictionary labels in the reader's language. */
export async function orderExportColumns(db: Database, lang: Lang): Promise<ExcelColumn<OrderRow>[]> {
  // One after another: the export centre asks for the columns inside its request's transaction,
  // whose one connection cannot run several statements at once.
  const labels: Label[] = [];
  for (const type of [
    ORDER_DICTS.status,
    ORDER_DICTS.payStatus,
    ORDER_DICTS.refundStatus,
    ORDER_DICTS.shipStatus,
    ORDER_DICTS.type,
    ORDER_DICTS.paymentMethod,
  ]) {
    labels.push(await dictLabeler(db, type, lang));
  }
  const [status, payStatus, refundStatus, shipStatus, type, method] = labels as [Label, Label, Label, Label, Label, Label];
  return [
    { key: 'orderCode', header: texts('orders:field.orderCode'), width: 26 },
    { key: 'transactionCode', header: texts('orders:field.transactionCode'), width: 26 },
    { key: 'pickupCode', header: texts('orders:field.pickupCode'), width: 12 },
    { key: 'customerName', header: texts('orders:field.customer') },
    { key: 'siteName', header: texts('orders:field.site') },
    { key: 'deviceCode', header: texts('orders:field.deviceCode') },
    { key: 'goods', header: texts('orders:field.goods'), width: 40 },
    codeColumn('type', texts('orders:field.type'), type),
    codeColumn('status', texts('orders:export.status'), status),
    codeColumn('paymentMethod', texts('orders:field.paymentMethod'), method),
    codeColumn('payStatus', texts('orders:field.payStatus'), payStatus),
    codeColumn('refundStatus', texts('orders:field.refundStatus'), refundStatus),
    codeColumn('shipStatus', texts('orders:field.shipStatus'), shipStatus),
    { key: 'currency', header: texts('orders:export.currency'), width: 10 },
    { key: 'paymentAmount', header: texts('orders:field.paymentAmount'), width: 12 },
    { key: 'receivedAmount', header: texts('orders:field.receivedAmount'), width: 12 },
    { key: 'feeAmount', header: texts('orders:field.feeAmount'), width: 12 },
    { key: 'discountAmount', header: texts('orders:field.discountAmount'), width: 12 },
    { key: 'refundedAmount', header: texts('orders:export.refundedAmount'), width: 12 },
    { key: 'userNickname', header: texts('orders:field.userNickname') },
    { key: 'phone', header: texts('orders:field.phone') },
    { key: 'createTime', header: texts('orders:field.createTime') },
    { key: 'paidTime', header: texts('orders:field.paidTime') },
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
  fileName: texts('orders:title.transaction'),
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
