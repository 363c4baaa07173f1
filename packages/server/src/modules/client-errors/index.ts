import { defineArea } from '../../platform/area.js';
import { CLIENT_ERROR_MENUS } from './menu.js';
import { clientErrorRoutes } from './routes.js';
import { clientErrors } from './schema.js';

/** The client-errors area: what it adds to the platform. */
export const area = defineArea({
  name: 'client-errors',
  routes: clientErrorRoutes,
  menus: CLIENT_ERROR_MENUS,
  logTables: [{ kind: 'clientError', table: clientErrors, id: clientErrors.id, time: clientErrors.createdAt }],
});

/* What other areas use of this one. */
export { parseBound } from './service.js';
