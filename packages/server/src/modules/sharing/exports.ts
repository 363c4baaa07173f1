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
  type Translations,
} from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { z } from 'zod';
import type { ExcelColumn } from '../../platform/excel/columns.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { deviceBill, listSharingOrders, merchantBill } from './bills.js';

const money = <R>(key: string, header: Translations, cents: (r: R) => number): ExcelColumn<R> => ({
  key,
  header,
  width: 14,
  value: (r: R) => fromCents(cents(r)),
});

const orderColumns: ExcelColumn<SharingOrderRow>[] = [
  { key: 'orderCode', header: texts('sharing:field.orderCode'), width: 28 },
  { key: 'deviceName', header: texts('sharing:field.device') },
  { key: 'joinerName', header: texts('sharing:field.joiner') },
  { key: 'merchantNo', header: texts('sharing:field.merchantNo') },
  { key: 'rate', header: texts('sharing:field.rate'), width: 10 },
  { key: 'currency', header: texts('sharing:export.currency'), width: 8 },
  money('orderCents', texts('sharing:field.orderAmount'), (r: SharingOrderRow) => r.orderCents),
  money('feeCents', texts('sharing:export.fee'), (r: SharingOrderRow) => r.feeCents),
  money('shareCents', texts('sharing:field.share'), (r: SharingOrderRow) => r.shareCents),
  money('reversedCents', texts('sharing:field.reversed'), (r: SharingOrderRow) => r.reversedCents),
  {
    key: 'status',
    header: texts('sharing:export.status'),
    value: (r, lang) => statusOfCode(SHARING_STATUS, r.status)?.labels[lang] ?? r.status,
  },
  { key: 'orderTime', header: texts('sharing:field.orderTime'), width: 24 },
];

/** A bill's columns; every line states the period the bill covers (the same for all of them). */
const billColumns = (name: Translations, period: SharingBillPeriod): ExcelColumn<SharingBillRow>[] => [
  { key: 'name', header: name, width: 28 },
  { key: 'currency', header: texts('sharing:export.currency'), width: 8 },
  { key: 'orders', header: texts('sharing:field.orders'), width: 10 },
  money('orderCents', texts('sharing:export.orderNet'), (r: SharingBillRow) => r.orderCents),
  money('feeCents', texts('sharing:export.fee'), (r: SharingBillRow) => r.feeCents),
  money('sharedCents', texts('sharing:export.shared'), (r: SharingBillRow) => r.sharedCents),
  money('reversedCents', texts('sharing:field.reversed'), (r: SharingBillRow) => r.reversedCents),
  money('netCents', texts('sharing:export.net'), (r: SharingBillRow) => r.netCents),
  {
    key: 'period',
    header: texts('sharing:export.period'),
    width: 36,
    value: (_r, lang) => sharingPeriodText(period, lang),
  },
];

/** A bill's export: every line of the bill under the list's filters, its first column headed by what the bill is per. */
const billExport = (
  kind: string,
  fileName: Translations,
  bill: typeof merchantBill,
  per: Translations,
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
    fileName: texts('sharing:action.orders'),
    plan: async (ctx, query) => ({
      columns: orderColumns,
      batch: async ({ offset, limit }) =>
        (await listSharingOrders(ctx.db, { ...query, start: offset, limit, page: undefined, pageNum: undefined }, ctx.user)).rows,
    }),
  },
  billExport(SHARING_EXPORT_KINDS.merchantBill, texts('sharing:menu.FinanceMerchantBill'), merchantBill, texts('sharing:field.joiner')),
  billExport(SHARING_EXPORT_KINDS.deviceBill, texts('sharing:menu.FinanceDeviceBill'), deviceBill, texts('sharing:field.device')),
];
