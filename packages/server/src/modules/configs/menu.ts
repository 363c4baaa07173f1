import { CONFIG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('config');

/** System → Parameter settings and its buttons. */
export const CONFIG_MENUS: MenuDefinition[] = page({
  name: 'SystemConfig',
  parent: 'System',
  path: 'config',
  component: SCREENS.systemConfig,
  perms: CONFIG_PERMS.list,
  icon: 'edit',
  sort: 70,
  buttons: CONFIG_PERMS,
});
