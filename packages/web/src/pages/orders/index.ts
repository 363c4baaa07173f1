import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.orderRefund]: lazy(() => import('./refund/RefundPage')),
  [SCREENS.refundEdit]: lazy(() => import('./refundEdit/RefundEditPage')),
} satisfies ScreenMap;
