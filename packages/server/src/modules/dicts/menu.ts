import { DICT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemDict',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Dictionaries, its hidden data page (/system/dict-data/index/{dictId}) and buttons. */
export const DICT_MENUS: MenuDefinition[] = [
  {
    name: 'SystemDict',
    parent: 'System',
    menuType: 'C',
    path: 'dict',
    component: SCREENS.systemDict,
    perms: DICT_PERMS.list,
    icon: 'book',
    sort: 60,
    titles: { zh: '字典管理', en: 'Dictionaries', es: 'Diccionarios', ja: '辞書管理' },
  },
  {
    name: 'SystemDictData',
    parent: 'System',
    menuType: 'C',
    path: 'dict-data/index/:dictId',
    component: SCREENS.systemDictData,
    perms: DICT_PERMS.list,
    icon: 'book',
    sort: 61,
    hidden: true,
    titles: { zh: '字典数据', en: 'Dictionary data', es: 'Datos del diccionario', ja: '辞書データ' },
  },
  button('SystemDictQuery', DICT_PERMS.query, { zh: '字典查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemDictAdd', DICT_PERMS.add, { zh: '字典新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemDictEdit', DICT_PERMS.edit, { zh: '字典修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemDictRemove', DICT_PERMS.remove, { zh: '字典删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
  button('SystemDictExport', DICT_PERMS.export, { zh: '字典导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' }, 5),
  button('SystemDictImport', DICT_PERMS.import, { zh: '字典导入', en: 'Import', es: 'Importar', ja: 'インポート' }, 6),
];
