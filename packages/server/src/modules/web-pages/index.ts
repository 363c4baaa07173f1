import { defineArea } from '../../platform/area.js';
import { WEB_PAGE_MENUS } from './menu.js';
import { webPageRoutes } from './routes.js';
import { seedWebPages } from './demo-data.js';

/** The web-pages area: what it adds to the platform. */
export const area = defineArea({
  name: 'web-pages',
  routes: webPageRoutes,
  menus: WEB_PAGE_MENUS,
  demoSeed: { order: 30, run: seedWebPages },
});
