import { PRODUCT_CLASS_PERMS, PRODUCT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { permissionButtons as buttons } from '../../platform/menu-buttons.js';

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
