import { CHANGE_LOG_PERMS, NETWORK_LOG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('deviceRecords');

/** Devices → device network log, device change log, with their buttons. */
export const DEVICE_RECORD_MENUS: MenuDefinition[] = [
  ...page({
    name: 'DeviceNetworkLog',
    parent: 'Devices',
    path: 'networkLog',
    component: SCREENS.deviceNetworkLog,
    perms: NETWORK_LOG_PERMS.list,
    icon: 'wifi',
    sort: 5,
    buttons: NETWORK_LOG_PERMS,
  }),
  ...page({
    name: 'DeviceChangeLog',
    parent: 'Devices',
    path: 'changeLog',
    component: SCREENS.deviceChangeLog,
    perms: CHANGE_LOG_PERMS.list,
    icon: 'history',
    sort: 6,
    buttons: CHANGE_LOG_PERMS,
  }),
];
