import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

const page = (name: 'TransactionOrdersPage' | 'FreePaymentOrdersPage' | 'CartOrdersPage' | 'AbnormalOrdersPage' | 'TestOrdersPage') =>
  lazy(() => import('./pages').then((m) => ({ default: m[name] })));

export const screens = {
  [SCREENS.orderTransaction]: page('TransactionOrdersPage'),
  [SCREENS.orderFreePayment]: page('FreePaymentOrdersPage'),
  [SCREENS.orderCart]: page('CartOrdersPage'),
  [SCREENS.orderAbnormal]: page('AbnormalOrdersPage'),
  [SCREENS.orderTest]: page('TestOrdersPage'),
  [SCREENS.selfTakeOut]: lazy(() => import('./OrderDetailPage')),
  [SCREENS.cashSales]: lazy(() => import('./OrderDetailPage')),
  [SCREENS.orderRefund]: lazy(() => import('./refund/RefundPage')),
  [SCREENS.refundEdit]: lazy(() => import('./refundEdit/RefundEditPage')),
} satisfies ScreenMap;
