import { DEVICE_RECORDING_API, DEVICE_RECORDING_PERMS } from '@vr/contracts';
import { count, eq } from 'drizzle-orm';
import type { AccessModule, ScopeContext } from '../../test/access-matrix.js';
import { getWith, send } from '../../test/access-cases.js';
import { insertTestDevice } from '../../test/test-devices.js';
import { devices } from '../devices/index.js';
import { recordings } from './schema.js';

/** A Harbor Drinks Ltd. machine with a camera. */
const harborCamera = async (ctx: ScopeContext) => {
  const device = await insertTestDevice(ctx.db, ctx.orgs.harbor);
  await ctx.db.update(devices).set({ cameraNo: '1' }).where(eq(devices.id, device.id));
  return device.id;
};

const recordingsOf = async (ctx: ScopeContext, deviceId: number) =>
  (await ctx.db.select({ n: count() }).from(recordings).where(eq(recordings.deviceId, deviceId)))[0]!.n;

/** Camera playback: Demo Coffee Co.'s ops neither sees Harbor Drinks Ltd.'s recordings nor asks their machines for one. */
export const accessCases: AccessModule = {
  module: 'device-recording',
  scope: [
    {
      name: 'a Harbor Drinks Ltd. recording',
      permissions: Object.values(DEVICE_RECORDING_PERMS),
      foreignRow: async (ctx) => {
        const deviceId = await harborCamera(ctx);
        const [row] = await ctx.db
          .insert(recordings)
          .values({
            orgId: ctx.orgs.harbor,
            deviceId,
            camera: '1',
            startAt: new Date('2026-11-29T08:00:00Z'),
            endAt: new Date('2026-11-29T08:01:00Z'),
            uploadToken: `access-${deviceId}-${Date.now()}`,
          })
          .returning({ id: recordings.id });
        return row!.id;
      },
      detail: getWith(DEVICE_RECORDING_API.detail),
    },
    {
      name: 'a Harbor Drinks Ltd. machine asked for a recording',
      permissions: Object.values(DEVICE_RECORDING_PERMS),
      foreignRow: harborCamera,
      update: send('POST', DEVICE_RECORDING_API.request, (id) => ({
        deviceId: id,
        startTime: '2026-11-29 08:00:00',
        endTime: '2026-11-29 08:01:00',
      })),
      unchanged: async (ctx, id) => (await recordingsOf(ctx, Number(id))) === 0,
    },
  ],
};
