import { PAY_CONFIG_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { permissionButtons as buttons } from '../../platform/menu-buttons.js';

/** Finance → payment config and setting, and its buttons. */
export const PAYMENT_MENUS: MenuDefinition[] = [
  {
    name: 'FinancePayConfig',
    parent: 'Finance',
    menuType: 'C',
    path: 'payConfig',
    component: SCREENS.financePayConfig,
    perms: PAY_CONFIG_PERMS.list,
    icon: 'credit-card',
    sort: 1,
    titles: texts('payments:menu.FinancePayConfig'),
  },
  ...buttons('FinancePayConfig', PAY_CONFIG_PERMS, {
    query: 'payments:menu.FinancePayConfigQuery',
    add: 'payments:menu.FinancePayConfigAdd',
    edit: 'payments:menu.FinancePayConfigEdit',
    remove: 'payments:menu.FinancePayConfigRemove',
  }),
];
