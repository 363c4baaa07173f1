import { JOB_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Scheduled tasks and its buttons (the job log is the hidden route /monitor/job-log/index/{jobId}). */
export const JOB_MENUS: MenuDefinition[] = [
  {
    name: 'SystemJob',
    parent: 'System',
    menuType: 'C',
    path: 'job',
    component: SCREENS.monitorJob,
    perms: JOB_PERMS.list,
    icon: 'schedule',
    sort: 120,
    titles: texts('jobs:menu.SystemJob'),
  },
  menuButton('SystemJob', 'SystemJobQuery', JOB_PERMS.query, 1, 'jobs:menu.SystemJobQuery'),
  menuButton('SystemJob', 'SystemJobAdd', JOB_PERMS.add, 2, 'jobs:menu.SystemJobAdd'),
  menuButton('SystemJob', 'SystemJobEdit', JOB_PERMS.edit, 3, 'jobs:menu.SystemJobEdit'),
  menuButton('SystemJob', 'SystemJobRemove', JOB_PERMS.remove, 4, 'jobs:menu.SystemJobRemove'),
  menuButton('SystemJob', 'SystemJobStatus', JOB_PERMS.changeStatus, 5, 'jobs:menu.SystemJobStatus'),
  menuButton('SystemJob', 'SystemJobExport', JOB_PERMS.export, 6, 'jobs:menu.SystemJobExport'),
];
