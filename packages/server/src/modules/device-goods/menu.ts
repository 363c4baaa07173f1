import { DEVICE_GOODS_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** The device list's menu entry; the goods buttons of the detail's products tab hang under it. */
const PARENT = 'DeviceList';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: PARENT,
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** Buttons of a machine's goods (the detail screen's products tab). */
export const DEVICE_GOODS_MENUS: MenuDefinition[] = [
  button(
    'DeviceGoodsQuery',
    DEVICE_GOODS_PERMS.query,
    { zh: '设备商品查看', en: 'View machine goods', es: 'Ver productos de la máquina', ja: '機械の商品照会' },
    60,
  ),
  button(
    'DeviceGoodsEdit',
    DEVICE_GOODS_PERMS.edit,
    { zh: '设备商品编辑', en: 'Edit machine goods', es: 'Editar productos de la máquina', ja: '機械の商品編集' },
    61,
  ),
  button(
    'DeviceGoodsRemove',
    DEVICE_GOODS_PERMS.remove,
    { zh: '设备商品下架', en: 'Remove machine goods', es: 'Quitar productos de la máquina', ja: '機械の商品削除' },
    62,
  ),
  button(
    'DeviceGoodsRecipe',
    DEVICE_GOODS_PERMS.recipe,
    { zh: '设备配方调整', en: 'Machine recipes', es: 'Recetas de la máquina', ja: '機械のレシピ' },
    63,
  ),
  button(
    'DeviceGoodsCopy',
    DEVICE_GOODS_PERMS.copy,
    { zh: '复制商品到其他设备', en: 'Copy goods to machines', es: 'Copiar productos a máquinas', ja: '商品を他の機械へコピー' },
    64,
  ),
];
