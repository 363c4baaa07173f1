import { REPAIR_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('repairs');

/** Devices → Repair record, with its process button. */
export const REPAIR_MENUS: MenuDefinition[] = page({
  name: 'DeviceRepair',
  parent: 'Devices',
  path: 'repair',
  component: SCREENS.deviceRepair,
  perms: REPAIR_PERMS.list,
  icon: 'tool',
  sort: 3,
  buttons: REPAIR_PERMS,
});
