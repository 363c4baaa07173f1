import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.deviceList]: lazy(() => import('./list/DeviceListPage')),
  [SCREENS.deviceAdd]: lazy(() => import('./add/DeviceAddPage')),
  [SCREENS.deviceDetail]: lazy(() => import('./detail/DeviceDetailPage')),
  [SCREENS.deviceModel]: lazy(() => import('./model/DeviceModelPage')),
} satisfies ScreenMap;
