import { defineArea } from '../../platform/area.js';
import { CLIENT_ERROR_MENUS } from './menu.js';
import { clientErrorRoutes } from './routes.js';
import { clientErrors } from './schema.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The client-errors area: what it adds to the platform. */
export const area = defineArea({
  name: 'client-errors',
  routes: clientErrorRoutes,
  menus: CLIENT_ERROR_MENUS,
  logTables: [{ kind: 'clientError', table: clientErrors, id: clientErrors.id, time: clientErrors.createdAt }],
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).clientErrorAccess,
});

/* What other areas use of this one. */
export { parseBound } from './service.js';
