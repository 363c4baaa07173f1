import { INSPECTION_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('inspections');

/** Devices → Inspection record, with its record and review buttons. */
export const INSPECTION_MENUS: MenuDefinition[] = page({
  name: 'DeviceInspection',
  parent: 'Devices',
  path: 'inspection',
  component: SCREENS.deviceInspection,
  perms: INSPECTION_PERMS.list,
  icon: 'audit',
  sort: 9,
  buttons: INSPECTION_PERMS,
});
