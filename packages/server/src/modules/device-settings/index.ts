import { defineArea } from '../../platform/area.js';
import { DEVICE_SETTINGS_MENUS } from './menu.js';
import { deviceSettingsRoutes } from './routes.js';

/** The device-settings area: what it adds to the platform. */
export const area = defineArea({
  name: 'device-settings',
  routes: deviceSettingsRoutes,
  menus: DEVICE_SETTINGS_MENUS,
});

/* What other areas use of this one. */
export { containerRows } from './service.js';
export { type ChangedSetting, type DeviceSettingChanged, deviceSettingChanged } from './changes.js';
export { ParamCopySync, type ParamCopySyncOptions } from './param-copy.js';
