import { ORDER_ABNORMAL_PERMS, ORDER_CART_PERMS, ORDER_FREE_PERMS, ORDER_PERMS, ORDER_TEST_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Orders: transaction orders, password-free, shopping-cart, abnormal and test orders, with their buttons. */
export const ORDER_MENUS: MenuDefinition[] = [
  {
    name: 'Orders',
    menuType: 'M',
    path: 'order',
    icon: 'shopping-cart',
    sort: 35,
    titles: texts('orders:menu.Orders'),
  },
  {
    name: 'OrderTransaction',
    parent: 'Orders',
    menuType: 'C',
    path: 'transaction',
    component: SCREENS.orderTransaction,
    perms: ORDER_PERMS.list,
    icon: 'file-text',
    sort: 1,
    titles: texts('orders:title.transaction'),
  },
  menuButton('OrderTransaction', 'OrderQuery', ORDER_PERMS.query, 1, 'orders:menu.OrderQuery'),
  menuButton('OrderTransaction', 'OrderExport', ORDER_PERMS.export, 2, 'orders:menu.OrderExport'),
  {
    name: 'OrderFreePayment',
    parent: 'Orders',
    menuType: 'C',
    path: 'freePayment',
    component: SCREENS.orderFreePayment,
    perms: ORDER_FREE_PERMS.list,
    icon: 'credit-card',
    sort: 2,
    titles: texts('orders:title.free'),
  },
  {
    name: 'OrderCart',
    parent: 'Orders',
    menuType: 'C',
    path: 'cart',
    component: SCREENS.orderCart,
    perms: ORDER_CART_PERMS.list,
    icon: 'shopping-cart',
    sort: 3,
    titles: texts('orders:title.cart'),
  },
  {
    name: 'OrderAbnormal',
    parent: 'Orders',
    menuType: 'C',
    path: 'abnormal',
    component: SCREENS.orderAbnormal,
    perms: ORDER_ABNORMAL_PERMS.list,
    icon: 'alert',
    sort: 5,
    titles: texts('orders:title.abnormal'),
  },
  menuButton('OrderAbnormal', 'OrderAbnormalLift', ORDER_ABNORMAL_PERMS.lift, 1, 'orders:lift.action'),
  {
    name: 'OrderTest',
    parent: 'Orders',
    menuType: 'C',
    path: 'test',
    component: SCREENS.orderTest,
    perms: ORDER_TEST_PERMS.list,
    icon: 'coffee',
    sort: 6,
    titles: texts('orders:title.test'),
  },
];
