import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceAccount]: lazy(() => import('./DeviceAccountPage')),
  },
} satisfies PageArea;
