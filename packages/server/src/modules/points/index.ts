import { defineArea } from '../../platform/area.js';
import { POINT_MENUS } from './menu.js';
import { pointRoutes } from './routes.js';
import { seedPoints } from './demo-data.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The points area: what it adds to the platform. */
export const area = defineArea({
  name: 'points',
  routes: pointRoutes,
  menus: POINT_MENUS,
  demoSeed: { order: 50, run: seedPoints },
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).pointAccess,
});

/* What other areas use of this one. */
export { routes, sites, zones } from './schema.js';
