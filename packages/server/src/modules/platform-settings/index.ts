import { defineArea } from '../../platform/area.js';
import { PLATFORM_SETTINGS_MENUS } from './menu.js';
import { platformSettingsRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The platform-settings area: what it adds to the platform. */
export const area = defineArea({
  name: 'platform-settings',
  routes: platformSettingsRoutes,
  menus: PLATFORM_SETTINGS_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).platformSettingsAccess,
});
