import { ORDER_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

const page = (name: 'TransactionOrdersPage' | 'FreePaymentOrdersPage' | 'CartOrdersPage' | 'AbnormalOrdersPage' | 'TestOrdersPage') =>
  lazy(() => import('./pages').then((m) => ({ default: m[name] })));

export const area = {
  screens: {
    [SCREENS.orderTransaction]: page('TransactionOrdersPage'),
    [SCREENS.orderFreePayment]: page('FreePaymentOrdersPage'),
    [SCREENS.orderCart]: page('CartOrdersPage'),
    [SCREENS.orderAbnormal]: page('AbnormalOrdersPage'),
    [SCREENS.orderTest]: page('TestOrdersPage'),
    [SCREENS.selfTakeOut]: lazy(() => import('./OrderDetailPage')),
    [SCREENS.cashSales]: lazy(() => import('./OrderDetailPage')),
  },
  hiddenRoutes: [
    {
      id: 'selfTakeOut',
      path: '/report/report/self_takeOut/index/:orderId',
      component: SCREENS.selfTakeOut,
      perms: [ORDER_PERMS.query],
      numeric: ['orderId'],
    },
    {
      id: 'cashSales',
      path: '/report/report/cashSales/index/:orderId',
      component: SCREENS.cashSales,
      perms: [ORDER_PERMS.query],
      numeric: ['orderId'],
    },
  ],
} satisfies PageArea;
