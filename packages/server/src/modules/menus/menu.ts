import { B_SIDE_PERMISSIONS, MENU_PERMS, SCREENS } from '@vr/contracts';
import { type TextKey, texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Menus and its buttons. */
export const MENU_MENUS: MenuDefinition[] = [
  {
    name: 'SystemMenu',
    parent: 'System',
    menuType: 'C',
    path: 'menu',
    component: SCREENS.systemMenu,
    perms: MENU_PERMS.list,
    icon: 'menu',
    sort: 40,
    titles: texts('menu:menu.SystemMenu'),
  },
  menuButton('SystemMenu', 'SystemMenuQuery', MENU_PERMS.query, 1, 'menu:menu.SystemMenuQuery'),
  menuButton('SystemMenu', 'SystemMenuAdd', MENU_PERMS.add, 2, 'menu:menu.SystemMenuAdd'),
  menuButton('SystemMenu', 'SystemMenuEdit', MENU_PERMS.edit, 3, 'menu:menu.SystemMenuEdit'),
  menuButton('SystemMenu', 'SystemMenuRemove', MENU_PERMS.remove, 4, 'menu:menu.SystemMenuRemove'),
];

const APPLET_TITLES: Record<(typeof B_SIDE_PERMISSIONS)[number], TextKey> = {
  deviceStatus: 'menu:menu.AppletDeviceStatus',
  replenish: 'menu:menu.AppletReplenish',
  cleaning: 'menu:menu.AppletCleaning',
  orders: 'menu:menu.AppletOrders',
  refund: 'menu:menu.AppletRefund',
  sales: 'menu:menu.AppletSales',
  alarms: 'menu:menu.AppletAlarms',
  repair: 'menu:menu.AppletRepair',
};

/**
 * The B-side mini program's permissions: a role grants them separately from the PC
 * back-office. They are never routes of the back-office (navigate leaves them out); the keys are
 * the customers' B-side permission keys, as `applet:<key>`.
 */
export const APPLET_MENUS: MenuDefinition[] = [
  {
    name: 'Applet',
    menuType: 'M',
    path: 'applet',
    client: 'applet',
    sort: 1,
    titles: texts('menu:client.applet'),
  },
  ...B_SIDE_PERMISSIONS.map((key, i): MenuDefinition => ({
    name: `Applet${key[0]!.toUpperCase()}${key.slice(1)}`,
    parent: 'Applet',
    menuType: 'C',
    path: key,
    perms: `applet:${key}`,
    client: 'applet',
    sort: i + 1,
    titles: texts(APPLET_TITLES[key]),
  })),
];
