import { ROLE_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Roles and its buttons. */
export const ROLE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemRole',
    parent: 'System',
    menuType: 'C',
    path: 'role',
    component: SCREENS.systemRole,
    perms: ROLE_PERMS.list,
    icon: 'team',
    sort: 30,
    titles: texts('role:menu.SystemRole'),
  },
  menuButton('SystemRole', 'SystemRoleQuery', ROLE_PERMS.query, 1, 'role:menu.SystemRoleQuery'),
  menuButton('SystemRole', 'SystemRoleAdd', ROLE_PERMS.add, 2, 'role:menu.SystemRoleAdd'),
  menuButton('SystemRole', 'SystemRoleEdit', ROLE_PERMS.edit, 3, 'role:menu.SystemRoleEdit'),
  menuButton('SystemRole', 'SystemRoleRemove', ROLE_PERMS.remove, 4, 'role:menu.SystemRoleRemove'),
  menuButton('SystemRole', 'SystemRoleExport', ROLE_PERMS.export, 5, 'role:menu.SystemRoleExport'),
];
