import { ORDER_ABNORMAL_PERMS, ORDER_CART_PERMS, ORDER_FREE_PERMS, ORDER_PERMS, ORDER_TEST_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('orders');

/** Orders: transaction orders, password-free, shopping-cart, abnormal and test orders, with their buttons. */
export const ORDER_MENUS: MenuDefinition[] = [
  directory({ name: 'Orders', path: 'order', icon: 'shopping-cart', sort: 35 }),
  ...page({
    name: 'OrderTransaction',
    parent: 'Orders',
    path: 'transaction',
    component: SCREENS.orderTransaction,
    perms: ORDER_PERMS.list,
    icon: 'file-text',
    sort: 1,
    title: 'orders:title.transaction',
    buttons: [
      ['OrderQuery', ORDER_PERMS.query],
      ['OrderExport', ORDER_PERMS.export],
    ],
  }),
  ...page({
    name: 'OrderFreePayment',
    parent: 'Orders',
    path: 'freePayment',
    component: SCREENS.orderFreePayment,
    perms: ORDER_FREE_PERMS.list,
    icon: 'credit-card',
    sort: 2,
    title: 'orders:title.free',
  }),
  ...page({
    name: 'OrderCart',
    parent: 'Orders',
    path: 'cart',
    component: SCREENS.orderCart,
    perms: ORDER_CART_PERMS.list,
    icon: 'shopping-cart',
    sort: 3,
    title: 'orders:title.cart',
  }),
  ...page({
    name: 'OrderAbnormal',
    parent: 'Orders',
    path: 'abnormal',
    component: SCREENS.orderAbnormal,
    perms: ORDER_ABNORMAL_PERMS.list,
    icon: 'alert',
    sort: 5,
    title: 'orders:title.abnormal',
    buttons: ORDER_ABNORMAL_PERMS,
    buttonTitles: { lift: 'orders:lift.action' },
  }),
  ...page({
    name: 'OrderTest',
    parent: 'Orders',
    path: 'test',
    component: SCREENS.orderTest,
    perms: ORDER_TEST_PERMS.list,
    icon: 'coffee',
    sort: 6,
    title: 'orders:title.test',
  }),
];
