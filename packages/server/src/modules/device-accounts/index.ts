import { defineArea } from '../../platform/area.js';
import { DEVICE_ACCOUNT_MENUS } from './menu.js';
import { deviceAccountRoutes } from './routes.js';

/** The local accounts people sign in with on the machines' own screens, delivered over the device protocol. */
export const area = defineArea({
  name: 'device-accounts',
  routes: deviceAccountRoutes,
  menus: DEVICE_ACCOUNT_MENUS,
  uniques: {
    // Checked before the write; two saves of the same account name at once meet here.
    dev_account_org_account_uq: { field: 'account', key: 'deviceAccountTakenRace' },
  },
});

/* What other areas use of this one. */
export { type DeviceAccountsChanged, deviceAccountsChanged } from './changes.js';
export { AccountSync, type AccountSyncOptions } from './service.js';
