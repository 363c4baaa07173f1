import { defineArea } from '../../platform/area.js';
import { INSPECTION_MENUS } from './menu.js';
import { inspectionRoutes } from './routes.js';

/** Inspection records: made by maintenance people at their machines, adopted or rejected by reviewers. */
export const area = defineArea({
  name: 'inspections',
  routes: inspectionRoutes,
  menus: INSPECTION_MENUS,
});
