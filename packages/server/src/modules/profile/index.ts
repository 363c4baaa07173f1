import { defineArea } from '../../platform/area.js';
import { profileRoutes } from './routes.js';

/** The profile area: what it adds to the platform. */
export const area = defineArea({
  name: 'profile',
  routes: profileRoutes,
});
