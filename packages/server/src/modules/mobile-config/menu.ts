import { MOBILE_CONFIG_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Mobile operation config and its button. */
export const MOBILE_CONFIG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemMobileConfig',
    parent: 'System',
    menuType: 'C',
    path: 'mobile-config',
    component: SCREENS.systemMobileConfig,
    perms: MOBILE_CONFIG_PERMS.query,
    icon: 'mobile',
    sort: 84,
    titles: texts('mobileConfig:menu.SystemMobileConfig'),
  },
  menuButton('SystemMobileConfig', 'SystemMobileConfigEdit', MOBILE_CONFIG_PERMS.edit, 1, 'mobileConfig:menu.SystemMobileConfigEdit'),
];
