import { MATERIAL_CLASS_PERMS, MATERIAL_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { permissionButtons as buttons } from '../../platform/menu-buttons.js';

/** Goods → raw materials and material classification; and their buttons. */
export const MATERIAL_MENUS: MenuDefinition[] = [
  {
    name: 'Goods',
    menuType: 'M',
    path: 'goods',
    icon: 'shopping',
    sort: 30,
    titles: texts('materials:menu.Goods'),
  },
  {
    name: 'GoodsMaterial',
    parent: 'Goods',
    menuType: 'C',
    path: 'material',
    component: SCREENS.goodsMaterial,
    perms: MATERIAL_PERMS.list,
    icon: 'experiment',
    sort: 1,
    titles: texts('materials:menu.GoodsMaterial'),
  },
  ...buttons('GoodsMaterial', MATERIAL_PERMS, {
    query: 'materials:menu.GoodsMaterialQuery',
    add: 'materials:menu.GoodsMaterialAdd',
    edit: 'materials:menu.GoodsMaterialEdit',
    remove: 'materials:menu.GoodsMaterialRemove',
    import: 'materials:menu.GoodsMaterialImport',
    export: 'materials:menu.GoodsMaterialExport',
  }),
  {
    name: 'GoodsMaterialClass',
    parent: 'Goods',
    menuType: 'C',
    path: 'materialClass',
    component: SCREENS.goodsMaterialClass,
    perms: MATERIAL_CLASS_PERMS.list,
    icon: 'tags',
    sort: 2,
    titles: texts('materials:menu.GoodsMaterialClass'),
  },
  ...buttons('GoodsMaterialClass', MATERIAL_CLASS_PERMS, {
    add: 'materials:menu.GoodsMaterialClassAdd',
    edit: 'materials:menu.GoodsMaterialClassEdit',
    remove: 'materials:menu.GoodsMaterialClassRemove',
  }),
];
