import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceDetail]: lazy(() => import('./DeviceDetailPage')),
  },
  hiddenRoutes: [
    hiddenRoute(
      'deviceDetail',
      '/deviceManage/detail/index/:id/:activeName/:startTime/:endTime/:deviceCode',
      SCREENS.deviceDetail,
      // No route permission: without the details right the screen shows the server's own message.
      undefined,
      // One tab per device, whatever its tab and date range.
      { numeric: ['id'], tabIdentity: ['id'] },
    ),
  ],
} satisfies PageArea;
