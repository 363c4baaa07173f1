import { SCREENS, USER_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('user');

/** System → Accounts and its buttons. */
export const ACCOUNT_MENUS: MenuDefinition[] = page({
  name: 'SystemUser',
  parent: 'System',
  path: 'user',
  component: SCREENS.systemUser,
  perms: USER_PERMS.list,
  icon: 'user',
  sort: 10,
  buttons: USER_PERMS,
  buttonTitles: { resetPwd: 'user:action.resetPwd' },
});
