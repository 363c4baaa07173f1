import { MONITOR_API, MONITOR_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';

/** Monitoring: platform figures, no organisation-owned rows (so no scope cases). */
export const monitorAccess: AccessModule = {
  module: 'monitor',
  routes: [
    { method: 'GET', url: MONITOR_API.server, permission: MONITOR_PERMS.server },
    { method: 'GET', url: MONITOR_API.database, permission: MONITOR_PERMS.server },
    { method: 'GET', url: MONITOR_API.mqtt, permission: MONITOR_PERMS.server },
    { method: 'GET', url: MONITOR_API.cache, permission: MONITOR_PERMS.cache },
    { method: 'DELETE', url: `${MONITOR_API.clearCache}/dict`, permission: MONITOR_PERMS.clearCache },
    { method: 'DELETE', url: MONITOR_API.clearAll, permission: MONITOR_PERMS.clearCache },
  ],
  scope: [],
};
