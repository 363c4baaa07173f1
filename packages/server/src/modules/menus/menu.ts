import { B_SIDE_PERMISSIONS, MENU_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('menu');

/** System → Menus and its buttons. */
export const MENU_MENUS: MenuDefinition[] = page({
  name: 'SystemMenu',
  parent: 'System',
  path: 'menu',
  component: SCREENS.systemMenu,
  perms: MENU_PERMS.list,
  icon: 'menu',
  sort: 40,
  buttons: MENU_PERMS,
});

/**
 * The B-side mini program's permissions: a role grants them separately from the PC
 * back-office. They are never routes of the back-office (navigate leaves them out); the keys are
 * the customers' B-side permission keys, as `applet:<key>`.
 */
export const APPLET_MENUS: MenuDefinition[] = [
  directory({ name: 'Applet', path: 'applet', client: 'applet', sort: 1, title: 'menu:client.applet' }),
  ...B_SIDE_PERMISSIONS.flatMap((key, i) =>
    page({
      name: `Applet${key[0]!.toUpperCase()}${key.slice(1)}`,
      parent: 'Applet',
      path: key,
      perms: `applet:${key}`,
      client: 'applet',
      sort: i + 1,
    }),
  ),
];
