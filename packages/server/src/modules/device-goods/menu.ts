import { DEVICE_GOODS_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** The device list's menu entry; the goods buttons of the detail's products tab hang under it. */
const PARENT = 'DeviceList';

/** Buttons of a machine's goods (the detail screen's products tab). */
export const DEVICE_GOODS_MENUS: MenuDefinition[] = [
  menuButton(PARENT, 'DeviceGoodsQuery', DEVICE_GOODS_PERMS.query, 60, 'deviceGoods:menu.DeviceGoodsQuery'),
  menuButton(PARENT, 'DeviceGoodsEdit', DEVICE_GOODS_PERMS.edit, 61, 'deviceGoods:menu.DeviceGoodsEdit'),
  menuButton(PARENT, 'DeviceGoodsRemove', DEVICE_GOODS_PERMS.remove, 62, 'deviceGoods:menu.DeviceGoodsRemove'),
  menuButton(PARENT, 'DeviceGoodsRecipe', DEVICE_GOODS_PERMS.recipe, 63, 'deviceGoods:menu.DeviceGoodsRecipe'),
  menuButton(PARENT, 'DeviceGoodsCopy', DEVICE_GOODS_PERMS.copy, 64, 'deviceGoods:menu.DeviceGoodsCopy'),
];
