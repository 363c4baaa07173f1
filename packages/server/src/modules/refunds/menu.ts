import { REFUND_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** Orders (the directory, when the orders area has not brought it) → Order refund; the hidden refund form. */
export const REFUND_MENUS: MenuDefinition[] = [
  {
    name: 'Orders',
    menuType: 'M',
    path: 'report',
    icon: 'shopping-cart',
    sort: 35,
    titles: { zh: '订单管理', en: 'Orders', es: 'Pedidos', ja: '注文管理' },
  },
  {
    name: 'OrderRefund',
    parent: 'Orders',
    menuType: 'C',
    path: 'refund',
    component: SCREENS.orderRefund,
    perms: REFUND_PERMS.list,
    icon: 'rollback',
    sort: 4,
    titles: { zh: '订单退款', en: 'Order refund', es: 'Reembolsos de pedidos', ja: '注文返金' },
  },
  {
    name: 'OrderRefundAdd',
    parent: 'OrderRefund',
    menuType: 'F',
    perms: REFUND_PERMS.add,
    sort: 1,
    titles: { zh: '退款', en: 'Refund', es: 'Reembolsar', ja: '返金' },
  },
  {
    name: 'OrderRefundQuery',
    parent: 'OrderRefund',
    menuType: 'F',
    perms: REFUND_PERMS.query,
    sort: 2,
    titles: { zh: '查询退款状态', en: 'Query refund status', es: 'Consultar estado', ja: '返金状況照会' },
  },
];
