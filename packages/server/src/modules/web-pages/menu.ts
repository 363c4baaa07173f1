import { SCREENS, WEB_PAGE_PERMS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Web pages (the customers' links of the header dropdown) and its buttons. */
export const WEB_PAGE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemWebPage',
    parent: 'System',
    menuType: 'C',
    path: 'web-page',
    component: SCREENS.systemWebPage,
    perms: WEB_PAGE_PERMS.list,
    icon: 'link',
    sort: 80,
    titles: texts('webpage:title'),
  },
  menuButton('SystemWebPage', 'SystemWebPageQuery', WEB_PAGE_PERMS.query, 1, 'webpage:menu.SystemWebPageQuery'),
  menuButton('SystemWebPage', 'SystemWebPageAdd', WEB_PAGE_PERMS.add, 2, 'webpage:menu.SystemWebPageAdd'),
  menuButton('SystemWebPage', 'SystemWebPageEdit', WEB_PAGE_PERMS.edit, 3, 'webpage:menu.SystemWebPageEdit'),
  menuButton('SystemWebPage', 'SystemWebPageRemove', WEB_PAGE_PERMS.remove, 4, 'webpage:menu.SystemWebPageRemove'),
];
