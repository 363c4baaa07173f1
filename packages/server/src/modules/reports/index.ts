import { defineArea } from '../../platform/area.js';
import { REPORT_EXPORTS } from './export.js';
import { REPORT_MENUS } from './menu.js';
import { reportRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The reports area: statistics, goods and point rankings and summaries, material sales, all from the sales roll-ups. */
export const area = defineArea({
  name: 'reports',
  routes: reportRoutes,
  menus: REPORT_MENUS,
  exports: REPORT_EXPORTS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).reportAccess,
});

/* What other areas use of this one. */
export { goodsSaleRanking, reportStatistics, reportViewer, siteSaleRanking, viewerKey } from './service.js';
