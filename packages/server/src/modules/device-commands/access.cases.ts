import { DEVICE_COMMAND_API, DEVICE_COMMAND_PERMS } from '@vr/contracts';
import { eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { devices, hashDeviceSecret } from '../devices/index.js';
import { deviceCommands } from './schema.js';

/** An online device of Harbor Drinks Ltd. (so only the scope can refuse a command to it). */
async function harborDevice(ctx: ScopeContext): Promise<number> {
  const code = `CMDPROBE${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [row] = await ctx.db
    .insert(devices)
    .values({ orgId: ctx.orgs.harborStore, deviceCode: code, name: 'Harbor probe', secretHash: hashDeviceSecret('x'), online: 1 })
    .returning({ id: devices.id });
  return row!.id;
}

const perms = Object.values(DEVICE_COMMAND_PERMS);

/** Remote operations and the command log: permission, and the device's organisation scope. */
export const deviceCommandAccess: AccessModule = {
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
      detail: (id) => ({ method: 'GET', url: `${DEVICE_COMMAND_API.detail}?id=${id}` }),
    },
    {
      name: 'the command log of and a remote operation on a Harbor Drinks Ltd. device',
      permissions: perms,
      foreignRow: harborDevice,
      detail: (id) => ({ method: 'GET', url: `${DEVICE_COMMAND_API.list}?deviceId=${id}` }),
      update: (id) => ({ method: 'POST', url: DEVICE_COMMAND_API.send, payload: { deviceId: id, type: 'lock' } }),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select()
            .from(deviceCommands)
            .where(eq(deviceCommands.deviceId, Number(id)))
        ).length === 0,
    },
  ],
};
