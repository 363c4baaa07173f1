import { defineArea } from '../../platform/area.js';
import { AD_MENUS } from './menu.js';
import { adRoutes } from './routes.js';

/** Advertising: customers' ad materials and their releases to machines over the device protocol. */
export const area = defineArea({
  name: 'ads',
  routes: adRoutes,
  menus: AD_MENUS,
});

/* What other areas use of this one. */
export { AdSync } from './sync.js';
