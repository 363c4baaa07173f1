import {
  PURCHASE_PAY_TYPES,
  PURCHASE_PERMS,
  PURCHASE_REFUND_STATES,
  PURCHASE_STATES,
  type PurchaseFilter,
  type PurchaseOrder,
  SUPPLY_EXPORT_KINDS,
  fromCents,
  purchaseFilterSchema,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type ExcelColumn, codeColumn, codeLabels, timeColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { type LogTable, newestFirstExport } from '../../platform/list/newest-first.js';
import { purchaseRows, purchaseWhere } from './purchases.js';
import { purchaseOrders } from './schema.js';

/** The orders newest first, as the list shows them by default. */
const NEWEST_FIRST: LogTable = { table: purchaseOrders, id: purchaseOrders.id, time: purchaseOrders.createdAt, timeField: 'createTime' };

/** An amount in cents as the currency's amount (the currency stands in its own column). */
const money = (key: 'amountCents' | 'paidCents' | 'refundedCents' | 'refundableCents', header: ExcelColumn['header']) =>
  ({ key, header, width: 12, value: (r) => fromCents(r[key]) }) satisfies ExcelColumn<PurchaseOrder>;

const COLUMNS: ExcelColumn<PurchaseOrder>[] = [
  { key: 'orderCode', header: texts('supply:field.orderCode'), width: 26 },
  { key: 'orgName', header: texts('supply:field.buyer'), width: 24 },
  { key: 'sellerName', header: texts('supply:field.seller'), width: 24 },
  { key: 'itemSummary', header: texts('supply:field.items'), width: 40 },
  codeColumn('state', texts('supply:field.state'), codeLabels('supply:state', PURCHASE_STATES), 14),
  codeColumn('refundState', texts('supply:field.refundState'), codeLabels('supply:refundState', PURCHASE_REFUND_STATES), 14),
  codeColumn(
    'payType',
    texts('supply:field.payType'),
    codeLabels(
      'supply:payType',
      PURCHASE_PAY_TYPES.map((t) => `${t}` as const),
    ),
    12,
  ),
  { key: 'currency', header: texts('supply:field.currency'), width: 10 },
  money('amountCents', texts('supply:field.amount')),
  money('paidCents', texts('supply:field.paid')),
  money('refundedCents', texts('supply:field.refunded')),
  money('refundableCents', texts('supply:field.refundable')),
  { key: 'consignee', header: texts('supply:field.consignee') },
  { key: 'phone', header: texts('supply:field.phone'), width: 16 },
  { key: 'address', header: texts('supply:field.address'), width: 40 },
  { key: 'logisticsNo', header: texts('supply:field.logisticsNo'), width: 22 },
  { key: 'remark', header: texts('supply:field.remark'), width: 30 },
  timeColumn('createTime', texts('supply:field.createTime')),
  timeColumn('paidTime', texts('supply:field.paidTime')),
  timeColumn('shippedTime', texts('supply:field.shippedTime')),
  timeColumn('cancelledTime', texts('supply:field.cancelledTime')),
  { key: 'cancelRemark', header: texts('supply:field.cancelRemark'), width: 30 },
];

/**
 * The purchase-order export, run by the export centre: the list's filters and scope (orders the
 * caller buys or sells), newest first, states and payment types by their labels in the caller's
 * language, money as amounts of the order's currency.
 */
export const purchaseExportKind: ExportKind<PurchaseFilter, PurchaseOrder> = {
  kind: SUPPLY_EXPORT_KINDS.purchases,
  permission: PURCHASE_PERMS.export,
  query: purchaseFilterSchema,
  fileName: texts('supply:export.fileName'),
  async plan({ db, user, lang }, query) {
    const where = await purchaseWhere(db, query, user);
    return { columns: COLUMNS, ...newestFirstExport(db, NEWEST_FIRST, where, (ids) => purchaseRows(db, ids, lang)) };
  },
};
