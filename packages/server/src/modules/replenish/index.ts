import { defineArea } from '../../platform/area.js';
import { REPLENISH_MENUS } from './menu.js';
import { replenishRoutes } from './routes.js';

/** Replenishment in the field: plans from the machines' container levels, replenish records, inventory change records. */
export const area = defineArea({
  name: 'replenish',
  routes: replenishRoutes,
  menus: REPLENISH_MENUS,
});

/* What other areas use of this one. */
export { fieldDeviceVisible, maintainedBy } from './scope.js';
