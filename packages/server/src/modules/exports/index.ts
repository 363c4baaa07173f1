import { defineArea } from '../../platform/area.js';
import { EXPORT_MENUS } from './menu.js';
import { exportTaskRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The export centre: queues the areas' exports, lists them with their progress, serves and deletes their files. */
export const area = defineArea({
  name: 'exports',
  routes: exportTaskRoutes,
  menus: EXPORT_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).exportTaskAccess,
});

/* What other areas use of this one. */
export { seesAllTasks } from './service.js';
