import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceDetail]: lazy(() => import('./DeviceDetailPage')),
  },
  hiddenRoutes: [
    {
      id: 'deviceDetail',
      path: '/deviceManage/detail/index/:id/:activeName/:startTime/:endTime/:deviceCode',
      component: SCREENS.deviceDetail,
      // No route permission: without the details right the screen shows the server's own message.
      numeric: ['id'],
      // One tab per device, whatever its tab and date range.
      tabIdentity: ['id'],
    },
  ],
} satisfies PageArea;
