import { ONLINE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

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
    titles: { zh: '在线用户', en: 'Online users', es: 'Usuarios en línea', ja: 'オンラインユーザー' },
  },
  {
    name: 'SystemOnlineForceLogout',
    parent: 'SystemOnline',
    menuType: 'F',
    perms: ONLINE_PERMS.forceLogout,
    sort: 1,
    titles: { zh: '强退', en: 'Force logout', es: 'Forzar cierre de sesión', ja: '強制ログアウト' },
  },
];
