import { CHANGE_LOG_PERMS, DEVICE_RECORD_API, NETWORK_LOG_PERMS } from '@vr/contracts';
import { count, eq } from 'drizzle-orm';
import type { AccessModule } from '../../test/access-matrix.js';
import { insertRow, listed, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { deviceNetworkLogs } from '../devices/index.js';
import { deviceChanges } from './schema.js';

/** Device records: Demo Coffee Co.'s ops neither lists Harbor Drinks Ltd.'s machines' records nor reports against them. */
export const accessCases: AccessModule = {
  module: 'device-records',
  scope: [
    {
      name: 'a network log row of a Harbor Drinks Ltd. machine',
      permissions: Object.values(NETWORK_LOG_PERMS),
      foreignRow: async (ctx) => {
        const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
        return insertRow(deviceNetworkLogs, () => ({ deviceId: device.id, event: 'connect', signal: 4 }))(ctx);
      },
      list: listed(`${DEVICE_RECORD_API.networkLogList}?limit=1000`),
    },
    {
      name: 'a change log entry of a Harbor Drinks Ltd. machine',
      permissions: Object.values(CHANGE_LOG_PERMS),
      foreignRow: async (ctx) => {
        const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
        await insertRow(deviceChanges, () => ({
          orgId: ctx.orgs.harbor,
          deviceId: device.id,
          kind: 'note',
          actor: 'user',
          actorName: 'Harbor probe',
          content: 'Harbor probe',
        }))(ctx);
        return device.id;
      },
      list: listed(`${DEVICE_RECORD_API.changeLogList}?limit=1000`, (data) => (data as Array<{ deviceId: number }>).map((r) => r.deviceId)),
      // Reporting against their machine is refused, and nothing is written.
      update: send('POST', DEVICE_RECORD_API.updataLog, (id) => ({ deviceId: Number(id), kind: 'note', detail: 'Taken over' })),
      unchanged: async (ctx, id) =>
        (
          await ctx.db
            .select({ n: count() })
            .from(deviceChanges)
            .where(eq(deviceChanges.deviceId, Number(id)))
        )[0]!.n === 1,
    },
  ],
};
