import { defineArea } from '../../platform/area.js';
import { NOTICE_MENUS } from './menu.js';
import { noticeRoutes } from './routes.js';

/** The notices area: what it adds to the platform. */
export const area = defineArea({
  name: 'notices',
  routes: noticeRoutes,
  menus: NOTICE_MENUS,
});

/* What other areas use of this one: the rich-text sanitiser (the knowledge base's articles). */
export { sanitizeRichText } from './sanitize.js';
