import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.deviceNetworkLog]: lazy(() => import('./NetworkLogPage')),
    [SCREENS.deviceChangeLog]: lazy(() => import('./ChangeLogPage')),
  },
} satisfies PageArea;
