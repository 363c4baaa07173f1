import { DEVICE_ACCOUNT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('deviceAccount');

/** Devices → device account, and its buttons (add, edit, enable or disable, remove). */
export const DEVICE_ACCOUNT_MENUS: MenuDefinition[] = [
  ...page({
    name: 'DeviceAccount',
    parent: 'Devices',
    path: 'deviceAccount',
    component: SCREENS.deviceAccount,
    perms: DEVICE_ACCOUNT_PERMS.list,
    icon: 'team',
    sort: 9,
    buttons: DEVICE_ACCOUNT_PERMS,
  }),
];
