import { INVENTORY_PERMS, REPLENISH_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('replenish');

/** Devices → Replenish record (plans and records, with their buttons) and Devices → Inventory change record. */
export const REPLENISH_MENUS: MenuDefinition[] = [
  ...page({
    name: 'DeviceReplenish',
    parent: 'Devices',
    path: 'replenish',
    component: SCREENS.deviceReplenish,
    perms: REPLENISH_PERMS.list,
    icon: 'shopping-cart',
    sort: 7,
    buttons: REPLENISH_PERMS,
  }),
  ...page({
    name: 'DeviceInventory',
    parent: 'Devices',
    path: 'inventory',
    component: SCREENS.deviceInventory,
    perms: INVENTORY_PERMS.list,
    icon: 'database',
    sort: 8,
    buttons: INVENTORY_PERMS,
  }),
];
