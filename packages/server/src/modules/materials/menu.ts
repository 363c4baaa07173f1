import { MATERIAL_CLASS_PERMS, MATERIAL_PERMS, SCREENS, type Translations } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const VERBS: Record<string, Translations> = {
  query: { zh: '查询', en: 'View', es: 'Ver', ja: '照会' },
  add: { zh: '新增', en: 'Add', es: 'Añadir', ja: '追加' },
  edit: { zh: '修改', en: 'Edit', es: 'Editar', ja: '編集' },
  remove: { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
  import: { zh: '导入', en: 'Import', es: 'Importar', ja: 'インポート' },
  export: { zh: '导出', en: 'Export', es: 'Exportar', ja: 'エクスポート' },
};

const buttons = (parent: string, perms: Record<string, string>, noun: string): MenuDefinition[] =>
  Object.entries(perms)
    .filter(([key]) => key !== 'list')
    .map(([key, perm], i) => ({
      name: `${parent}${key[0]!.toUpperCase()}${key.slice(1)}`,
      parent,
      menuType: 'F' as const,
      perms: perm,
      sort: i + 1,
      titles: { ...VERBS[key]!, zh: `${noun}${VERBS[key]!.zh}` },
    }));

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
