import { PLATFORM_SETTINGS_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('platformSettings');

/** System → Platform settings and its button. */
export const PLATFORM_SETTINGS_MENUS: MenuDefinition[] = page({
  name: 'SystemPlatformSettings',
  parent: 'System',
  path: 'platform-settings',
  component: SCREENS.systemPlatformSettings,
  perms: PLATFORM_SETTINGS_PERMS.query,
  icon: 'global',
  sort: 86,
  buttons: PLATFORM_SETTINGS_PERMS,
});
