import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.exportCentre]: lazy(() => import('./ExportCentrePage')),
} satisfies ScreenMap;
