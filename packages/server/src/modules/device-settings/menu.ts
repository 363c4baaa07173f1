import { DEVICE_DETAIL_PERMS, DEVICE_SETTINGS_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const remote = menuEntries('deviceRemote');
const detail = menuEntries('deviceDetail');

/**
 * Buttons of the remote settings and of the detail screen's separately granted parts, under the
 * device list's menu entry (`modules/devices/menu.ts`).
 */
export const DEVICE_SETTINGS_MENUS: MenuDefinition[] = [
  ...remote.buttons({ parent: 'DeviceList', firstSort: 40 }, [
    ['DeviceSettingsParams', DEVICE_SETTINGS_PERMS.params],
    ['DeviceSettingsPassword', DEVICE_SETTINGS_PERMS.localPassword, 'deviceRemote:action.localPassword'],
    ['DeviceSettingsCupLimit', DEVICE_SETTINGS_PERMS.cupLimit, 'deviceRemote:action.cupLimit'],
    ['DeviceSettingsClean', DEVICE_SETTINGS_PERMS.cleanConfig, 'deviceRemote:action.cleanConfig'],
    ['DeviceSettingsContainer', DEVICE_SETTINGS_PERMS.container, 'deviceRemote:action.containers'],
    ['DeviceSettingsMaxStock', DEVICE_SETTINGS_PERMS.maxStock, 'deviceRemote:action.maxStock'],
  ]),
  ...remote.buttons({ parent: 'DeviceList', firstSort: 49 }, [
    ['DeviceSettingsParamCopy', DEVICE_SETTINGS_PERMS.paramCopy, 'deviceRemote:action.paramCopy'],
  ]),
  ...detail.buttons({ parent: 'DeviceList', firstSort: 46 }, [
    ['DeviceDetailMaterial', DEVICE_DETAIL_PERMS.material],
    ['DeviceDetailFault', DEVICE_DETAIL_PERMS.fault],
    ['DeviceDetailWarning', DEVICE_DETAIL_PERMS.warning],
  ]),
];
