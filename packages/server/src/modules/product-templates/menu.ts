import { SCREENS, TEMPLATE_PERMS, type Translations } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const BUTTONS: Array<[keyof typeof TEMPLATE_PERMS, Translations]> = [
  ['query', { zh: '模板查询', en: 'View', es: 'Ver', ja: '照会' }],
  ['add', { zh: '模板新增', en: 'Add', es: 'Añadir', ja: '追加' }],
  ['edit', { zh: '模板修改', en: 'Edit', es: 'Editar', ja: '編集' }],
  ['remove', { zh: '模板删除', en: 'Delete', es: 'Eliminar', ja: '削除' }],
  ['apply', { zh: '应用到设备', en: 'Apply to machines', es: 'Aplicar a máquinas', ja: '機械に適用' }],
];

/** Goods → product templates, and its buttons. */
export const TEMPLATE_MENUS: MenuDefinition[] = [
  {
    name: 'GoodsTemplate',
    parent: 'Goods',
    menuType: 'C',
    path: 'template',
    component: SCREENS.goodsTemplate,
    perms: TEMPLATE_PERMS.list,
    icon: 'appstore',
    sort: 5,
    titles: { zh: '商品模板', en: 'Product templates', es: 'Plantillas de productos', ja: '商品テンプレート' },
  },
  ...BUTTONS.map(([key, titles], i) => ({
    name: `GoodsTemplate${key[0]!.toUpperCase()}${key.slice(1)}`,
    parent: 'GoodsTemplate',
    menuType: 'F' as const,
    perms: TEMPLATE_PERMS[key],
    sort: i + 1,
    titles,
  })),
];
