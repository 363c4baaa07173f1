import { JOB_PERMS, SCREENS } from '@vr/contracts';
import { lazy } from 'react';
import type { PageArea } from '../../app/page-area';

export const area = {
  screens: {
    [SCREENS.monitorJob]: lazy(() => import('./job/JobPage')),
    [SCREENS.monitorJobLog]: lazy(() => import('./job-log/JobLogPage')),
  },
  hiddenRoutes: [
    {
      id: 'jobLog',
      path: '/monitor/job-log/index/:jobId',
      component: SCREENS.monitorJobLog,
      perms: [JOB_PERMS.list],
      numeric: ['jobId'],
    },
  ],
} satisfies PageArea;
