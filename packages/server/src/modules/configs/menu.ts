import { CONFIG_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Parameter settings and its buttons. */
export const CONFIG_MENUS: MenuDefinition[] = [
  {
    name: 'SystemConfig',
    parent: 'System',
    menuType: 'C',
    path: 'config',
    component: SCREENS.systemConfig,
    perms: CONFIG_PERMS.list,
    icon: 'edit',
    sort: 70,
    titles: texts('config:menu.SystemConfig'),
  },
  menuButton('SystemConfig', 'SystemConfigQuery', CONFIG_PERMS.query, 1, 'config:menu.SystemConfigQuery'),
  menuButton('SystemConfig', 'SystemConfigAdd', CONFIG_PERMS.add, 2, 'config:menu.SystemConfigAdd'),
  menuButton('SystemConfig', 'SystemConfigEdit', CONFIG_PERMS.edit, 3, 'config:menu.SystemConfigEdit'),
  menuButton('SystemConfig', 'SystemConfigRemove', CONFIG_PERMS.remove, 4, 'config:menu.SystemConfigRemove'),
  menuButton('SystemConfig', 'SystemConfigExport', CONFIG_PERMS.export, 5, 'config:menu.SystemConfigExport'),
];
