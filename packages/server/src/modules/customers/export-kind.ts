import { CUSTOMER_PERMS, type CustomerListQuery, type CustomerRow, customerListQuerySchema } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { ExportKind } from '../../platform/exports/kind.js';
import { EXPORT_COLUMNS } from './routes.js';
import { listCustomers } from './service.js';

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
