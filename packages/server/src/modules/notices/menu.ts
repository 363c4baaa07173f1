import { NOTICE_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Notices and its buttons. */
export const NOTICE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemNotice',
    parent: 'System',
    menuType: 'C',
    path: 'notice',
    component: SCREENS.systemNotice,
    perms: NOTICE_PERMS.list,
    icon: 'notification',
    sort: 75,
    titles: texts('notices:menu.SystemNotice'),
  },
  menuButton('SystemNotice', 'SystemNoticeQuery', NOTICE_PERMS.query, 1, 'notices:menu.SystemNoticeQuery'),
  menuButton('SystemNotice', 'SystemNoticeAdd', NOTICE_PERMS.add, 2, 'notices:menu.SystemNoticeAdd'),
  menuButton('SystemNotice', 'SystemNoticeEdit', NOTICE_PERMS.edit, 3, 'notices:menu.SystemNoticeEdit'),
  menuButton('SystemNotice', 'SystemNoticeRemove', NOTICE_PERMS.remove, 4, 'notices:menu.SystemNoticeRemove'),
];
