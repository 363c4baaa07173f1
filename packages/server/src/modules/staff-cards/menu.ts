import { SCREENS, STAFF_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('staffCards');

/** Cards → employee card swiping, with its buttons (the swipe record among them). */
export const STAFF_CARD_MENUS: MenuDefinition[] = [
  ...page({
    name: 'StaffCard',
    parent: 'Cards',
    path: 'staff',
    component: SCREENS.staffCard,
    perms: STAFF_PERMS.list,
    icon: 'idcard',
    sort: 1,
    buttons: STAFF_PERMS,
  }),
];
