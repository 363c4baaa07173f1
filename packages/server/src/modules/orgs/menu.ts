import { DEPT_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Stores & departments, with its buttons. */
export const ORG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemDept',
    parent: 'System',
    menuType: 'C',
    path: 'dept',
    component: SCREENS.systemDept,
    perms: DEPT_PERMS.list,
    icon: 'apartment',
    sort: 4,
    titles: texts('dept:title'),
  },
  menuButton('SystemDept', 'SystemDeptQuery', DEPT_PERMS.query, 1, 'dept:menu.SystemDeptQuery'),
  menuButton('SystemDept', 'SystemDeptAdd', DEPT_PERMS.add, 2, 'dept:menu.SystemDeptAdd'),
  menuButton('SystemDept', 'SystemDeptEdit', DEPT_PERMS.edit, 3, 'dept:menu.SystemDeptEdit'),
  menuButton('SystemDept', 'SystemDeptRemove', DEPT_PERMS.remove, 4, 'dept:menu.SystemDeptRemove'),
];
