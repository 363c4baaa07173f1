import { defineArea } from '../../platform/area.js';
import { MONITOR_MENUS } from './menu.js';
import { monitorRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The monitor area: what it adds to the platform. */
export const area = defineArea({
  name: 'monitor',
  routes: monitorRoutes,
  menus: MONITOR_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).monitorAccess,
});
