import { MATERIAL_CLASS_PERMS, MATERIAL_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('materials');

/** Goods → raw materials and material classification; and their buttons. */
export const MATERIAL_MENUS: MenuDefinition[] = [
  directory({ name: 'Goods', path: 'goods', icon: 'shopping', sort: 30 }),
  ...page({
    name: 'GoodsMaterial',
    parent: 'Goods',
    path: 'material',
    component: SCREENS.goodsMaterial,
    perms: MATERIAL_PERMS.list,
    icon: 'experiment',
    sort: 1,
    buttons: MATERIAL_PERMS,
  }),
  ...page({
    name: 'GoodsMaterialClass',
    parent: 'Goods',
    path: 'materialClass',
    component: SCREENS.goodsMaterialClass,
    perms: MATERIAL_CLASS_PERMS.list,
    icon: 'tags',
    sort: 2,
    buttons: MATERIAL_CLASS_PERMS,
  }),
];
