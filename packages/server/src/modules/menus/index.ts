import { defineArea } from '../../platform/area.js';
import { DIRECTORIES } from './directories.js';
import { APPLET_MENUS, MENU_MENUS } from './menu.js';
import { roleScopeCheck } from './role-scope.js';
import { menuRoutes } from './routes.js';

/** The menus area: what it adds to the platform. */
export const area = defineArea({
  name: 'menus',
  routes: menuRoutes,
  menus: [...DIRECTORIES, ...APPLET_MENUS, ...MENU_MENUS],
  needs: [roleScopeCheck],
  uniques: { sys_menu_name_uq: { field: 'name', key: 'menuNameTaken', param: 'name' } },
});

/* What other areas use of this one. */
export { buildNavigation, menusForUser } from './navigation.js';
export { menuIdsHeldBy, roleMenuIds } from './service.js';
export { roleScopeCheck } from './role-scope.js';
