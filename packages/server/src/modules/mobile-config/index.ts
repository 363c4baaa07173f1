import { defineArea } from '../../platform/area.js';
import { MOBILE_CONFIG_MENUS } from './menu.js';
import { mobileConfigRoutes } from './routes.js';

/** The mobile-config area: what it adds to the platform. */
export const area = defineArea({
  name: 'mobile-config',
  routes: mobileConfigRoutes,
  menus: MOBILE_CONFIG_MENUS,
});
