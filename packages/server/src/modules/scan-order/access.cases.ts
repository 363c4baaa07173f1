import { SCAN_ORDER_API, SCAN_ORDER_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { getWith, insertRow, rowsAfter } from '../../test/access-cases.js';
import { devices, hashDeviceSecret } from '../devices/index.js';
import { saleLinks } from './schema.js';

/** A machine of Harbor Drinks Ltd.: only the scope can refuse its QR code to a Demo Coffee account. */
const harborDevice = insertRow(devices, (ctx) => ({
  orgId: ctx.orgs.harborStore,
  deviceCode: `QRPROBE${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  name: 'Harbor QR probe',
  secretHash: hashDeviceSecret('x'),
}));

/** The order QR code and its replacement: each behind its permission and the device's scope. */
export const accessCases: AccessModule = {
  module: 'scan-order',
  scope: [
    {
      name: 'the order QR code of a Harbor Drinks Ltd. machine, and its replacement',
      permissions: Object.values(SCAN_ORDER_PERMS),
      foreignRow: harborDevice,
      detail: getWith(SCAN_ORDER_API.qrCode, 'deviceId'),
      update: getWith(SCAN_ORDER_API.remake, 'deviceId'),
      unchanged: rowsAfter(saleLinks, saleLinks.deviceId, (rows) => rows.length === 0),
    },
  ],
};
