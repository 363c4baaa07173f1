import { PLATFORM_SETTINGS_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Platform settings and its button. */
export const PLATFORM_SETTINGS_MENUS: MenuDefinition[] = [
  {
    name: 'SystemPlatformSettings',
    parent: 'System',
    menuType: 'C',
    path: 'platform-settings',
    component: SCREENS.systemPlatformSettings,
    perms: PLATFORM_SETTINGS_PERMS.query,
    icon: 'global',
    sort: 86,
    titles: texts('platformSettings:menu.SystemPlatformSettings'),
  },
  menuButton(
    'SystemPlatformSettings',
    'SystemPlatformSettingsEdit',
    PLATFORM_SETTINGS_PERMS.edit,
    1,
    'platformSettings:menu.SystemPlatformSettingsEdit',
  ),
];
