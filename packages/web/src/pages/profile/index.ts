import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.profile]: lazy(() => import('./ProfilePage')),
} satisfies ScreenMap;
