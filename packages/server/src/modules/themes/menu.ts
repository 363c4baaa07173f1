import { SCREENS, THEME_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Theme colours and its buttons. */
export const THEME_MENUS: MenuDefinition[] = [
  {
    name: 'SystemTheme',
    parent: 'System',
    menuType: 'C',
    path: 'theme',
    component: SCREENS.systemTheme,
    perms: THEME_PERMS.list,
    icon: 'skin',
    sort: 82,
    titles: texts('themes:menu.SystemTheme'),
  },
  menuButton('SystemTheme', 'SystemThemeAdd', THEME_PERMS.add, 1, 'themes:menu.SystemThemeAdd'),
  menuButton('SystemTheme', 'SystemThemeEdit', THEME_PERMS.edit, 2, 'themes:menu.SystemThemeEdit'),
  menuButton('SystemTheme', 'SystemThemeRemove', THEME_PERMS.remove, 3, 'themes:menu.SystemThemeRemove'),
];
