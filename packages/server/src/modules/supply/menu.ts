import { MATERIAL_PRICE_PERMS, PURCHASE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('supply');

/** Supply chain → raw material pricing and purchase orders; and their buttons. */
export const SUPPLY_MENUS: MenuDefinition[] = [
  directory({ name: 'Supply', path: 'supply', icon: 'shopping-cart', sort: 35 }),
  ...page({
    name: 'SupplyPurchase',
    parent: 'Supply',
    path: 'purchase',
    component: SCREENS.supplyPurchase,
    perms: PURCHASE_PERMS.list,
    icon: 'file-text',
    sort: 1,
    buttons: PURCHASE_PERMS,
  }),
  ...page({
    name: 'SupplyPrice',
    parent: 'Supply',
    path: 'price',
    component: SCREENS.supplyPrice,
    perms: MATERIAL_PRICE_PERMS.list,
    icon: 'dollar',
    sort: 2,
    buttons: MATERIAL_PRICE_PERMS,
  }),
];
