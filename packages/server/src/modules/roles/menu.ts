import { ROLE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('role');

/** System → Roles and its buttons. */
export const ROLE_MENUS: MenuDefinition[] = page({
  name: 'SystemRole',
  parent: 'System',
  path: 'role',
  component: SCREENS.systemRole,
  perms: ROLE_PERMS.list,
  icon: 'team',
  sort: 30,
  buttons: ROLE_PERMS,
});
