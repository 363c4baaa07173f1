import { PRODUCT_CLASS_PERMS, PRODUCT_PERMS, SCREENS, type Translations } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const VERBS: Record<string, Translations> = {
  query: { zh: '查询', en: 'View', es: 'Ver', ja: '照会' },
  add: { zh: '新增', en: 'Add', es: 'Añadir', ja: '追加' },
  edit: { zh: '修改', en: 'Edit', es: 'Editar', ja: '編集' },
  remove: { zh: '删除', en: 'Delete', es: 'Eliminar', ja: '削除' },
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

/** The product info screen's address is fixed (other screens link to it), so it stands outside the Goods path. */
export const PRODUCT_INFO_PATH = '/commodityManagement/commodityManagement/productInfoManagement';

/** Goods → product info and product classification; and their buttons. */
export const PRODUCT_MENUS: MenuDefinition[] = [
  {
    name: 'GoodsProduct',
    parent: 'Goods',
    menuType: 'C',
    path: PRODUCT_INFO_PATH,
    component: SCREENS.productInfo,
    perms: PRODUCT_PERMS.list,
    icon: 'coffee',
    sort: 3,
    titles: { zh: '商品信息', en: 'Product information', es: 'Información del producto', ja: '商品情報' },
  },
  ...buttons('GoodsProduct', PRODUCT_PERMS, '商品'),
  {
    name: 'GoodsProductClass',
    parent: 'Goods',
    menuType: 'C',
    path: 'productClass',
    component: SCREENS.goodsProductClass,
    perms: PRODUCT_CLASS_PERMS.list,
    icon: 'appstore',
    sort: 4,
    titles: { zh: '商品分类', en: 'Product classification', es: 'Clasificación de productos', ja: '商品分類' },
  },
  ...buttons('GoodsProductClass', PRODUCT_CLASS_PERMS, '商品分类'),
];
