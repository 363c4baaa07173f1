import { ONLINE_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Online users and its force-logout button. */
export const ONLINE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemOnline',
    parent: 'System',
    menuType: 'C',
    path: 'online',
    component: SCREENS.monitorOnline,
    perms: ONLINE_PERMS.list,
    icon: 'team',
    sort: 76,
    titles: texts('online:title'),
  },
  menuButton('SystemOnline', 'SystemOnlineForceLogout', ONLINE_PERMS.forceLogout, 1, 'online:menu.SystemOnlineForceLogout'),
];
