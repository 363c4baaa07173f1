import { defineArea } from '../../platform/area.js';
import { dashboardRoutes } from './routes.js';

/** The dashboard area: what it adds to the platform. */
export const area = defineArea({
  name: 'dashboard',
  routes: dashboardRoutes,
});
