import { NOTICE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('notices');

/** System → Notices and its buttons. */
export const NOTICE_MENUS: MenuDefinition[] = page({
  name: 'SystemNotice',
  parent: 'System',
  path: 'notice',
  component: SCREENS.systemNotice,
  perms: NOTICE_PERMS.list,
  icon: 'notification',
  sort: 75,
  buttons: NOTICE_PERMS,
});
