import { ORDER_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

const page = (name: 'TransactionOrdersPage' | 'FreePaymentOrdersPage' | 'CartOrdersPage' | 'AbnormalOrdersPage' | 'TestOrdersPage') =>
  lazy(() => import('./pages').then((m) => ({ default: m[name] })));

/** The order detail pages open by the order's id. */
const byOrder = { numeric: ['orderId'] };

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
    hiddenRoute('selfTakeOut', '/report/report/self_takeOut/index/:orderId', SCREENS.selfTakeOut, [ORDER_PERMS.query], byOrder),
    hiddenRoute('cashSales', '/report/report/cashSales/index/:orderId', SCREENS.cashSales, [ORDER_PERMS.query], byOrder),
  ],
} satisfies PageArea;
