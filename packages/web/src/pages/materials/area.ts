import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.goodsMaterial]: lazy(() => import('./material/MaterialPage')),
    [SCREENS.goodsMaterialClass]: lazy(() => import('./materialClass/MaterialClassPage')),
  },
} satisfies PageArea;
