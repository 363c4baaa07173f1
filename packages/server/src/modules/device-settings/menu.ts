import { DEVICE_DETAIL_PERMS, DEVICE_SETTINGS_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** The device list's menu entry (H1's `modules/devices/menu.ts`); the settings buttons hang under it. */
const PARENT = 'DeviceList';

/** Buttons of the remote settings and of the detail screen's separately granted parts. */
export const DEVICE_SETTINGS_MENUS: MenuDefinition[] = [
  menuButton(PARENT, 'DeviceSettingsParams', DEVICE_SETTINGS_PERMS.params, 40, 'deviceRemote:menu.DeviceSettingsParams'),
  menuButton(PARENT, 'DeviceSettingsPassword', DEVICE_SETTINGS_PERMS.localPassword, 41, 'deviceRemote:action.localPassword'),
  menuButton(PARENT, 'DeviceSettingsCupLimit', DEVICE_SETTINGS_PERMS.cupLimit, 42, 'deviceRemote:action.cupLimit'),
  menuButton(PARENT, 'DeviceSettingsClean', DEVICE_SETTINGS_PERMS.cleanConfig, 43, 'deviceRemote:action.cleanConfig'),
  menuButton(PARENT, 'DeviceSettingsContainer', DEVICE_SETTINGS_PERMS.container, 44, 'deviceRemote:action.containers'),
  menuButton(PARENT, 'DeviceSettingsMaxStock', DEVICE_SETTINGS_PERMS.maxStock, 45, 'deviceRemote:action.maxStock'),
  menuButton(PARENT, 'DeviceDetailMaterial', DEVICE_DETAIL_PERMS.material, 46, 'deviceDetail:menu.DeviceDetailMaterial'),
  menuButton(PARENT, 'DeviceDetailFault', DEVICE_DETAIL_PERMS.fault, 47, 'deviceDetail:menu.DeviceDetailFault'),
  menuButton(PARENT, 'DeviceDetailWarning', DEVICE_DETAIL_PERMS.warning, 48, 'deviceDetail:menu.DeviceDetailWarning'),
];
