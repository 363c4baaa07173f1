import { SCREENS, WEB_PAGE_PERMS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('webpage');

/** System → Web pages (the customers' links of the header dropdown) and its buttons. */
export const WEB_PAGE_MENUS: MenuDefinition[] = page({
  name: 'SystemWebPage',
  parent: 'System',
  path: 'web-page',
  component: SCREENS.systemWebPage,
  perms: WEB_PAGE_PERMS.list,
  icon: 'link',
  sort: 80,
  title: 'webpage:title',
  buttons: WEB_PAGE_PERMS,
});
