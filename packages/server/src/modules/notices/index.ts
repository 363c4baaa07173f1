import { defineArea } from '../../platform/area.js';
import { NOTICE_MENUS } from './menu.js';
import { noticeRoutes } from './routes.js';

/** Test code, loaded only by the access suite (never by the running server). */
const ACCESS_CASES = './access.cases.js';

/** The notices area: what it adds to the platform. */
export const area = defineArea({
  name: 'notices',
  routes: noticeRoutes,
  menus: NOTICE_MENUS,
  accessCases: async () => ((await import(ACCESS_CASES)) as Record<string, unknown>).noticeAccess,
});
