import { CUSTOMER_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Customers, with its buttons. */
export const CUSTOMER_MENUS: MenuDefinition[] = [
  {
    name: 'SystemCustomer',
    parent: 'System',
    menuType: 'C',
    path: 'customer',
    component: SCREENS.systemCustomer,
    perms: CUSTOMER_PERMS.list,
    icon: 'team',
    sort: 3,
    titles: texts('customer:title'),
  },
  menuButton('SystemCustomer', 'SystemCustomerQuery', CUSTOMER_PERMS.query, 1, 'customer:menu.SystemCustomerQuery'),
  menuButton('SystemCustomer', 'SystemCustomerAdd', CUSTOMER_PERMS.add, 2, 'customer:menu.SystemCustomerAdd'),
  menuButton('SystemCustomer', 'SystemCustomerEdit', CUSTOMER_PERMS.edit, 3, 'customer:menu.SystemCustomerEdit'),
  menuButton('SystemCustomer', 'SystemCustomerRemove', CUSTOMER_PERMS.remove, 4, 'customer:menu.SystemCustomerRemove'),
  menuButton('SystemCustomer', 'SystemCustomerExport', CUSTOMER_PERMS.export, 5, 'customer:menu.SystemCustomerExport'),
];
