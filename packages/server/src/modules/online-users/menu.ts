import { ONLINE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('online');

/** System → Online users and its force-logout button. */
export const ONLINE_MENUS: MenuDefinition[] = page({
  name: 'SystemOnline',
  parent: 'System',
  path: 'online',
  component: SCREENS.monitorOnline,
  perms: ONLINE_PERMS.list,
  icon: 'team',
  sort: 76,
  title: 'online:title',
  buttons: ONLINE_PERMS,
});
