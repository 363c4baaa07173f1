import { defineArea } from '../../platform/area.js';
import { JOB_MENUS } from './menu.js';
import { jobRoutes } from './routes.js';
import { syncBuiltInJobs } from './reference-data.js';
import { jobExportKind, jobLogExportKind } from './excel.js';

/** The jobs area: what it adds to the platform. */
export const area = defineArea({
  name: 'jobs',
  routes: jobRoutes,
  menus: JOB_MENUS,
  exports: [jobExportKind, jobLogExportKind],
  // The built-in jobs are what the job handlers of every area declare (the fingerprint of the
  // reference data covers them).
  referenceData: { content: null, sync: syncBuiltInJobs },
});
