import { DEVICE_GOODS_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { buttons } = menuEntries('deviceGoods');

/** Buttons of a machine's goods (the detail screen's products tab), under the device list's menu entry. */
export const DEVICE_GOODS_MENUS: MenuDefinition[] = buttons({ parent: 'DeviceList', firstSort: 60 }, [
  ['DeviceGoodsQuery', DEVICE_GOODS_PERMS.query],
  ['DeviceGoodsEdit', DEVICE_GOODS_PERMS.edit],
  ['DeviceGoodsRemove', DEVICE_GOODS_PERMS.remove],
  ['DeviceGoodsRecipe', DEVICE_GOODS_PERMS.recipe],
  ['DeviceGoodsCopy', DEVICE_GOODS_PERMS.copy],
]);
