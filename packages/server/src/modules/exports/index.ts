import { defineArea } from '../../platform/area.js';
import { EXPORT_MENUS } from './menu.js';
import { exportTaskRoutes } from './routes.js';

/** The export centre: queues the areas' exports, lists them with their progress, serves and deletes their files. */
export const area = defineArea({
  name: 'exports',
  routes: exportTaskRoutes,
  menus: EXPORT_MENUS,
});

/* What other areas use of this one. */
export { seesAllTasks } from './service.js';
