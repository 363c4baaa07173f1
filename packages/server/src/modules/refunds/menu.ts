import { REFUND_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('refunds');

/** Orders → Order refund (the Orders directory is the orders area's, synced before this area's menus). */
export const REFUND_MENUS: MenuDefinition[] = page({
  name: 'OrderRefund',
  parent: 'Orders',
  path: 'refund',
  component: SCREENS.orderRefund,
  perms: REFUND_PERMS.list,
  icon: 'rollback',
  sort: 4,
  buttons: REFUND_PERMS,
  buttonTitles: { add: 'refunds:edit.submit' },
});
