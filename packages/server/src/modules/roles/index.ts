import { defineArea } from '../../platform/area.js';
import { provide } from '../../platform/wiring/index.js';
import { roleScopeCheck } from '../menus/index.js';
import { seedRoles } from './demo-data.js';
import { ROLE_MENUS } from './menu.js';
import { roleRoutes } from './routes.js';
import { roleExportKind } from './export.js';
import { loadRoleInScope } from './service.js';

/** The roles area: what it adds to the platform. */
export const area = defineArea({
  name: 'roles',
  routes: roleRoutes,
  menus: ROLE_MENUS,
  exports: [roleExportKind],
  // Before the accounts' demo data, which gives these roles.
  demoSeed: { order: 18, run: seedRoles },
  // The menus area shows a role's menu tree only to whom may see the role.
  provides: [provide(roleScopeCheck, loadRoleInScope)],
  uniques: {
    sys_role_name_uq: { field: 'roleName', key: 'roleNameTaken', param: 'name' },
    sys_role_key_uq: { field: 'roleKey', key: 'roleKeyTaken', param: 'key' },
  },
});

/* What other areas use of this one. */
export { loadRoleInScope, roleGrantableTo, roleInScope, type RoleRecord } from './service.js';
export { grantRoles, setAccountRoles, type RoleGrant } from './account-roles.js';
export { giveStartingRole, type StartingRole } from './starting-role.js';
export { HARBOR_MAINTENANCE_ROLE } from './demo-data.js';
