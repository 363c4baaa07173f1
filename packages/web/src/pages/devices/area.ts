import { DEVICE_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceList]: lazy(() => import('./list/DeviceListPage')),
    [SCREENS.deviceAdd]: lazy(() => import('./add/DeviceAddPage')),
  },
  hiddenRoutes: [
    {
      id: 'deviceAdd',
      path: '/deviceManage/add',
      component: SCREENS.deviceAdd,
      // The same page edits a device with ?id=.
      perms: [DEVICE_PERMS.add, DEVICE_PERMS.edit],
    },
  ],
} satisfies PageArea;
