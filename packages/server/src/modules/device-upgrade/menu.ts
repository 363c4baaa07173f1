import { DEVICE_UPGRADE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('deviceUpgrade');

/** Devices → device upgrade, and its buttons. */
export const DEVICE_UPGRADE_MENUS: MenuDefinition[] = page({
  name: 'DeviceUpgrade',
  parent: 'Devices',
  path: 'upgrade',
  component: SCREENS.deviceUpgrade,
  perms: DEVICE_UPGRADE_PERMS.list,
  icon: 'upload',
  sort: 4,
  buttons: DEVICE_UPGRADE_PERMS,
});
