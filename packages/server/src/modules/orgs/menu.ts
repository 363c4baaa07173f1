import { DEPT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** System → Stores & departments, with its buttons. */
export const ORG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemDept',
    parent: 'System',
    menuType: 'C',
    path: 'dept',
    component: SCREENS.systemDept,
    perms: DEPT_PERMS.list,
    icon: 'apartment',
    sort: 4,
    titles: { zh: '门店管理', en: 'Stores & departments', es: 'Tiendas y departamentos', ja: '店舗・部門管理' },
  },
  {
    name: 'SystemDeptQuery',
    parent: 'SystemDept',
    menuType: 'F',
    perms: DEPT_PERMS.query,
    sort: 1,
    titles: { zh: '门店查询', en: 'View', es: 'Consultar', ja: '照会' },
  },
  {
    name: 'SystemDeptAdd',
    parent: 'SystemDept',
    menuType: 'F',
    perms: DEPT_PERMS.add,
    sort: 2,
    titles: { zh: '门店新增', en: 'Add', es: 'Añadir', ja: '追加' },
  },
  {
    name: 'SystemDeptEdit',
    parent: 'SystemDept',
    menuType: 'F',
    perms: DEPT_PERMS.edit,
    sort: 3,
    titles: { zh: '门店修改', en: 'Edit', es: 'Editar', ja: '編集' },
  },
  {
    name: 'SystemDeptRemove',
    parent: 'SystemDept',
    menuType: 'F',
    perms: DEPT_PERMS.remove,
    sort: 4,
    titles: { zh: '门店删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  },
];
