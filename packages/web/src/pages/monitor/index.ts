import { SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { ScreenMap } from '../../app/screen-map';

export const screens = {
  [SCREENS.monitorClientError]: lazy(() => import('./client-error/ClientErrorPage')),
  [SCREENS.monitorOperlog]: lazy(() => import('./operlog/OperlogPage')),
  [SCREENS.monitorLogininfor]: lazy(() => import('./logininfor/LogininforPage')),
  [SCREENS.monitorIntegrationLog]: lazy(() => import('./integration-log/IntegrationLogPage')),
  [SCREENS.monitorOnline]: lazy(() => import('./online/OnlinePage')),
  [SCREENS.monitorServer]: lazy(() => import('./server/MonitorPage')),
  [SCREENS.monitorJob]: lazy(() => import('./job/JobPage')),
  [SCREENS.monitorJobLog]: lazy(() => import('./job-log/JobLogPage')),
} satisfies ScreenMap;
