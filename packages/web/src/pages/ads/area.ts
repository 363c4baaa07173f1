import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.adMaterial]: lazy(() => import('./AdMaterialPage')),
    [SCREENS.adRelease]: lazy(() => import('./AdReleasePage')),
  },
} satisfies PageArea;
