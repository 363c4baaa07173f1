import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.pointSite]: lazy(() => import('./site/SitePage')),
    [SCREENS.pointZone]: lazy(() => import('./zone/ZonePage')),
    [SCREENS.pointRoute]: lazy(() => import('./route/RoutePage')),
  },
} satisfies PageArea;
