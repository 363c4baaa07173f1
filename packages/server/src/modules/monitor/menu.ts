import { MONITOR_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';
import { menuEntries } from '../../platform/menu-entries.js';

const { page } = menuEntries('monitor');

/** System → Monitoring (server, database, MQTT, caches) and its buttons. */
export const MONITOR_MENUS: MenuDefinition[] = page({
  name: 'SystemMonitor',
  parent: 'System',
  path: 'monitor',
  component: SCREENS.monitorServer,
  perms: MONITOR_PERMS.server,
  icon: 'monitor',
  sort: 78,
  title: 'monitor:title',
  buttons: [
    ['SystemMonitorCache', MONITOR_PERMS.cache],
    ['SystemMonitorCacheClear', MONITOR_PERMS.clearCache],
  ],
});
