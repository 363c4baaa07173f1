import { DEVICE_MODEL_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** Devices → Device models (with their containers) and its buttons. */
export const DEVICE_MODEL_MENUS: MenuDefinition[] = [
  {
    name: 'DeviceModel',
    parent: 'Devices',
    menuType: 'C',
    path: 'model',
    component: SCREENS.deviceModel,
    perms: DEVICE_MODEL_PERMS.list,
    icon: 'coffee',
    sort: 2,
    titles: texts('deviceModels:title'),
  },
  menuButton('DeviceModel', 'DeviceModelQuery', DEVICE_MODEL_PERMS.query, 1, 'deviceModels:menu.DeviceModelQuery'),
  menuButton('DeviceModel', 'DeviceModelAdd', DEVICE_MODEL_PERMS.add, 2, 'deviceModels:menu.DeviceModelAdd'),
  menuButton('DeviceModel', 'DeviceModelEdit', DEVICE_MODEL_PERMS.edit, 3, 'deviceModels:menu.DeviceModelEdit'),
  menuButton('DeviceModel', 'DeviceModelRemove', DEVICE_MODEL_PERMS.remove, 4, 'deviceModels:menu.DeviceModelRemove'),
];
