import { REFUND_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

/** Orders → Order refund (the Orders directory is the orders area's, synced before this area's menus). */
export const REFUND_MENUS: MenuDefinition[] = [
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
