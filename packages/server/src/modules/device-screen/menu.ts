import { APPLET_COLOR_PERMS, DEVICE_SCREEN_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('deviceScreen');

/** Devices → interface configuration, and its buttons (add and copy, edit, remove). */
export const DEVICE_SCREEN_MENUS: MenuDefinition[] = [
  ...page({
    name: 'InterfaceConfiguration',
    parent: 'Devices',
    path: 'deviceModule/InterfaceConfiguration',
    component: SCREENS.interfaceConfig,
    perms: DEVICE_SCREEN_PERMS.list,
    icon: 'desktop',
    sort: 7,
    buttons: DEVICE_SCREEN_PERMS,
  }),
  // Devices → mini-program colour, and its save button.
  ...page({
    name: 'AppletColor',
    parent: 'Devices',
    path: 'appletColor',
    component: SCREENS.appletColor,
    perms: APPLET_COLOR_PERMS.query,
    icon: 'skin',
    sort: 8,
    buttons: APPLET_COLOR_PERMS,
  }),
];
