import { defineArea } from '../../platform/area.js';
import { MONITOR_MENUS } from './menu.js';
import { monitorRoutes } from './routes.js';

/** The monitor area: what it adds to the platform. */
export const area = defineArea({
  name: 'monitor',
  routes: monitorRoutes,
  menus: MONITOR_MENUS,
});
