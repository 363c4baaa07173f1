import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.pointSite]: lazy(() => import('./site/SitePage')),
  [SCREENS.pointZone]: lazy(() => import('./zone/ZonePage')),
  [SCREENS.pointRoute]: lazy(() => import('./route/RoutePage')),
} satisfies ScreenMap;
