import { defineArea } from '../../platform/area.js';
import { DEVICE_SETTINGS_MENUS } from './menu.js';
import { deviceSettingsRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The device-settings area: what it adds to the platform. */
export const area = defineArea({
  name: 'device-settings',
  routes: deviceSettingsRoutes,
  menus: DEVICE_SETTINGS_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).deviceSettingsAccess,
});

/* What other areas use of this one. */
export { containerRows } from './service.js';
