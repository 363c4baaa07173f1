import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { failSilentUpgradesHandler } from './job.js';
import { DEVICE_UPGRADE_MENUS } from './menu.js';
import { deviceUpgradeRoutes } from './routes.js';

/** Remote upgrades of the machines' app, mainboard and DTU software, over the device protocol. */
export const area = defineArea({
  name: 'device-upgrade',
  routes: deviceUpgradeRoutes,
  menus: DEVICE_UPGRADE_MENUS,
  jobs: [failSilentUpgradesHandler],
  uniques: {
    // Checked before the write; two upgrades of the same machine at once meet here.
    dev_upgrade_device_active_uq: { field: 'deviceIds', key: 'upgradeMachineBusy' },
    // Storage keys are random.
    dev_upgrade_package_key_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { UpgradeSync } from './sync.js';
export { type UpgradeMachinesChanged, type UpgradeStep, upgradeMachinesChanged } from './changes.js';
