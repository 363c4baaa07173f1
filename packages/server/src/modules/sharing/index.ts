/*
 * The sharing area: joiner merchants apply to share in a customer's revenue, a configuration per
 * payment configuration names them with their rates and the devices it covers, and every paid
 * order of such a device is split to the cent and settled through the payment provider; refunds
 * reverse the shares. Bills per joiner and per device are read from the sharing rows.
 */
import { defineArea } from '../../platform/area.js';
import { NOT_USER_INPUT } from '../../platform/db/unique.js';
import { subscribe } from '../../platform/wiring/index.js';
import { ordersDispensed } from '../orders/index.js';
import { refundSettled } from '../payments/index.js';
import { seedSharing } from './demo-data.js';
import { SHARING_EXPORTS } from './exports.js';
import { SHARING_MENUS } from './menu.js';
import { sharingRoutes } from './routes.js';
import { createShares, rebalanceRefund } from './shares.js';

export const area = defineArea({
  name: 'sharing',
  routes: sharingRoutes,
  menus: SHARING_MENUS,
  exports: SHARING_EXPORTS,
  demoSeed: { order: 68, run: seedSharing },
  subscribes: [
    // Paid orders are shared when their dispense result is stored.
    subscribe(ordersDispensed, async (db, heard) => {
      await createShares(db, heard);
    }),
    // Refunds the provider settled are reversed from the shares.
    subscribe(refundSettled, async (db, { refundCode, result }) => {
      if (result.status === 'success') await rebalanceRefund(db, refundCode);
    }),
  ],
  uniques: {
    shr_config_pay_uq: NOT_USER_INPUT,
    shr_config_all_devices_uq: { field: 'allDevices', key: 'sharingAllDevicesTaken' },
    shr_config_device_uq: NOT_USER_INPUT,
    shr_config_device_enabled_uq: { field: 'deviceIds', key: 'sharingDeviceTaken' },
    shr_config_joiner_uq: NOT_USER_INPUT,
    shr_order_share_code_uq: NOT_USER_INPUT,
    shr_order_order_apply_uq: NOT_USER_INPUT,
    shr_reversal_code_uq: NOT_USER_INPUT,
  },
});

/* What other areas use of this one. */
export { shrOrders } from './schema.js';
export { settleShares } from './shares.js';
