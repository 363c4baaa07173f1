import { SCREENS, USER_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Accounts and its buttons. */
export const ACCOUNT_MENUS: MenuDefinition[] = [
  {
    name: 'SystemUser',
    parent: 'System',
    menuType: 'C',
    path: 'user',
    component: SCREENS.systemUser,
    perms: USER_PERMS.list,
    icon: 'user',
    sort: 10,
    titles: texts('user:menu.SystemUser'),
  },
  menuButton('SystemUser', 'SystemUserQuery', USER_PERMS.query, 1, 'user:menu.SystemUserQuery'),
  menuButton('SystemUser', 'SystemUserAdd', USER_PERMS.add, 2, 'user:menu.SystemUserAdd'),
  menuButton('SystemUser', 'SystemUserEdit', USER_PERMS.edit, 3, 'user:menu.SystemUserEdit'),
  menuButton('SystemUser', 'SystemUserRemove', USER_PERMS.remove, 4, 'user:menu.SystemUserRemove'),
  menuButton('SystemUser', 'SystemUserExport', USER_PERMS.export, 5, 'user:menu.SystemUserExport'),
  menuButton('SystemUser', 'SystemUserImport', USER_PERMS.import, 6, 'user:menu.SystemUserImport'),
  menuButton('SystemUser', 'SystemUserResetPwd', USER_PERMS.resetPwd, 7, 'user:action.resetPwd'),
];
