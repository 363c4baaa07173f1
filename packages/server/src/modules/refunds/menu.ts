import { REFUND_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Orders → Order refund (the Orders directory is the orders area's, synced before this area's menus). */
export const REFUND_MENUS: MenuDefinition[] = [
  {
    name: 'OrderRefund',
    parent: 'Orders',
    menuType: 'C',
    path: 'refund',
    component: SCREENS.orderRefund,
    perms: REFUND_PERMS.list,
    icon: 'rollback',
    sort: 4,
    titles: texts('refunds:menu.OrderRefund'),
  },
  menuButton('OrderRefund', 'OrderRefundAdd', REFUND_PERMS.add, 1, 'refunds:edit.submit'),
  menuButton('OrderRefund', 'OrderRefundQuery', REFUND_PERMS.query, 2, 'refunds:menu.OrderRefundQuery'),
];
