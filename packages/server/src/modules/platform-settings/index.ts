import { defineArea } from '../../platform/area.js';
import { PLATFORM_SETTINGS_MENUS } from './menu.js';
import { platformSettingsRoutes } from './routes.js';

/** The platform-settings area: what it adds to the platform. */
export const area = defineArea({
  name: 'platform-settings',
  routes: platformSettingsRoutes,
  menus: PLATFORM_SETTINGS_MENUS,
});
