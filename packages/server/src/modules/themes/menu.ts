import { SCREENS, THEME_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemTheme',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Theme colours and its buttons. */
export const THEME_MENUS: MenuDefinition[] = [
  {
    name: 'SystemTheme',
    parent: 'System',
    menuType: 'C',
    path: 'theme',
    component: SCREENS.systemTheme,
    perms: THEME_PERMS.list,
    icon: 'skin',
    sort: 82,
    titles: { zh: '主题颜色', en: 'Theme colours', es: 'Colores de tema', ja: 'テーマカラー' },
  },
  button('SystemThemeAdd', THEME_PERMS.add, { zh: '主题新增', en: 'Add', es: 'Añadir', ja: '追加' }, 1),
  button('SystemThemeEdit', THEME_PERMS.edit, { zh: '主题修改', en: 'Edit', es: 'Editar', ja: '編集' }, 2),
  button('SystemThemeRemove', THEME_PERMS.remove, { zh: '主题删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 3),
];
