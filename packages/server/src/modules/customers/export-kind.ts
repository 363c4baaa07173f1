import { CUSTOMER_PERMS, type CustomerListQuery, type CustomerRow, customerListQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import { type ExcelColumn, codeColumn, codeLabels } from '../../platform/excel/index.js';
import type { ExportKind } from '../../platform/exports/kind.js';
import { listCustomers } from './service.js';

const MODES = codeLabels('customer:cooperationMode', ['1', '2', '3', '4']);
const SOURCES = codeLabels('customer:source', ['1', '2']);
const STATUS = codeLabels('customer:status', { 0: 'enabled', 1: 'disabled' });

/** The columns of the customer export. */
const EXPORT_COLUMNS: ExcelColumn<CustomerRow>[] = [
  { key: 'id', header: texts('customer:export.id'), width: 8 },
  { key: 'customerName', header: texts('customer:field.name'), width: 30 },
  { key: 'shortName', header: texts('customer:field.shortName') },
  { key: 'orgCode', header: texts('customer:field.code') },
  codeColumn('cooperationMode', texts('customer:field.cooperationMode'), MODES),
  codeColumn('source', texts('customer:field.source'), SOURCES),
  { key: 'parentCustomerName', header: texts('customer:field.parentCustomer'), width: 30 },
  { key: 'contactName', header: texts('customer:field.contactName') },
  { key: 'contactPhone', header: texts('customer:field.contactPhone') },
  { key: 'themeColor', header: texts('customer:field.themeColor'), width: 12 },
  { key: 'defaultLanguage', header: texts('customer:field.defaultLanguage'), width: 12 },
  { key: 'defaultCurrency', header: texts('customer:field.defaultCurrency'), width: 12 },
  codeColumn('status', texts('customer:export.status'), STATUS, 10),
  {
    key: 'createTime',
    header: texts('common:field.createTime'),
    value: (r) => r.createTime.slice(0, 19).replace('T', ' '),
  },
];

/** The customer list's export, run by the export centre: the list's filters in the caller's scope. */
export const customerExportKind: ExportKind<CustomerListQuery, CustomerRow> = {
  kind: 'customers',
  permission: CUSTOMER_PERMS.export,
  query: customerListQuerySchema,
  fileName: texts('customer:export.fileName'),
  columnChoice: true,
  async plan({ db, user }, query) {
    return {
      columns: EXPORT_COLUMNS,
      batch: async ({ offset, limit }) =>
        (await listCustomers(db, user, { ...query, page: undefined, pageNum: undefined, pageSize: undefined, start: offset, limit })).rows,
    };
  },
};
