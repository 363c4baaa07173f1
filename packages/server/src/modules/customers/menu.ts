import { CUSTOMER_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('customer');

/** System → Customers, with its buttons. */
export const CUSTOMER_MENUS: MenuDefinition[] = page({
  name: 'SystemCustomer',
  parent: 'System',
  path: 'customer',
  component: SCREENS.systemCustomer,
  perms: CUSTOMER_PERMS.list,
  icon: 'team',
  sort: 3,
  title: 'customer:title',
  buttons: CUSTOMER_PERMS,
});
