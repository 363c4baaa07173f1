import { defineArea } from '../../platform/area.js';
import { ONLINE_MENUS } from './menu.js';
import { onlineUserRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The online-users area: what it adds to the platform. */
export const area = defineArea({
  name: 'online-users',
  routes: onlineUserRoutes,
  menus: ONLINE_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).onlineAccess,
});
