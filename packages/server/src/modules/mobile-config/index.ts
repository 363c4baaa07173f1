import { defineArea } from '../../platform/area.js';
import { MOBILE_CONFIG_MENUS } from './menu.js';
import { mobileConfigRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The mobile-config area: what it adds to the platform. */
export const area = defineArea({
  name: 'mobile-config',
  routes: mobileConfigRoutes,
  menus: MOBILE_CONFIG_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).mobileConfigAccess,
});
