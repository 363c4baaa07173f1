import { FRANCHISEE_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('franchisees');

/** Devices → Franchisee review, with its review button. */
export const FRANCHISEE_MENUS: MenuDefinition[] = page({
  name: 'DeviceFranchisee',
  parent: 'Devices',
  path: 'franchisee',
  component: SCREENS.deviceFranchisee,
  perms: FRANCHISEE_PERMS.list,
  icon: 'solution',
  sort: 10,
  buttons: FRANCHISEE_PERMS,
});
