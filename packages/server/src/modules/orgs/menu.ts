import { DEPT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('dept');

/** System → Stores & departments, with its buttons. */
export const ORG_MENUS: MenuDefinition[] = page({
  name: 'SystemDept',
  parent: 'System',
  path: 'dept',
  component: SCREENS.systemDept,
  perms: DEPT_PERMS.list,
  icon: 'apartment',
  sort: 4,
  title: 'dept:title',
  buttons: DEPT_PERMS,
});
