import { REFUND_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.orderRefund]: lazy(() => import('./refund/RefundPage')),
    [SCREENS.refundEdit]: lazy(() => import('./refundEdit/RefundEditPage')),
  },
  hiddenRoutes: [
    hiddenRoute('refundEdit', '/report/report/refundEdit/index/:orderId', SCREENS.refundEdit, [REFUND_PERMS.list], {
      numeric: ['orderId'],
      tabIdentity: ['orderId'],
    }),
  ],
} satisfies PageArea;
