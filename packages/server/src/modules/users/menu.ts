import { SCREENS, USER_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemUser',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Accounts and its buttons. */
export const ACCOUNT_MENUS: MenuDefinition[] = [
  {
    name: 'SystemUser',
    parent: 'System',
    menuType: 'C',
    path: 'user',
    component: SCREENS.systemUser,
    perms: USER_PERMS.list,
    icon: 'user',
    sort: 10,
    titles: { zh: '账号管理', en: 'Accounts', es: 'Cuentas', ja: 'アカウント管理' },
  },
  button('SystemUserQuery', USER_PERMS.query, { zh: '账号查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemUserAdd', USER_PERMS.add, { zh: '账号新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemUserEdit', USER_PERMS.edit, { zh: '账号修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemUserRemove', USER_PERMS.remove, { zh: '账号删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
  button('SystemUserExport', USER_PERMS.export, { zh: '账号导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' }, 5),
  button('SystemUserImport', USER_PERMS.import, { zh: '账号导入', en: 'Import', es: 'Importar', ja: 'インポート' }, 6),
  button(
    'SystemUserResetPwd',
    USER_PERMS.resetPwd,
    { zh: '重置密码', en: 'Reset password', es: 'Restablecer contraseña', ja: 'パスワード再設定' },
    7,
  ),
];
