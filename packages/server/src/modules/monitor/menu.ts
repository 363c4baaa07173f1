import { MONITOR_PERMS, SCREENS } from '@vr/contracts';
import type { MenuDefinition } from '../../platform/area.js';

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
    titles: { zh: '系统监控', en: 'Monitoring', es: 'Monitorización', ja: 'システム監視' },
  },
  {
    name: 'SystemMonitorCache',
    parent: 'SystemMonitor',
    menuType: 'F',
    perms: MONITOR_PERMS.cache,
    sort: 1,
    titles: { zh: '缓存查询', en: 'View caches', es: 'Ver cachés', ja: 'キャッシュ照会' },
  },
  {
    name: 'SystemMonitorCacheClear',
    parent: 'SystemMonitor',
    menuType: 'F',
    perms: MONITOR_PERMS.clearCache,
    sort: 2,
    titles: { zh: '清除缓存', en: 'Clear caches', es: 'Vaciar cachés', ja: 'キャッシュ消去' },
  },
];
