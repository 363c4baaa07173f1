import { defineArea } from '../../platform/area.js';
import { subscribe } from '../../platform/wiring/index.js';
import { deviceGoodsChanged } from '../device-goods/index.js';
import { deviceSettingChanged } from '../device-settings/index.js';
import { deviceScreenChanged } from '../device-screen/index.js';
import { deviceAccountsChanged } from '../device-accounts/index.js';
import { deviceEdited, deviceMoved, deviceSoftwareChanged } from '../devices/index.js';
import { upgradeMachinesChanged } from '../device-upgrade/index.js';
import { goodsDeployed } from '../goods-deploy/index.js';
import { changeLogExportKind, networkLogExportKind } from './export.js';
import { DEVICE_RECORD_MENUS } from './menu.js';
import {
  recordDeployed,
  recordEdited,
  recordGoods,
  recordAccounts,
  recordMoved,
  recordScreen,
  recordSetting,
  recordSoftware,
  recordUpgrade,
} from './record.js';
import { deviceChanges } from './schema.js';
import { deviceRecordRoutes } from './routes.js';

/** The device records of the Devices menu: the network log (read from the devices area) and the change log (kept here). */
export const area = defineArea({
  name: 'device-records',
  routes: deviceRecordRoutes,
  menus: DEVICE_RECORD_MENUS,
  exports: [networkLogExportKind, changeLogExportKind],
  // The change log is written from the other areas' events, after their commits.
  subscribes: [
    subscribe(deviceMoved, recordMoved),
    subscribe(deviceEdited, recordEdited),
    subscribe(deviceSoftwareChanged, recordSoftware),
    subscribe(deviceSettingChanged, recordSetting),
    subscribe(deviceGoodsChanged, recordGoods),
    subscribe(goodsDeployed, recordDeployed),
    subscribe(deviceScreenChanged, recordScreen),
    subscribe(deviceAccountsChanged, recordAccounts),
    subscribe(upgradeMachinesChanged, recordUpgrade),
  ],
  logTables: [{ kind: 'change', table: deviceChanges, id: deviceChanges.id, time: deviceChanges.createdAt }],
});

/* What other areas use of this one. */
export { deviceChanges };
