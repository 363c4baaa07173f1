import { CONFIG_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';

/** Parameters are platform-wide: routes only, no data-scope cases. */
export const configAccess: AccessModule = {
  module: 'configs',
  routes: [
    { method: 'GET', url: '/admin/system/config/list', permission: CONFIG_PERMS.list },
    { method: 'DELETE', url: '/admin/system/config/refreshCache', permission: CONFIG_PERMS.remove },
    { method: 'GET', url: '/admin/system/config/1', permission: CONFIG_PERMS.query },
    {
      method: 'POST',
      url: '/admin/system/config',
      permission: CONFIG_PERMS.add,
      payload: { configName: 'x', configKey: 'x', configValue: 'x' },
    },
    {
      method: 'PUT',
      url: '/admin/system/config',
      permission: CONFIG_PERMS.edit,
      payload: { configId: 1, configName: 'x', configKey: 'x', configValue: 'x' },
    },
    { method: 'DELETE', url: '/admin/system/config/1', permission: CONFIG_PERMS.remove },
  ],
  scope: [],
};
