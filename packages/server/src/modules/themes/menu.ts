import { SCREENS, THEME_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('themes');

/** System → Theme colours and its buttons. */
export const THEME_MENUS: MenuDefinition[] = page({
  name: 'SystemTheme',
  parent: 'System',
  path: 'theme',
  component: SCREENS.systemTheme,
  perms: THEME_PERMS.list,
  icon: 'skin',
  sort: 82,
  buttons: THEME_PERMS,
});
