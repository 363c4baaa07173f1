import { defineArea } from '../../platform/area.js';
import { WEB_PAGE_MENUS } from './menu.js';
import { webPageRoutes } from './routes.js';
import { seedWebPages } from './demo-data.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The web-pages area: what it adds to the platform. */
export const area = defineArea({
  name: 'web-pages',
  routes: webPageRoutes,
  menus: WEB_PAGE_MENUS,
  demoSeed: { order: 30, run: seedWebPages },
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).webPageAccess,
});
