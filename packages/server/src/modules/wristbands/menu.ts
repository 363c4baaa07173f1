import { SCREENS, WRISTBAND_PATHS, WRISTBAND_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('wristbands');

/** Cards → bracelet information (its address is fixed), with its buttons (the activation records among them). */
export const WRISTBAND_MENUS: MenuDefinition[] = [
  ...page({
    name: 'BraceletInfo',
    parent: 'Cards',
    path: WRISTBAND_PATHS.list,
    component: SCREENS.braceletRecordList,
    perms: WRISTBAND_PERMS.list,
    icon: 'tags',
    sort: 3,
    buttons: WRISTBAND_PERMS,
  }),
];
