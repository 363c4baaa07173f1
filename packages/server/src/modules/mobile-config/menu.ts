import { MOBILE_CONFIG_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('mobileConfig');

/** System → Mobile operation config and its button. */
export const MOBILE_CONFIG_MENUS: MenuDefinition[] = page({
  name: 'SystemMobileConfig',
  parent: 'System',
  path: 'mobile-config',
  component: SCREENS.systemMobileConfig,
  perms: MOBILE_CONFIG_PERMS.query,
  icon: 'mobile',
  sort: 84,
  buttons: MOBILE_CONFIG_PERMS,
});
