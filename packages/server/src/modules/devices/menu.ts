import { DEVICE_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Devices → Device list, with its buttons (the add page `/deviceManage/add` is a hidden route). */
export const DEVICE_MENUS: MenuDefinition[] = [
  {
    name: 'DeviceList',
    parent: 'Devices',
    menuType: 'C',
    path: 'device',
    component: SCREENS.deviceList,
    perms: DEVICE_PERMS.list,
    icon: 'desktop',
    sort: 1,
    titles: texts('devices:menu.DeviceList'),
  },
  menuButton('DeviceList', 'DeviceQuery', DEVICE_PERMS.query, 1, 'devices:menu.DeviceQuery'),
  menuButton('DeviceList', 'DeviceAdd', DEVICE_PERMS.add, 2, 'devices:menu.DeviceAdd'),
  menuButton('DeviceList', 'DeviceEdit', DEVICE_PERMS.edit, 3, 'devices:menu.DeviceEdit'),
  menuButton('DeviceList', 'DeviceRemove', DEVICE_PERMS.remove, 4, 'devices:menu.DeviceRemove'),
  menuButton('DeviceList', 'DeviceExport', DEVICE_PERMS.export, 5, 'devices:menu.DeviceExport'),
  menuButton('DeviceList', 'DeviceImport', DEVICE_PERMS.import, 6, 'devices:menu.DeviceImport'),
  menuButton('DeviceList', 'DeviceGrant', DEVICE_PERMS.grant, 7, 'devices:menu.DeviceGrant'),
  menuButton('DeviceList', 'DeviceSecret', DEVICE_PERMS.secret, 8, 'devices:menu.DeviceSecret'),
];
