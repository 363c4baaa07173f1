import { MONITOR_PERMS, SCREENS } from '@vr/contracts';
import { texts } from '@vr/contracts/texts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuButton } from '../../platform/menu-buttons.js';

/** System → Monitoring (server, database, MQTT, caches) and its buttons. */
export const MONITOR_MENUS: MenuDefinition[] = [
  {
    name: 'SystemMonitor',
    parent: 'System',
    menuType: 'C',
    path: 'monitor',
    component: SCREENS.monitorServer,
    perms: MONITOR_PERMS.server,
    icon: 'monitor',
    sort: 78,
    titles: texts('monitor:title'),
  },
  menuButton('SystemMonitor', 'SystemMonitorCache', MONITOR_PERMS.cache, 1, 'monitor:menu.SystemMonitorCache'),
  menuButton('SystemMonitor', 'SystemMonitorCacheClear', MONITOR_PERMS.clearCache, 2, 'monitor:menu.SystemMonitorCacheClear'),
];
