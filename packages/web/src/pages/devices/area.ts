import { DEVICE_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceList]: lazy(() => import('./list/DeviceListPage')),
    [SCREENS.deviceAdd]: lazy(() => import('./add/DeviceAddPage')),
  },
  // The same page edits a device with ?id=.
  hiddenRoutes: [hiddenRoute('deviceAdd', '/deviceManage/add', SCREENS.deviceAdd, [DEVICE_PERMS.add, DEVICE_PERMS.edit])],
} satisfies PageArea;
