import { B_SIDE_PERMISSIONS, MENU_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

const button = (name: string, perms: string, titles: MenuDefinition['titles'], sort: number): MenuDefinition => ({
  name,
  parent: 'SystemMenu',
  menuType: 'F',
  perms,
  titles,
  sort,
});

/** System → Menus and its buttons. */
export const MENU_MENUS: MenuDefinition[] = [
  {
    name: 'SystemMenu',
    parent: 'System',
    menuType: 'C',
    path: 'menu',
    component: SCREENS.systemMenu,
    perms: MENU_PERMS.list,
    icon: 'menu',
    sort: 40,
    titles: { zh: '菜单管理', en: 'Menus', es: 'Menús', ja: 'メニュー管理' },
  },
  button('SystemMenuQuery', MENU_PERMS.query, { zh: '菜单查询', en: 'View', es: 'Ver', ja: '照会' }, 1),
  button('SystemMenuAdd', MENU_PERMS.add, { zh: '菜单新增', en: 'Add', es: 'Añadir', ja: '追加' }, 2),
  button('SystemMenuEdit', MENU_PERMS.edit, { zh: '菜单修改', en: 'Edit', es: 'Editar', ja: '編集' }, 3),
  button('SystemMenuRemove', MENU_PERMS.remove, { zh: '菜单删除', en: 'Delete', es: 'Eliminar', ja: '削除' }, 4),
];

const APPLET_TITLES: Record<(typeof B_SIDE_PERMISSIONS)[number], MenuDefinition['titles']> = {
  deviceStatus: { zh: '设备状态', en: 'Device status', es: 'Estado de dispositivos', ja: 'デバイス状態' },
  replenish: { zh: '补货', en: 'Replenishment', es: 'Reposición', ja: '補充' },
  cleaning: { zh: '清洗', en: 'Cleaning', es: 'Limpieza', ja: '洗浄' },
  orders: { zh: '订单', en: 'Orders', es: 'Pedidos', ja: '注文' },
  refund: { zh: '退款', en: 'Refunds', es: 'Reembolsos', ja: '返金' },
  sales: { zh: '销售统计', en: 'Sales', es: 'Ventas', ja: '売上' },
  alarms: { zh: '告警', en: 'Alarms', es: 'Alarmas', ja: 'アラーム' },
  repair: { zh: '报修', en: 'Repairs', es: 'Reparaciones', ja: '修理' },
};

/**
 * The B-side mini program's permissions: a role grants them separately from the PC
 * back-office. They are never routes of the back-office (navigate leaves them out); the keys are
 * the customers' B-side permission keys, as `applet:<key>`.
 */
export const APPLET_MENUS: MenuDefinition[] = [
  {
    name: 'Applet',
    menuType: 'M',
    path: 'applet',
    client: 'applet',
    sort: 1,
    titles: { zh: 'B端小程序', en: 'B-side mini program', es: 'Miniprograma B', ja: 'B 向けミニプログラム' },
  },
  ...B_SIDE_PERMISSIONS.map((key, i): MenuDefinition => ({
    name: `Applet${key[0]!.toUpperCase()}${key.slice(1)}`,
    parent: 'Applet',
    menuType: 'C',
    path: key,
    perms: `applet:${key}`,
    client: 'applet',
    sort: i + 1,
    titles: APPLET_TITLES[key],
  })),
];
