import { defineArea } from '../../platform/area.js';
import { OPERATION_MENUS } from './menu.js';
import { operationRoutes } from './routes.js';

/**
 * Operation management: a customer's operating overview per point, route or partition, read from
 * the devices' live state, the repair records and the reports' sales roll-ups. It owns no table.
 */
export const area = defineArea({
  name: 'operation',
  routes: operationRoutes,
  menus: OPERATION_MENUS,
});
