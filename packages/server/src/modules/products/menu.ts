import { PRODUCT_CLASS_PERMS, PRODUCT_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

/** The product info screen's address is fixed (other screens link to it), so it stands outside the Goods path. */
export const PRODUCT_INFO_PATH = '/commodityManagement/commodityManagement/productInfoManagement';

const { page } = menuEntries('products');

/** Goods → product info and product classification; and their buttons. */
export const PRODUCT_MENUS: MenuDefinition[] = [
  ...page({
    name: 'GoodsProduct',
    parent: 'Goods',
    path: PRODUCT_INFO_PATH,
    component: SCREENS.productInfo,
    perms: PRODUCT_PERMS.list,
    icon: 'coffee',
    sort: 3,
    title: 'shell:hidden.productInfo',
    buttons: PRODUCT_PERMS,
  }),
  ...page({
    name: 'GoodsProductClass',
    parent: 'Goods',
    path: 'productClass',
    component: SCREENS.goodsProductClass,
    perms: PRODUCT_CLASS_PERMS.list,
    icon: 'appstore',
    sort: 4,
    buttons: PRODUCT_CLASS_PERMS,
  }),
];
