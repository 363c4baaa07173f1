import { JOB_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('jobs');

/** System → Scheduled tasks and its buttons (the job log is the hidden route /monitor/job-log/index/{jobId}). */
export const JOB_MENUS: MenuDefinition[] = page({
  name: 'SystemJob',
  parent: 'System',
  path: 'job',
  component: SCREENS.monitorJob,
  perms: JOB_PERMS.list,
  icon: 'schedule',
  sort: 120,
  buttons: [
    ['SystemJobQuery', JOB_PERMS.query],
    ['SystemJobAdd', JOB_PERMS.add],
    ['SystemJobEdit', JOB_PERMS.edit],
    ['SystemJobRemove', JOB_PERMS.remove],
    ['SystemJobStatus', JOB_PERMS.changeStatus],
    ['SystemJobExport', JOB_PERMS.export],
  ],
});
