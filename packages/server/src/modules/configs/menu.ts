import { CONFIG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemConfig',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Parameter settings and its buttons. */
export const CONFIG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemConfig',
    parent: 'System',
    menuType: 'C',
    path: 'config',
    component: SCREENS.systemConfig,
    perms: CONFIG_PERMS.list,
    icon: 'edit',
    sort: 70,
    titles: { zh: '参数设置', en: 'Parameter settings', es: 'Parámetros', ja: 'パラメータ設定' },
  },
  button('SystemConfigQuery', CONFIG_PERMS.query, { zh: '参数查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemConfigAdd', CONFIG_PERMS.add, { zh: '参数新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemConfigEdit', CONFIG_PERMS.edit, { zh: '参数修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemConfigRemove', CONFIG_PERMS.remove, { zh: '参数删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
  button('SystemConfigExport', CONFIG_PERMS.export, { zh: '参数导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' }, 5),
];
