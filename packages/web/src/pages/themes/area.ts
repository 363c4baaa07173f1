import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.systemTheme]: lazy(() => import('./ThemePage')),
  },
  // The signed-in user's customer's theme colour, applied when the shell opens.
  headerWidgets: [lazy(() => import('./CustomerThemeSync').then((m) => ({ default: m.CustomerThemeSync })))],
} satisfies PageArea;
