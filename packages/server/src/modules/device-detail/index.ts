import { defineArea } from '../../platform/area.js';
import { deviceDetailRoutes } from './routes.js';

/** The device-detail area: what it adds to the platform. */
export const area = defineArea({
  name: 'device-detail',
  routes: deviceDetailRoutes,
});
