import { defineArea } from '../../platform/area.js';
import { LOG_MENUS } from './menu.js';
import { logRoutes } from './routes.js';
import { integrationLogExportKind, loginLogExportKind, operLogExportKind } from './export-kinds.js';

/** The logs area: what it adds to the platform. */
export const area = defineArea({
  name: 'logs',
  routes: logRoutes,
  menus: LOG_MENUS,
  exports: [operLogExportKind, loginLogExportKind, integrationLogExportKind],
});
