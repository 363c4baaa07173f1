import { JOB_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import { hiddenRoute, type PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.monitorJob]: lazy(() => import('./job/JobPage')),
    [SCREENS.monitorJobLog]: lazy(() => import('./job-log/JobLogPage')),
  },
  hiddenRoutes: [hiddenRoute('jobLog', '/monitor/job-log/index/:jobId', SCREENS.monitorJobLog, [JOB_PERMS.list], { numeric: ['jobId'] })],
} satisfies PageArea;
