import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.monitorOperlog]: lazy(() => import('./operlog/OperlogPage')),
    [SCREENS.monitorLogininfor]: lazy(() => import('./logininfor/LogininforPage')),
    [SCREENS.monitorIntegrationLog]: lazy(() => import('./integration-log/IntegrationLogPage')),
  },
} satisfies PageArea;
