import { OPERATION_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { directory, page } = menuEntries('operation');

/** Operation management → operating overview. */
export const OPERATION_MENUS: MenuDefinition[] = [
  directory({ name: 'Operation', path: 'operation', icon: 'fund', sort: 59 }),
  ...page({
    name: 'OperationOverview',
    parent: 'Operation',
    path: 'overview',
    component: SCREENS.operationOverview,
    perms: OPERATION_PERMS.list,
    icon: 'dashboard',
    sort: 1,
  }),
];
