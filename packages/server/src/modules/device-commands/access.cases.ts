import { DEVICE_COMMAND_API, DEVICE_COMMAND_PERMS } from '@vr/contracts';
import type { AccessModule } from '../../test/access-matrix.js';
import { getWith, insertRow, rowsAfter, send } from '../../test/access-cases.js';
import { devices, hashDeviceSecret } from '../devices/index.js';
import { deviceCommands } from './schema.js';

/** An online device of Harbor Drinks Ltd. (so only the scope can refuse a command to it). */
const harborDevice = insertRow(devices, (ctx) => ({
  orgId: ctx.orgs.harborStore,
  deviceCode: `CMDPROBE${Math.random().toString(36).slice(2, 10).toUpperCase()}`,
  name: 'Harbor probe',
  secretHash: hashDeviceSecret('x'),
  online: 1,
}));

const perms = Object.values(DEVICE_COMMAND_PERMS);

/** Remote operations and the command log: permission, and the device's organisation scope. */
export const accessCases: AccessModule = {
  module: 'device-commands',
  scope: [
    {
      name: 'a command sent to a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: async (ctx) => {
        const deviceId = await harborDevice(ctx);
        const id = `probe-${deviceId}`;
        await ctx.db.insert(deviceCommands).values({
          id,
          deviceId,
          orgId: ctx.orgs.harborStore,
          type: 'restart',
          status: 'succeeded',
          deadline: new Date(),
          sentByName: 'harbor',
        });
        return id;
      },
      detail: getWith(DEVICE_COMMAND_API.detail),
    },
    {
      name: 'the command log of and a remote operation on a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDevice,
      detail: getWith(DEVICE_COMMAND_API.list, 'deviceId'),
      update: send('POST', DEVICE_COMMAND_API.send, (id) => ({ deviceId: id, type: 'lock' })),
      unchanged: rowsAfter(deviceCommands, deviceCommands.deviceId, (sent) => sent.length === 0),
    },
  ],
};
