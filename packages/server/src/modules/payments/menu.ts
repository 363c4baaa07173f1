import { PAY_CONFIG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('payments');

/** Finance → payment config and setting, and its buttons. */
export const PAYMENT_MENUS: MenuDefinition[] = page({
  name: 'FinancePayConfig',
  parent: 'Finance',
  path: 'payConfig',
  component: SCREENS.financePayConfig,
  perms: PAY_CONFIG_PERMS.list,
  icon: 'credit-card',
  sort: 1,
  buttons: PAY_CONFIG_PERMS,
});
