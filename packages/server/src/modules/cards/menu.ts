import { CARD_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('cards');

/** Cards → member card swiping, with its buttons (the change record among them). */
export const CARD_MENUS: MenuDefinition[] = [
  directory({ name: 'Cards', path: 'card', icon: 'credit-card', sort: 45 }),
  ...page({
    name: 'MemberCard',
    parent: 'Cards',
    path: 'member',
    component: SCREENS.memberCard,
    perms: CARD_PERMS.list,
    icon: 'credit-card',
    sort: 2,
    buttons: CARD_PERMS,
  }),
];
