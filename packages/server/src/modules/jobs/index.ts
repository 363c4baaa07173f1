import { defineArea } from '../../platform/area.js';
import { JOB_MENUS } from './menu.js';
import { jobRoutes } from './routes.js';
import { BUILT_IN_JOBS, syncBuiltInJobs } from './reference-data.js';
import { jobExportKind, jobLogExportKind } from './excel.js';

/** The jobs area: what it adds to the platform. */
export const area = defineArea({
  name: 'jobs',
  routes: jobRoutes,
  menus: JOB_MENUS,
  exports: [jobExportKind, jobLogExportKind],
  referenceData: { content: BUILT_IN_JOBS, sync: syncBuiltInJobs },
});
