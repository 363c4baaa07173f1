import { MATERIAL_CLASS_PERMS, MATERIAL_PERMS, SCREENS } from '@vr/contracts';
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
    titles: { zh: '商品管理', en: 'Goods', es: 'Productos', ja: '商品管理' },
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
    titles: { zh: '原料管理', en: 'Raw materials', es: 'Materias primas', ja: '原料管理' },
  },
  ...buttons('GoodsMaterial', MATERIAL_PERMS, '原料'),
  {
    name: 'GoodsMaterialClass',
    parent: 'Goods',
    menuType: 'C',
    path: 'materialClass',
    component: SCREENS.goodsMaterialClass,
    perms: MATERIAL_CLASS_PERMS.list,
    icon: 'tags',
    sort: 2,
    titles: { zh: '原料分类', en: 'Material classification', es: 'Clasificación de materiales', ja: '原料分類' },
  },
  ...buttons('GoodsMaterialClass', MATERIAL_CLASS_PERMS, '原料分类'),
];
