import { defineArea } from '../../platform/area.js';
import { CUSTOMER_MENUS } from './menu.js';
import { customerRoutes } from './routes.js';
import { seedCustomers } from './demo-data.js';
import { customerExportKind } from './export-kind.js';

/** The customers area: what it adds to the platform. */
export const area = defineArea({
  name: 'customers',
  routes: customerRoutes,
  menus: CUSTOMER_MENUS,
  exports: [customerExportKind],
  demoSeed: { order: 10, run: seedCustomers },
  uniques: {
    sys_org_parent_name_uq: { field: 'customerName', key: 'orgNameTaken', param: 'name' },
    sys_org_code_uq: { field: 'orgCode', key: 'orgCodeTaken', param: 'code' },
  },
});

/* What other areas use of this one. */
export { customers } from './schema.js';
export { orgCurrencies, orgCurrency } from './currency.js';
export { createCustomer } from './service.js';
