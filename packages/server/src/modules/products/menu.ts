import { PRODUCT_CLASS_PERMS, PRODUCT_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
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
    titles: texts('shell:hidden.productInfo'),
  },
  ...buttons('GoodsProduct', PRODUCT_PERMS, {
    query: 'products:menu.GoodsProductQuery',
    add: 'products:menu.GoodsProductAdd',
    edit: 'products:menu.GoodsProductEdit',
    remove: 'products:menu.GoodsProductRemove',
  }),
  {
    name: 'GoodsProductClass',
    parent: 'Goods',
    menuType: 'C',
    path: 'productClass',
    component: SCREENS.goodsProductClass,
    perms: PRODUCT_CLASS_PERMS.list,
    icon: 'appstore',
    sort: 4,
    titles: texts('products:menu.GoodsProductClass'),
  },
  ...buttons('GoodsProductClass', PRODUCT_CLASS_PERMS, {
    add: 'products:menu.GoodsProductClassAdd',
    edit: 'products:menu.GoodsProductClassEdit',
    remove: 'products:menu.GoodsProductClassRemove',
  }),
];
