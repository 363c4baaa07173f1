import { REFUND_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.orderRefund]: lazy(() => import('./refund/RefundPage')),
    [SCREENS.refundEdit]: lazy(() => import('./refundEdit/RefundEditPage')),
  },
  hiddenRoutes: [
    {
      id: 'refundEdit',
      path: '/report/report/refundEdit/index/:orderId',
      component: SCREENS.refundEdit,
      perms: [REFUND_PERMS.list],
      numeric: ['orderId'],
      tabIdentity: ['orderId'],
    },
  ],
} satisfies PageArea;
