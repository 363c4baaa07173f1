import { defineArea } from '../../platform/area.js';
import { ONLINE_MENUS } from './menu.js';
import { onlineUserRoutes } from './routes.js';

/** The online-users area: what it adds to the platform. */
export const area = defineArea({
  name: 'online-users',
  routes: onlineUserRoutes,
  menus: ONLINE_MENUS,
});
