import { ROLE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemRole',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Roles and its buttons. */
export const ROLE_MENUS: MenuDefinition[] = [
  {
    name: 'SystemRole',
    parent: 'System',
    menuType: 'C',
    path: 'role',
    component: SCREENS.systemRole,
    perms: ROLE_PERMS.list,
    icon: 'team',
    sort: 30,
    titles: { zh: '角色管理', en: 'Roles', es: 'Roles', ja: 'ロール管理' },
  },
  button('SystemRoleQuery', ROLE_PERMS.query, { zh: '角色查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemRoleAdd', ROLE_PERMS.add, { zh: '角色新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemRoleEdit', ROLE_PERMS.edit, { zh: '角色修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemRoleRemove', ROLE_PERMS.remove, { zh: '角色删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
  button('SystemRoleExport', ROLE_PERMS.export, { zh: '角色导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' }, 5),
];
